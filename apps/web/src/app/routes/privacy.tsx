import { useTranslation } from 'react-i18next';
import { BackBar } from '../../features/layout/components/back-bar.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { formatCalendarDate } from '../../lib/dates/calendar-date.ts';
import styles from './page.module.css';

/** When the notice last changed (noon in Addis Ababa). */
const UPDATED = '2022-05-01T09:00:00Z';

/** Where account-closing requests go (spec §1). */
const SUPPORT_EMAIL = 'support@sefer.et';

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

/** The privacy notice of spec §1. */
export function PrivacyRoute() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('privacy.title'));
  const date = formatCalendarDate(UPDATED, i18n.resolvedLanguage === 'am' ? 'am' : 'en');
  return (
    <div className={styles.narrow}>
      <BackBar title={t('privacy.title')} />
      <article className={`${styles.card} ${styles.prose}`}>
        <p className={styles.muted}>{t('privacy.updated', { date })}</p>
        <h2>{t('privacy.sharingTitle')}</h2>
        <p>{t('privacy.sharing')}</p>
        <h2>{t('privacy.retentionTitle')}</h2>
        <p>{t('privacy.retention')}</p>
        <h2>{t('privacy.collectedTitle')}</h2>
        <p>{t('privacy.collectedIntro')}</p>
        <ul>
          {COLLECTED.map((key) => (
            <li key={key}>{t(`privacy.collected.${key}`)}</li>
          ))}
        </ul>
        <h2>{t('privacy.terminationTitle')}</h2>
        <p>
          {t('privacy.termination', { email: SUPPORT_EMAIL })}{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
        <h2>{t('privacy.contactTitle')}</h2>
        <address>{t('privacy.contact')}</address>
      </article>
    </div>
  );
}
