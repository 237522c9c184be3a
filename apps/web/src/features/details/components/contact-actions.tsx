import type { SocialLinks } from '@sefer/contract/detail';
import type { StatContactAction } from '@sefer/contract/stats';
import { useTranslation } from 'react-i18next';
import { DirectionsIcon, GlobeIcon, PhoneIcon } from '../../../components/ui/detail-icons.tsx';
import { Icon, type IconProps } from '../../../components/ui/icons.tsx';
import { directionsTo, socialHref, telegramHref, telHref } from '../lib/links.ts';
import styles from './contact-actions.module.css';

const TelegramIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m21 4-18 7 6 2 2 6 3-4 5 4zM9 13l12-9" />
  </Icon>
);

const hasPoint = ({ lat, lng }: { lat: number; lng: number }) =>
  Number.isFinite(lat) && Number.isFinite(lng) && !(lat === 0 && lng === 0);

/**
 * A company's contact actions (issue 26): Call, Telegram, Website and Directions (OpenStreetMap), each only when the
 * company has what it needs; nothing at all when it has none. `onAction` hears each tap (the owner's insights).
 */
export function ContactActions({
  phone,
  social,
  point,
  onAction,
}: {
  phone: string | null;
  social: SocialLinks;
  point: { lat: number; lng: number };
  onAction?: (action: StatContactAction) => void;
}) {
  const { t } = useTranslation();
  const actions = [
    { key: 'call' as const, href: phone ? telHref(phone) : null, icon: PhoneIcon, external: false },
    {
      key: 'telegram' as const,
      href: social.telegram ? telegramHref(social.telegram) : null,
      icon: TelegramIcon,
      external: true,
    },
    {
      key: 'website' as const,
      href: social.website ? socialHref('website', social.website) : null,
      icon: GlobeIcon,
      external: true,
    },
    {
      key: 'directions' as const,
      href: hasPoint(point) ? directionsTo(point) : null,
      icon: DirectionsIcon,
      external: true,
    },
  ].filter((action): action is typeof action & { href: string } => action.href !== null);
  if (actions.length === 0) return null;
  return (
    <nav className={styles.actions} aria-label={t('details.actions.label')} data-testid="contact-actions">
      {actions.map(({ key, href, icon: ActionIcon, external }) => (
        <a
          key={key}
          className={styles.action}
          href={href}
          {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}
          data-testid={`action-${key}`}
          onClick={() => onAction?.(key)}
        >
          <ActionIcon size={18} />
          {t(`details.actions.${key}`)}
        </a>
      ))}
    </nav>
  );
}
