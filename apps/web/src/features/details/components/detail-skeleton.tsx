import { useTranslation } from 'react-i18next';
import page from './detail-page.module.css';
import styles from './detail-skeleton.module.css';

/** Grey blocks in the places the screen will fill (same boxes, so nothing moves when it arrives). */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={page.page} aria-busy="true" data-testid="detail-skeleton">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <div className={page.main} aria-hidden="true">
        <div className={styles.media} />
        <div className={styles.block}>
          <span className={styles.line} style={{ width: '60%', height: '1.75rem' }} />
          <span className={styles.line} style={{ width: '35%' }} />
          <span className={styles.line} style={{ width: '45%' }} />
          <span className={styles.pill} />
        </div>
        <div className={`${page.card} ${styles.block}`}>
          <span className={styles.line} style={{ width: '90%' }} />
          <span className={styles.line} style={{ width: '80%' }} />
          <span className={styles.line} style={{ width: '50%' }} />
        </div>
      </div>
      <div className={page.aside} aria-hidden="true">
        <div className={`${page.card} ${styles.block}`}>
          <span className={styles.line} style={{ width: '40%' }} />
          <div className={styles.map} />
        </div>
      </div>
    </div>
  );
}
