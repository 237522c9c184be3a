import { DEFAULT_PLACE, DEFAULT_RADIUS_M, MAX_RADIUS_M, MIN_RADIUS_M } from '@sefer/contract/constants';

/** A saved place of spec §3 (kept in the browser). */
export interface SavedPlace {
  name: string;
  lat: number;
  lng: number;
}

export interface SavedPlacesState {
  places: SavedPlace[];
  /** Index of the selected place in `places`. */
  selected: number;
  /** Search radius in km (spec §9: stored radius defaults to 10 km; sent as km × 1000). */
  radiusKm: number;
}

export const DEFAULT_RADIUS_KM = DEFAULT_RADIUS_M / 1000;
/** The radius choices offered (km). */
export const RADIUS_CHOICES_KM = [1, 2, 5, 10, 20, 50, 100] as const;
export const PLACE_NAME_MAX_LENGTH = 60;

export const PIASSA: SavedPlace = {
  name: DEFAULT_PLACE.name,
  lat: DEFAULT_PLACE.lat,
  lng: DEFAULT_PLACE.lng,
};

/**
 * A place stored under the starting place's name (spec §1: Piassa), wherever it lies: each language names it its
 * way, and a name typed as the reader's language shows it is stored as this one (`usePlaceNames`).
 */
export const isPiassa = (place: SavedPlace): boolean => place.name === PIASSA.name;

export const initialPlacesState = (): SavedPlacesState => ({
  places: [{ ...PIASSA }],
  selected: 0,
  radiusKm: DEFAULT_RADIUS_KM,
});

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function isValidPlace(value: unknown): value is SavedPlace {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.name === 'string' &&
    p.name.trim().length > 0 &&
    finite(p.lat) &&
    finite(p.lng) &&
    p.lat >= -90 &&
    p.lat <= 90 &&
    p.lng >= -180 &&
    p.lng <= 180
  );
}

/** Spec §4: the selected index resets to 0 when it is missing or past the end of the list. */
export function normaliseIndex(index: unknown, length: number): number {
  if (!finite(index) || !Number.isInteger(index) || index < 0 || index >= length) return 0;
  return index;
}

export function normaliseRadiusKm(value: unknown): number {
  if (!finite(value)) return DEFAULT_RADIUS_KM;
  const m = value * 1000;
  return m >= MIN_RADIUS_M && m <= MAX_RADIUS_M ? value : DEFAULT_RADIUS_KM;
}

/** Changing the selected place saves its index. */
export function selectPlace(state: SavedPlacesState, index: number): SavedPlacesState {
  return { ...state, selected: normaliseIndex(index, state.places.length) };
}

/** Adding a place appends it and selects it. */
export function addPlace(state: SavedPlacesState, place: SavedPlace): SavedPlacesState {
  const places = [...state.places, cleanPlace(place)];
  return { ...state, places, selected: places.length - 1 };
}

/**
 * Editing changes the selected place (its coordinates, and its name when given), saves, and selects
 * the last place — spec §4 word for word.
 */
export function editSelectedPlace(
  state: SavedPlacesState,
  change: { lat: number; lng: number; name?: string },
): SavedPlacesState {
  const target = state.places[state.selected];
  if (!target) return state;
  const edited = cleanPlace({ name: change.name ?? target.name, lat: change.lat, lng: change.lng });
  const places = state.places.map((p, i) => (i === state.selected ? edited : p));
  return { ...state, places, selected: places.length - 1 };
}

/**
 * Deleting removes the place, shifts the selected index down when it was after the deleted one, and
 * resets it to 0 when it falls off the end.
 */
export function deletePlace(state: SavedPlacesState, index: number): SavedPlacesState {
  if (index < 0 || index >= state.places.length) return state;
  const places = state.places.filter((_, i) => i !== index);
  const shifted = state.selected > index ? state.selected - 1 : state.selected;
  return { ...state, places, selected: normaliseIndex(shifted, places.length) };
}

export function setRadius(state: SavedPlacesState, radiusKm: number): SavedPlacesState {
  return { ...state, radiusKm: normaliseRadiusKm(radiusKm) };
}

/** The centre of the feeds: the selected place, or Piassa when the list is empty. */
export function selectedPlace(state: SavedPlacesState): SavedPlace {
  return state.places[state.selected] ?? PIASSA;
}

// Seven decimals (~1 cm) keep Piassa's coordinates exact.
const round7 = (v: number) => Math.round(v * 1e7) / 1e7;

function cleanPlace(place: SavedPlace): SavedPlace {
  return {
    name: place.name.trim().slice(0, PLACE_NAME_MAX_LENGTH),
    lat: round7(place.lat),
    lng: round7(place.lng),
  };
}

/** Reads the stored lists (any of them may be missing or damaged) into a valid state. */
export function parseStoredPlaces(
  placesJson: string | null,
  indexText: string | null,
  radiusText: string | null,
): SavedPlacesState {
  let places: SavedPlace[] = [{ ...PIASSA }];
  if (placesJson !== null) {
    try {
      const parsed: unknown = JSON.parse(placesJson);
      if (Array.isArray(parsed)) places = parsed.filter(isValidPlace).map(cleanPlace);
    } catch {
      // Damaged: start again from Piassa.
    }
  }
  const index = indexText === null ? undefined : Number(indexText);
  const radius = radiusText === null ? undefined : Number(radiusText);
  return { places, selected: normaliseIndex(index, places.length), radiusKm: normaliseRadiusKm(radius) };
}
