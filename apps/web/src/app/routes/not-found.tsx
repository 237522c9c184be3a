import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitledScreen } from '../../components/ui/back-bar.tsx';
import styles from './page.module.css';

/** Every unknown path (DESIGN §2: a real Not Found, not the home feed). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <TitledScreen title={t('notFound.title')} className={styles.narrow}>
      <section className={`${styles.card} ${styles.centred}`} data-testid="not-found">
        <p className={styles.big} aria-hidden="true">
          404
        </p>
        <p>{t('notFound.body')}</p>
        <Link to="/" className={styles.action}>
          {t('notFound.home')}
        </Link>
      </section>
    </TitledScreen>
  );
}
