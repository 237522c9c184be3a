import { ENTITY_KIND } from '@sefer/contract/constants';
import type { AlsoVisitedList } from '@sefer/contract/detail';
import type { FeedItemType } from '@sefer/contract/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET /api/v2/view/alsoVisited/{kind}/{id}`: "People who viewed this item also visited", best first. */
export function getAlsoVisited(
  type: FeedItemType,
  id: number,
  signal?: AbortSignal,
): Promise<AlsoVisitedList> {
  return apiClient.get<AlsoVisitedList>(`/api/v2/view/alsoVisited/${ENTITY_KIND[type]}/${id}`, {}, signal);
}

export const alsoVisitedQueryOptions = (type: FeedItemType, id: number) =>
  queryOptions({
    queryKey: ['detail', type, id, 'alsoVisited'] as const,
    queryFn: ({ signal }) => getAlsoVisited(type, id, signal),
  });

export const useAlsoVisited = (type: FeedItemType, id: number) => useQuery(alsoVisitedQueryOptions(type, id));
