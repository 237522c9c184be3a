import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isStartingPlace,
  type SavedPlace,
  type SavedPlacesState,
  selectedPlace,
} from '../lib/saved-places.ts';
import { getPlacesState, subscribePlaces } from '../lib/saved-places-store.ts';

/** The saved places, the selected index and the radius; re-renders on every change (any tab). */
export function useSavedPlaces(): SavedPlacesState {
  return useSyncExternalStore(subscribePlaces, getPlacesState, getPlacesState);
}

/** A saved place's name as screens show it: the starting place (Piassa) in the reader's language, others as saved. */
export function usePlaceName(): (place: SavedPlace) => string {
  const { t } = useTranslation();
  return (place) => (isStartingPlace(place) ? t('places.piassa') : place.name);
}

export interface FeedCentre extends SavedPlace {
  /** Radius in metres (km × 1000, spec §7). */
  r: number;
}

/** The centre of the feeds: the selected place (named for the screen) and the search radius. */
export function useFeedCentre(): FeedCentre {
  const state = useSavedPlaces();
  const placeName = usePlaceName();
  const place = selectedPlace(state);
  return { ...place, name: placeName(place), r: state.radiusKm * 1000 };
}
