import { useMemo, useState } from 'react';
import type { MapPoint } from '../components/map/map-view.tsx';

/**
 * A map where one point is chosen, beside the fields where its coordinates are typed (the keyboard way): `map` is
 * what its `MapView` takes — the marker at `point`, the view at `point` (else `start`) and following it as it is
 * typed, but not after a click, so that a pick does not move the map under the pointer. `typed()` turns following
 * back on; `pick` takes the clicked point.
 */
export function usePointPicking(point: MapPoint | null, start: MapPoint, pick: (point: MapPoint) => void) {
  const [follow, setFollow] = useState(true);
  const lat = point?.lat;
  const lng = point?.lng;
  const markers = useMemo(
    () => (lat !== undefined && lng !== undefined ? [{ lat, lng, kind: 'primary' as const }] : []),
    [lat, lng],
  );
  return {
    map: {
      centre: point ?? start,
      markers,
      follow,
      onPick: (picked: MapPoint) => {
        setFollow(false);
        pick(picked);
      },
    },
    typed: () => setFollow(true),
  };
}
