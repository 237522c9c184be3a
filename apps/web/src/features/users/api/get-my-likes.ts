import type { FeedPage } from '@sefer/contract/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const PAGE_SIZE = 24;

/** `GET /api/v2/engage/myLikes`: what the signed-in user liked, newest like first (feed items). */
export function getMyLikes(page: number, signal?: AbortSignal): Promise<FeedPage> {
  return apiClient.get<FeedPage>('/api/v2/engage/myLikes', { page, limit: PAGE_SIZE }, signal);
}

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
