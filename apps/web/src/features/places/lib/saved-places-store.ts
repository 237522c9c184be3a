import { readStored, writeStored } from '../../../lib/storage.ts';
import { parseStoredPlaces, type SavedPlacesState } from './saved-places.ts';

/** localStorage keys: the list, the selected index and the search radius (km). */
export const PLACES_KEY = 'sefer.myPlaces';
export const PLACE_INDEX_KEY = 'sefer.myPlaceIndex';
export const RADIUS_KEY = 'sefer.searchRadius';

type Listener = () => void;
const listeners = new Set<Listener>();
let cacheKey: string | null = null;
let cached: SavedPlacesState | null = null;

/** The stored state, the same object while storage is unchanged (for useSyncExternalStore). */
export function getPlacesState(): SavedPlacesState {
  const raw = [readStored(PLACES_KEY), readStored(PLACE_INDEX_KEY), readStored(RADIUS_KEY)] as const;
  const key = JSON.stringify(raw);
  if (cached && key === cacheKey) return cached;
  cacheKey = key;
  cached = parseStoredPlaces(...raw);
  return cached;
}

export function savePlacesState(next: SavedPlacesState): void {
  writeStored(PLACES_KEY, JSON.stringify(next.places));
  writeStored(PLACE_INDEX_KEY, String(next.selected));
  writeStored(RADIUS_KEY, String(next.radiusKm));
  for (const listener of listeners) listener();
}

/** Applies a rule of spec §4 to the stored state and saves the result. */
export function updatePlaces(rule: (state: SavedPlacesState) => SavedPlacesState): SavedPlacesState {
  const next = rule(getPlacesState());
  savePlacesState(next);
  return next;
}

/** Follows changes from this tab and from other tabs (the `storage` event). */
export function subscribePlaces(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || [PLACES_KEY, PLACE_INDEX_KEY, RADIUS_KEY].includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
