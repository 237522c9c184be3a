import { useTranslation } from 'react-i18next';
import styles from './product-form.module.css';

/**
 * A new product on its way: its pictures made ready, then sent (one bar over all the bytes), then saved. The bar
 * is indeterminate while nothing is measured; each phase is announced as it begins.
 */
export function SaveProgress({
  phase,
  progress,
}: {
  phase: 'preparing' | 'uploading' | 'saving';
  progress: number;
}) {
  const { t } = useTranslation();
  const text =
    phase === 'uploading'
      ? t('products.add.uploading', { percent: Math.floor(progress * 100) })
      : t(`products.add.${phase}`);
  return (
    <div className={styles.progress} data-testid="save-progress" data-phase={phase}>
      <progress
        className={styles.bar}
        max={1}
        value={phase === 'uploading' ? progress : undefined}
        aria-label={t('products.add.progress')}
      />
      <p className={styles.state} aria-hidden="true">
        {text}
      </p>
      {/* Each phase is announced once, not every percent. */}
      <p className="sr-only" role="status">
        {t(`products.add.${phase === 'uploading' ? 'sending' : phase}`)}
      </p>
    </div>
  );
}
