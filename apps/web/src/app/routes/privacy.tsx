import '../../features/i18n/privacy-strings.ts';
import { SCREENS } from '@sefer/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitledScreen } from '../../components/ui/back-bar.tsx';
import { formatCalendarDate } from '../../lib/dates/calendar-date.ts';
import styles from './page.module.css';

/** When the notice last changed (noon in Addis Ababa). */
const UPDATED = '2022-05-01T09:00:00Z';

/** Where account-closing requests go (spec §1), beside deleting it in Settings. */
const SUPPORT_EMAIL = 'support@sefer.et';
const EMAIL_SLOT = '\u0000';

const COLLECTED = [
  'names',
  'phones',
  'email',
  'addresses',
  'usernames',
  'passwords',
  'device',
  'push',
  'camera',
  'contacts',
] as const;

/**
 * The privacy notice of spec §1, with what is true of deletion (issue 30): deleting in Settings, what it takes
 * and what stays, and the idle rule the server applies (docs/security.md, "Leaving").
 */
export function PrivacyRoute() {
  const { t, i18n } = useTranslation();
  const date = formatCalendarDate(UPDATED, i18n.resolvedLanguage === 'am' ? 'am' : 'en');
  // The sentence names the address once, as its link, wherever the language puts it.
  const [before, after = ''] = t('privacy.termination', { email: EMAIL_SLOT }).split(EMAIL_SLOT);
  return (
    <TitledScreen title={t('privacy.title')} className={styles.narrow}>
      <article className={`${styles.card} ${styles.prose}`}>
        <p className={styles.muted}>{t('privacy.updated', { date })}</p>
        <h2>{t('privacy.sharingTitle')}</h2>
        <p>{t('privacy.sharing')}</p>
        <h2>{t('privacy.retentionTitle')}</h2>
        <p>{t('privacy.retention')}</p>
        <p>{t('privacy.idle')}</p>
        <h2>{t('privacy.collectedTitle')}</h2>
        <p>{t('privacy.collectedIntro')}</p>
        <ul>
          {COLLECTED.map((key) => (
            <li key={key}>{t(`privacy.collected.${key}`)}</li>
          ))}
        </ul>
        <h2>{t('privacy.terminationTitle')}</h2>
        <p>
          {t('privacy.deletion')} <Link to={SCREENS.settings}>{t('settings.title')}</Link>
        </p>
        <p>{t('privacy.deletionKept')}</p>
        <p>
          {before}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          {after}
        </p>
        <h2>{t('privacy.contactTitle')}</h2>
        <address>{t('privacy.contact')}</address>
      </article>
    </TitledScreen>
  );
}
