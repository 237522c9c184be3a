import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { PinIcon } from '../../../components/ui/icons.tsx';
import { usePlaceNames, useSavedPlaces } from '../hooks/use-saved-places.ts';
import {
  addPlace,
  deletePlace,
  editSelectedPlace,
  RADIUS_CHOICES_KM,
  type SavedPlace,
  selectPlace,
  setRadius,
} from '../lib/saved-places.ts';
import { updatePlaces } from '../lib/saved-places-store.ts';
import styles from './saved-places-panel.module.css';

// The picker brings Leaflet: it loads only when opened.
const PlacePickerDialog = lazy(() =>
  import('./place-picker-dialog.tsx').then((m) => ({ default: m.PlacePickerDialog })),
);

type Picking = { mode: 'add' } | { mode: 'edit'; place: SavedPlace } | null;

/**
 * Your Locations (spec §4): choose the centre of the feeds, the search radius, add a place with the
 * map picker, edit or delete one. The desktop home shows it beside the feed; phones open /myLocations.
 */
/** `titled` off where the screen's own heading already says Your Locations (/myLocations). */
export function SavedPlacesPanel({ titled = true }: { titled?: boolean }) {
  const { t } = useTranslation();
  const state = useSavedPlaces();
  const names = usePlaceNames();
  const panel = useRef<HTMLElement>(null);
  const [picking, setPicking] = useState<Picking>(null);
  const id = useId();

  const edit = (index: number, place: SavedPlace) => {
    updatePlaces((s) => selectPlace(s, index));
    // The form starts from the name as shown (ፒያሳ in Amharic); saving stores it back as Piassa.
    setPicking({ mode: 'edit', place: { ...place, name: names.shown(place) } });
  };
  const remove = (index: number) => {
    updatePlaces((s) => deletePlace(s, index));
    // The button is gone with its row: the focus goes to the selected place, or to Add when none is left, not to
    // the page's start.
    requestAnimationFrame(() => {
      const next =
        panel.current?.querySelector<HTMLElement>('input[type="radio"]:checked') ??
        panel.current?.querySelector<HTMLElement>('[data-testid="add-place"]');
      next?.focus();
    });
  };

  /** A saved place's Edit or Delete: the word shown, the place it acts on named for screen readers. */
  const rowAction = (action: 'edit' | 'delete', name: string, onClick: () => void) => (
    <button
      type="button"
      className={styles.small}
      onClick={onClick}
      aria-label={t(`places.${action}Named`, { name })}
    >
      {t(`places.${action}`)}
    </button>
  );

  const radiusChoices = RADIUS_CHOICES_KM.includes(state.radiusKm as (typeof RADIUS_CHOICES_KM)[number])
    ? RADIUS_CHOICES_KM
    : [...RADIUS_CHOICES_KM, state.radiusKm].sort((a, b) => a - b);

  return (
    <section
      ref={panel}
      className={styles.panel}
      aria-labelledby={titled ? `${id}-title` : undefined}
      aria-label={titled ? undefined : t('places.title')}
      data-testid="saved-places"
    >
      {titled && (
        <h2 id={`${id}-title`} className={styles.title}>
          {t('places.title')}
        </h2>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('places.select')}</legend>
        {state.places.length === 0 && <p className={styles.muted}>{t('places.none')}</p>}
        <ul className={styles.list}>
          {state.places.map((place, index) => (
            // Places may share a name; the index is their identity in the stored list.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className={styles.row}>
              <label className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-place`}
                  checked={index === state.selected}
                  onChange={() => updatePlaces((s) => selectPlace(s, index))}
                />
                <PinIcon size={18} className={styles.pin} />
                <span className={styles.name}>{names.shown(place)}</span>
              </label>
              {rowAction('edit', names.shown(place), () => edit(index, place))}
              {rowAction('delete', names.shown(place), () => remove(index))}
            </li>
          ))}
        </ul>
      </fieldset>
      <label className={styles.radius}>
        <span className={styles.legend}>{t('places.radius')}</span>
        <select
          value={state.radiusKm}
          onChange={(e) => updatePlaces((s) => setRadius(s, Number(e.target.value)))}
          className={styles.select}
        >
          {radiusChoices.map((km) => (
            <option key={km} value={km}>
              {t('feed.km', { km })}
            </option>
          ))}
        </select>
      </label>
      <Button variant="secondary" onClick={() => setPicking({ mode: 'add' })} data-testid="add-place">
        {t('places.add')}
      </Button>
      {picking && (
        <Suspense fallback={null}>
          <PlacePickerDialog
            {...(picking.mode === 'edit' ? { place: picking.place } : {})}
            onClose={() => setPicking(null)}
            onSave={(typed) => {
              const place = names.stored(typed);
              updatePlaces((s) =>
                picking.mode === 'edit' ? editSelectedPlace(s, place) : addPlace(s, place),
              );
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
