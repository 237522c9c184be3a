import { useTranslation } from 'react-i18next';
import type { SlotWork } from '../hooks/use-picture-actions.ts';
import styles from './picture-slots.module.css';

/** A slot's work in words and a progress bar (indeterminate while the picture is scaled down or saved). */
export function SlotProgress({ work, n }: { work: SlotWork; n: number }) {
  const { t } = useTranslation();
  const text =
    work.status === 'uploading'
      ? t('products.pictures.uploading', { percent: Math.floor(work.progress * 100) })
      : t(`products.pictures.${work.status}`);
  return (
    <div className={styles.work} data-testid="slot-work" data-status={work.status}>
      <progress
        className={styles.progress}
        max={1}
        value={work.status === 'uploading' ? work.progress : undefined}
        aria-label={t('products.pictures.progress', { n })}
      />
      <span className={styles.workText}>{text}</span>
    </div>
  );
}
