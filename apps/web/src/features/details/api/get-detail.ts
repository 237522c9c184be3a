import type { FirstLoadAnswers } from '@sefer/contract/first-load';
import type { FeedItemType } from '@sefer/contract/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstLoadCall } from '../../../lib/first-load-call.ts';
import { type Viewer, viewerParams } from '../lib/viewer.ts';

/**
 * `GET /api/v2/{company|product|place}/{id}?lat=&lng=`: the subject of a detail screen, its distance measured from
 * the viewer's place.
 */
export function getDetail<T extends FeedItemType>(
  type: T,
  id: number,
  viewer: Viewer | null,
  signal?: AbortSignal,
): Promise<FirstLoadAnswers[T]> {
  return firstLoadCall(type, { params: { id }, query: viewerParams(viewer) }, signal);
}

export const detailQueryOptions = <T extends FeedItemType>(type: T, id: number, viewer: Viewer | null) =>
  queryOptions({
    queryKey: ['detail', type, id, viewerParams(viewer)] as const,
    queryFn: ({ signal }) => getDetail(type, id, viewer, signal),
  });

export const useDetail = <T extends FeedItemType>(
  type: T,
  id: number,
  viewer: Viewer | null,
  enabled = true,
) => useQuery({ ...detailQueryOptions(type, id, viewer), enabled });
