import { PRODUCT_MAX_PICTURES } from '@sefer/contract/constants';
import { type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/detail-icons.tsx';
import type { SlotWork } from '../hooks/use-picture-actions.ts';
import { AddSlot } from './add-slot.tsx';
import { FilledSlot } from './filled-slot.tsx';
import styles from './picture-slots.module.css';

/** A filled slot: its preview (null while the picture is scaled down) and, when stored, its file name. */
export interface SlotPicture {
  key: string | number;
  src: string | null;
  file?: string;
}

/** The slots' positions: each slot's controls stay in place (and keep the focus) when pictures move. */
const SLOTS = Array.from({ length: PRODUCT_MAX_PICTURES }, (_, slot) => slot);

export interface PictureSlotsProps {
  pictures: readonly SlotPicture[];
  /** The product's name, for the pictures' text alternative. */
  productName: string;
  /** What a slot is doing now (the edit screen's actions). */
  work?: SlotWork | null;
  /** Every control off: the form is saving, or another action runs. */
  disabled: boolean;
  /** Removing is off with a single picture (the edit screen: a product keeps one). */
  keepLast?: boolean;
  /** The field's problem (spec §5: a new product needs a picture), translated. */
  error?: string | null;
  /** The last action's failure, translated, on its slot (null: the add tile). */
  failure?: { slot: number | null; text: string } | null;
  onDismiss?: () => void;
  onAdd: (files: File[]) => void;
  onReplace: (slot: number, file: File) => void;
  onMakeFirst: (slot: number) => void;
  onRemove: (slot: number) => void;
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * The three picture slots of a product (spec §9): the first is its picture on cards and in search. A filled slot
 * is tapped to replace its picture and offers Make first and Remove; the first empty one adds pictures (several
 * at once, or the camera on a phone). Each slot shows its own progress and failure.
 */
export function PictureSlots(props: PictureSlotsProps) {
  const { ref, ...slotProps } = props;
  const { pictures, disabled, error, failure, onDismiss, onAdd } = slotProps;
  const { t } = useTranslation();
  const id = useId();
  const [overflow, setOverflow] = useState(0);
  const room = PRODUCT_MAX_PICTURES - pictures.length;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  const add = (files: File[]) => {
    setOverflow(Math.max(0, files.length - room));
    if (room > 0 && files.length > 0) onAdd(files.slice(0, room));
  };

  return (
    <fieldset ref={ref} className={styles.slots} aria-describedby={describedBy} data-testid="picture-slots">
      <legend className={styles.legend}>
        {t('products.pictures.legend', { max: PRODUCT_MAX_PICTURES })}
      </legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('products.pictures.hint')}
      </p>
      <ol className={styles.grid}>
        {SLOTS.map((slot) => {
          const picture = pictures[slot];
          if (picture) {
            return (
              <FilledSlot
                key={slot}
                {...slotProps}
                slot={slot}
                picture={picture}
                describedBy={`${id}-last`}
              />
            );
          }
          if (slot === pictures.length) {
            return (
              <AddSlot
                key={slot}
                slot={slot}
                room={room}
                disabled={disabled}
                invalid={Boolean(error)}
                describedBy={describedBy}
                work={slotProps.work?.slot === null ? slotProps.work : null}
                onAdd={add}
              />
            );
          }
          return (
            <li key={slot} className={styles.vacant} aria-hidden="true">
              <span>{t('products.pictures.slot', { n: slot + 1 })}</span>
            </li>
          );
        })}
      </ol>
      {slotProps.keepLast && pictures.length === 1 && (
        <p id={`${id}-last`} className={styles.hint}>
          {t('products.pictures.lastOne')}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {overflow > 0 && (
        <p className={styles.error} role="alert">
          {t('products.pictures.notAdded', { count: overflow, max: PRODUCT_MAX_PICTURES })}
        </p>
      )}
      {failure && (
        <div className={styles.failure} role="alert" data-testid="picture-failure">
          <p>
            {failure.slot !== null && (
              <strong>{t('products.pictures.failed', { n: failure.slot + 1 })}: </strong>
            )}
            {failure.text}
          </p>
          {onDismiss && (
            <button
              type="button"
              className={styles.dismiss}
              onClick={onDismiss}
              aria-label={t('products.pictures.dismiss')}
            >
              <CloseIcon size={18} aria-hidden="true" />
            </button>
          )}
        </div>
      )}
    </fieldset>
  );
}

/** Puts the focus on the slot at `index` (its first control), or on the one before it when it is gone. */
export function focusSlot(root: HTMLElement | null, index: number): void {
  requestAnimationFrame(() => {
    const slots = root?.querySelectorAll<HTMLElement>('li[data-slot]');
    if (!slots?.length) return;
    const slot = slots[Math.min(index, slots.length - 1)];
    slot?.querySelector<HTMLElement>('input, button:not([disabled])')?.focus();
  });
}
