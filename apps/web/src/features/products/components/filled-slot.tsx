import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import styles from './picture-slots.module.css';
import type { PictureSlotsProps, SlotPicture } from './picture-slots.tsx';
import { SlotProgress } from './slot-work.tsx';

type FilledSlotProps = Omit<PictureSlotsProps, 'ref'> & {
  slot: number;
  picture: SlotPicture;
  /** The note that the last picture stays, for a Remove that is off. */
  describedBy: string;
};

/**
 * A slot with its picture: tapping the picture (or Replace) chooses another; Make first (not on the first) and
 * Remove (not on the last picture when one must stay).
 */
export function FilledSlot({
  slot,
  picture,
  pictures,
  productName,
  work,
  disabled,
  keepLast,
  describedBy,
  onReplace,
  onMakeFirst,
  onRemove,
}: FilledSlotProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const n = slot + 1;
  const mine = work && work.slot === slot ? work : null;
  const off = disabled || Boolean(work);
  const lastOne = keepLast === true && pictures.length === 1;
  return (
    <li className={styles.slot} data-slot={slot} data-testid="picture-slot" data-file={picture.file}>
      <label htmlFor={inputId} className={off ? `${styles.frame} ${styles.off}` : styles.frame}>
        {picture.src ? (
          <img src={picture.src} alt={t('products.pictures.alt', { n, name: productName || '…' })} />
        ) : (
          <span className={styles.preparing}>
            <Spinner label={t('products.pictures.preparing')} />
          </span>
        )}
        <span className={slot === 0 ? styles.main : styles.number} aria-hidden="true">
          {slot === 0 ? t('products.pictures.main') : n}
        </span>
      </label>
      {mine && <SlotProgress work={mine} n={n} />}
      <div className={styles.actions}>
        <label className={off ? `${styles.action} ${styles.off}` : styles.action}>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={off}
            aria-label={t('products.pictures.replaceLabel', { n })}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file can be chosen again after a failure.
              event.target.value = '';
              if (file) onReplace(slot, file);
            }}
            data-testid="replace-input"
          />
          {t('products.pictures.replace')}
        </label>
        {slot > 0 && (
          <button
            type="button"
            className={styles.action}
            disabled={off}
            onClick={() => onMakeFirst(slot)}
            aria-label={t('products.pictures.makeFirstLabel', { n })}
          >
            {t('products.pictures.makeFirst')}
          </button>
        )}
        <button
          type="button"
          className={styles.action}
          disabled={off || lastOne}
          onClick={() => onRemove(slot)}
          aria-label={t('products.pictures.removeLabel', { n })}
          aria-describedby={lastOne ? describedBy : undefined}
        >
          {t('products.pictures.remove')}
        </button>
      </div>
    </li>
  );
}
