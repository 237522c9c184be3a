import { engageCalls } from '@sefer/contract/engage';
import type { FeedPage } from '@sefer/contract/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

const PAGE_SIZE = 24;

/** `GET /api/v2/engage/myLikes`: what the signed-in user liked, newest like first (feed items). */
export const getMyLikes = (page: number, signal?: AbortSignal) =>
  callApi(engageCalls.myLikes, { query: { page, limit: PAGE_SIZE } }, signal);

/** Under `likes` so that every like and unlike (which invalidates `['likes']`) refreshes it. */
export function useMyLikes(userId: number) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['likes', userId] as const,
      queryFn: ({ pageParam, signal }) => getMyLikes(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last: FeedPage) => (last.hasMore ? last.page + 1 : undefined),
    }),
  );
}
