import { useTranslation } from 'react-i18next';
import { ImageIcon } from '../../../components/ui/icons.tsx';
import type { SlotWork } from '../hooks/use-picture-actions.ts';
import styles from './picture-slots.module.css';
import { SlotProgress } from './slot-work.tsx';

interface AddSlotProps {
  slot: number;
  /** Empty slots: how many pictures can be chosen at once. */
  room: number;
  disabled: boolean;
  /** The form asks for a picture: the chooser is marked, and takes the focus. */
  invalid: boolean;
  describedBy: string;
  work: SlotWork | null;
  onAdd: (files: File[]) => void;
}

/**
 * The first empty slot: tapped, it chooses pictures (a phone's chooser offers its camera too); on a touch screen
 * Take a photo opens the camera at once. Nothing forces the camera (spec: choose or take).
 */
export function AddSlot({ slot, room, disabled, invalid, describedBy, work, onAdd }: AddSlotProps) {
  const { t } = useTranslation();
  const off = disabled || Boolean(work);
  const take = (files: FileList | null) => onAdd([...(files ?? [])]);
  return (
    <li className={styles.slot} data-slot={slot} data-testid="add-slot">
      <label className={off ? `${styles.add} ${styles.off}` : styles.add}>
        <input
          type="file"
          accept="image/*"
          multiple={room > 1}
          className="sr-only"
          disabled={off}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
          data-testid="add-pictures"
        />
        <ImageIcon size={28} aria-hidden="true" />
        <span>{t('products.pictures.add', { count: room })}</span>
      </label>
      {work && <SlotProgress work={work} n={slot + 1} />}
      <label className={off ? `${styles.take} ${styles.off}` : styles.take}>
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          disabled={off}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
        {t('products.pictures.take')}
      </label>
    </li>
  );
}
