import { SCREENS } from '@sefer/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitledScreen } from '../../components/ui/back-bar.tsx';
import { DeleteAccountSection } from '../../features/account/components/delete-account-section.tsx';
import { AccountSettings } from '../../features/auth/components/account-settings.tsx';
import { PasswordSettings } from '../../features/auth/components/password-settings.tsx';
import { SessionsSettings } from '../../features/auth/components/sessions-settings.tsx';
import { LanguageChoice } from '../../features/i18n/components/language-choice.tsx';
import styles from './page.module.css';

/** Settings (spec §2): the account (log in or log out) and the language; the privacy notice and the data's credit. */
export function SettingsRoute() {
  const { t } = useTranslation();
  return (
    <TitledScreen title={t('settings.title')} className={styles.narrow}>
      <div className={styles.stack}>
        <section className={styles.card}>
          <AccountSettings />
        </section>
        <PasswordSettings className={styles.card} />
        <SessionsSettings className={styles.card} />
        <section className={styles.card}>
          <LanguageChoice />
        </section>
        <DeleteAccountSection className={styles.card} />
      </div>
      <p className={styles.footer}>
        <Link to={SCREENS.privacy}>{t('settings.privacy')}</Link>
      </p>
      <p className={`${styles.footer} ${styles.muted}`}>
        {t('settings.osmData')}{' '}
        <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">
          {t('settings.osmCredit')}
        </a>
      </p>
    </TitledScreen>
  );
}
