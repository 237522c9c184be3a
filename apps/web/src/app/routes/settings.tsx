import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageChoice } from '../../features/i18n/components/language-choice.tsx';
import { BackBar } from '../../features/layout/components/back-bar.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import styles from './page.module.css';

/** Settings: language now; the account (login / logout) joins with the auth issue. */
export function SettingsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  return (
    <div className={styles.narrow}>
      <BackBar title={t('settings.title')} />
      <section className={styles.card}>
        <LanguageChoice />
      </section>
      <p className={styles.footer}>
        <Link to="/privacy">{t('settings.privacy')}</Link>
      </p>
    </div>
  );
}
