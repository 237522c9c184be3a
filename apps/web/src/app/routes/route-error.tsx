import { isErrorKey } from '@sefer/contract/errors';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import styles from './page.module.css';

/** Error boundary of the routes: a screen that failed to render or whose code failed to load. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const key =
    isRouteErrorResponse(error) && error.status === 404
      ? 'not_found'
      : error instanceof TypeError
        ? 'network_error'
        : typeof error === 'object' && error !== null && 'key' in error && isErrorKey(error.key)
          ? error.key
          : 'internal_server_error';
  return (
    <div className={styles.narrow}>
      <section className={`${styles.card} ${styles.centred}`} role="alert">
        <p className={styles.error}>{t(`errors.${key}`)}</p>
        <button type="button" className={styles.action} onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
        <Link to="/">{t('notFound.home')}</Link>
      </section>
    </div>
  );
}
