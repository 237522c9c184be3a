import { DEFAULT_MAP_CENTRE } from '@sefer/contract/constants';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapView } from '../../../components/map/map-view.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { closeDialogOf, Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePointPicking } from '../../../hooks/use-point-picking.ts';
import { PLACE_NAME_MAX_LENGTH, type SavedPlace } from '../lib/saved-places.ts';
import styles from './place-picker-dialog.module.css';

interface PlacePickerDialogProps {
  /** The place being edited; a new place starts at the default map centre (spec §9). */
  place?: SavedPlace;
  onSave: (place: SavedPlace) => void;
  onClose: () => void;
}

const toText = (v: number) => String(Math.round(v * 1e7) / 1e7);
const parseCoord = (text: string, limit: number): number | null => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
};

/** The two coordinates typed in: each one's field label and refusal. */
const AXES = [
  { axis: 'lat', label: 'places.lat', invalid: 'places.invalidLat' },
  { axis: 'lng', label: 'places.lng', invalid: 'places.invalidLng' },
] as const;
const textOf = (point: { lat: number; lng: number }) => ({ lat: toText(point.lat), lng: toText(point.lng) });

/**
 * "Pick your location": click (or tap) the map, or type the latitude and longitude (the keyboard
 * way); the marker follows both. Loaded on demand with Leaflet.
 */
export function PlacePickerDialog({ place, onSave, onClose }: PlacePickerDialogProps) {
  const { t } = useTranslation();
  const start = place ?? { name: '', ...DEFAULT_MAP_CENTRE };
  const [name, setName] = useState(place?.name ?? '');
  const [text, setText] = useState(textOf(start));
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const lat = parseCoord(text.lat, 90);
  const lng = parseCoord(text.lng, 180);
  const typed = { lat, lng };
  const point = lat !== null && lng !== null ? { lat, lng } : null;
  const picking = usePointPicking(point, start, (picked) => setText(textOf(picked)));
  const nameError = submitted && name.trim() === '' ? t('errors.invalid_name') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!point || name.trim() === '') return;
    onSave({ name: name.trim(), ...point });
    closeDialogOf(formRef.current);
  };

  return (
    <Dialog title={t('places.pickTitle')} onClose={onClose} wide testId="place-picker">
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('places.name')}
          value={name}
          maxLength={PLACE_NAME_MAX_LENGTH}
          onChange={(e) => setName(e.target.value)}
          error={nameError}
          autoComplete="off"
          required
          data-autofocus
        />
        <p className={styles.hint} id="place-picker-hint">
          {t('places.pickHint')}
        </p>
        <MapView {...picking.map} label={t('places.mapLabel')} />
        <div className={styles.coords}>
          {AXES.map(({ axis, label, invalid }) => (
            <TextField
              key={axis}
              label={t(label)}
              inputMode="decimal"
              value={text[axis]}
              onChange={(e) => {
                const value = e.target.value;
                picking.typed();
                setText((before) => ({ ...before, [axis]: value }));
              }}
              error={submitted && typed[axis] === null ? t(invalid) : null}
            />
          ))}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={(e) => closeDialogOf(e.currentTarget)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">{t('common.save')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
