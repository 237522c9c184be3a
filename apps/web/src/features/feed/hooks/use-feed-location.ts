import { DEFAULT_PLACE, DEFAULT_RADIUS_M } from '@sefer/contract/constants';

export interface FeedLocation {
  /** The saved place's name; null for the default place (shown translated). */
  name: string | null;
  lat: number;
  lng: number;
  /** Radius in metres. */
  r: number;
}

const DEFAULT_LOCATION: FeedLocation = {
  name: null,
  lat: DEFAULT_PLACE.lat,
  lng: DEFAULT_PLACE.lng,
  r: DEFAULT_RADIUS_M,
};

/**
 * The centre of the feeds. Piassa for now; the saved-places issue swaps this for the selected place
 * (and the stored search radius) without touching the callers.
 */
export function useFeedLocation(): FeedLocation {
  return DEFAULT_LOCATION;
}
