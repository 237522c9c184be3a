import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackBar } from '../../components/ui/back-bar.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import styles from './page.module.css';

/** Every unknown path (DESIGN §2: a real Not Found, not the home feed). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className={styles.narrow}>
      <BackBar title={t('notFound.title')} />
      <section className={`${styles.card} ${styles.centred}`} data-testid="not-found">
        <p className={styles.big} aria-hidden="true">
          404
        </p>
        <p>{t('notFound.body')}</p>
        <Link to="/" className={styles.action}>
          {t('notFound.home')}
        </Link>
      </section>
    </div>
  );
}
