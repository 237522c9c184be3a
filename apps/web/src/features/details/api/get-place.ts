import type { PlaceDetail } from '@sefer/contract/detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstLoadCall } from '../../../lib/first-load-call.ts';
import { type Viewer, viewerParams } from '../lib/viewer.ts';

/** `GET /api/v2/place/{id}?lat=&lng=`: the place screen (distance from the viewer's place). */
export function getPlace(id: number, viewer: Viewer | null, signal?: AbortSignal): Promise<PlaceDetail> {
  return firstLoadCall('place', { params: { id }, query: viewerParams(viewer) }, signal);
}

export const placeQueryOptions = (id: number, viewer: Viewer | null) =>
  queryOptions({
    queryKey: ['detail', 'place', id, viewerParams(viewer)] as const,
    queryFn: ({ signal }) => getPlace(id, viewer, signal),
  });

export const usePlace = (id: number, viewer: Viewer | null, enabled = true) =>
  useQuery({ ...placeQueryOptions(id, viewer), enabled });
