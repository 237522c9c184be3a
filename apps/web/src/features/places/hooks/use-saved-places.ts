import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isPiassa,
  PIASSA,
  type SavedPlace,
  type SavedPlacesState,
  selectedPlace,
} from '../lib/saved-places.ts';
import { getPlacesState, subscribePlaces } from '../lib/saved-places-store.ts';

/** The saved places, the selected index and the radius; re-renders on every change (any tab). */
export function useSavedPlaces(): SavedPlacesState {
  return useSyncExternalStore(subscribePlaces, getPlacesState, getPlacesState);
}

/**
 * Saved places' names between the store and the screen: Piassa, the starting place, is shown in the reader's
 * language (ፒያሳ in Amharic), and that name saved from a form is stored as Piassa again, so it reads right in either
 * language. Other names are shown and stored as typed.
 */
export function usePlaceNames(): {
  shown: (place: SavedPlace) => string;
  stored: (place: SavedPlace) => SavedPlace;
} {
  const { t } = useTranslation();
  return {
    shown: (place) => (isPiassa(place) ? t('places.piassa') : place.name),
    stored: (place) => (place.name.trim() === t('places.piassa') ? { ...place, name: PIASSA.name } : place),
  };
}

export interface FeedCentre extends SavedPlace {
  /** Radius in metres (km × 1000, spec §7). */
  r: number;
}

/** The centre of the feeds: the selected place (named for the screen) and the search radius. */
export function useFeedCentre(): FeedCentre {
  const state = useSavedPlaces();
  const names = usePlaceNames();
  const place = selectedPlace(state);
  return { ...place, name: names.shown(place), r: state.radiusKm * 1000 };
}
