import { viewCalls } from '@sefer/contract/detail';
import { entityParamsOf } from '@sefer/contract/engage';
import type { FeedItemType } from '@sefer/contract/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** `GET /api/v2/view/alsoVisited/{kind}/{id}`: "People who viewed this item also visited", best first. */
export const getAlsoVisited = (type: FeedItemType, id: number, signal?: AbortSignal) =>
  callApi(viewCalls.alsoVisited, { params: entityParamsOf(type, id), query: {} }, signal);

export const alsoVisitedQueryOptions = (type: FeedItemType, id: number) =>
  queryOptions({
    queryKey: ['detail', type, id, 'alsoVisited'] as const,
    queryFn: ({ signal }) => getAlsoVisited(type, id, signal),
  });

export const useAlsoVisited = (type: FeedItemType, id: number) => useQuery(alsoVisitedQueryOptions(type, id));
