import { useSyncExternalStore } from 'react';
import { type SavedPlace, type SavedPlacesState, selectedPlace } from '../lib/saved-places.ts';
import { getPlacesState, subscribePlaces } from '../lib/saved-places-store.ts';

/** The saved places, the selected index and the radius; re-renders on every change (any tab). */
export function useSavedPlaces(): SavedPlacesState {
  return useSyncExternalStore(subscribePlaces, getPlacesState, getPlacesState);
}

export interface FeedCentre extends SavedPlace {
  /** Radius in metres (km × 1000, spec §7). */
  r: number;
}

/** The centre of the feeds: the selected place and the search radius. */
export function useFeedCentre(): FeedCentre {
  const state = useSavedPlaces();
  const place = selectedPlace(state);
  return { ...place, r: state.radiusKm * 1000 };
}
