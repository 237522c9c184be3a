import type { SocialLinks } from '@sefer/contract/detail';
import { formatPhoneLocal } from '@sefer/contract/phone-format';
import type { StatContactAction } from '@sefer/contract/stats';
import { useTranslation } from 'react-i18next';
import { GlobeIcon, PhoneIcon } from '../../../components/ui/detail-icons.tsx';
import { socialLinks, telHref } from '../lib/links.ts';
import styles from './contact-section.module.css';
import page from './detail-page.module.css';

/** Which taps count as contact actions in the owner's insights. */
const COUNTED_NETWORKS: Partial<Record<string, StatContactAction>> = {
  telegram: 'telegram',
  website: 'website',
};

/**
 * The phone (tap to call) and the company's social links; nothing when it has neither. `onAction` hears a call and
 * a Telegram or website tap (the owner's insights).
 */
export function ContactSection({
  phone,
  social,
  onAction,
}: {
  phone: string | null;
  social?: SocialLinks;
  onAction?: (action: StatContactAction) => void;
}) {
  const { t } = useTranslation();
  const tel = phone ? telHref(phone) : null;
  const links = social ? socialLinks(social) : [];
  if (!tel && links.length === 0) return null;
  return (
    <section className={page.card} aria-labelledby="contact-title" data-testid="contact-section">
      <h2 id="contact-title" className={page.sectionTitle}>
        {t('details.contact.title')}
      </h2>
      <ul className={styles.list}>
        {phone && tel && (
          <li>
            <a className={styles.link} href={tel} data-testid="phone-link" onClick={() => onAction?.('call')}>
              <PhoneIcon size={18} />
              <span className="sr-only">{t('details.contact.call')} </span>
              <span dir="ltr">{formatPhoneLocal(phone)}</span>
            </a>
          </li>
        )}
        {links.map((link) => (
          <li key={link.network}>
            <a
              className={styles.link}
              href={link.href}
              target={link.network === 'email' ? undefined : '_blank'}
              rel="noreferrer"
              data-testid={`social-${link.network}`}
              onClick={() => {
                const action = COUNTED_NETWORKS[link.network];
                if (action) onAction?.(action);
              }}
            >
              <GlobeIcon size={18} />
              <span className={styles.network}>{t(`details.social.${link.network}`)}</span>
              <span className={styles.value} dir="ltr">
                {link.text}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
