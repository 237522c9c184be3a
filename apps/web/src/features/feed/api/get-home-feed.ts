import { FEED_PAGE_SIZE } from '@sefer/contract/constants';
import type { FeedPage } from '@sefer/contract/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { FeedLocation } from '../hooks/use-feed-location.ts';

/** Home feeds built so far; the others of spec §2 (forYou, trending, popular) join later. */
export const HOME_FEED_TABS = ['new', 'aroundYou'] as const;
export type HomeFeedTab = (typeof HOME_FEED_TABS)[number];

export function getHomeFeed(
  tab: HomeFeedTab,
  { lat, lng, r }: FeedLocation,
  page: number,
  signal?: AbortSignal,
): Promise<FeedPage> {
  return apiClient.get<FeedPage>(`/api/v2/home/${tab}`, { lat, lng, page, limit: FEED_PAGE_SIZE, r }, signal);
}

export function homeFeedQueryOptions(tab: HomeFeedTab, location: FeedLocation) {
  const { lat, lng, r } = location;
  return infiniteQueryOptions({
    queryKey: ['feed', 'home', tab, { lat, lng, r }] as const,
    queryFn: ({ pageParam, signal }) => getHomeFeed(tab, location, pageParam, signal),
    initialPageParam: 1,
    // Load More while the last page came back full (DESIGN §2).
    getNextPageParam: (last: FeedPage) => (last.hasMore ? last.page + 1 : undefined),
  });
}

/** One infinite query per tab and place: page 1 replaces, later pages append. */
export function useHomeFeed(tab: HomeFeedTab, location: FeedLocation) {
  return useInfiniteQuery(homeFeedQueryOptions(tab, location));
}
