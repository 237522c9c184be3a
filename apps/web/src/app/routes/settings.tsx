import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountSettings } from '../../features/auth/components/account-settings.tsx';
import { LanguageChoice } from '../../features/i18n/components/language-choice.tsx';
import { BackBar } from '../../features/layout/components/back-bar.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import styles from './page.module.css';

/** Settings (spec §2): the account (log in or log out) and the language. */
export function SettingsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  return (
    <div className={styles.narrow}>
      <BackBar title={t('settings.title')} />
      <div className={styles.stack}>
        <section className={styles.card}>
          <AccountSettings />
        </section>
        <section className={styles.card}>
          <LanguageChoice />
        </section>
      </div>
      <p className={styles.footer}>
        <Link to="/privacy">{t('settings.privacy')}</Link>
      </p>
    </div>
  );
}
