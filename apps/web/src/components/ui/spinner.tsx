import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';

/** Busy indicator with a spoken label; `page` centres it in the content area (lazy routes). */
export function Spinner({ page = false, label }: { page?: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={page ? styles.page : styles.inline} role="status">
      <span className={styles.circle} aria-hidden="true" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </div>
  );
}
