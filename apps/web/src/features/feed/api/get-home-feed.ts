import { FEED_PAGE_SIZE } from '@sefer/contract/constants';
import type { FeedItemType, FeedPage } from '@sefer/contract/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { typesParam } from '../lib/feed-filter.ts';

/** The five home feeds of spec §2, in tab order; For You needs a signed-in user. */
export const HOME_FEED_TABS = ['new', 'forYou', 'aroundYou', 'trending', 'popular'] as const;
export type HomeFeedTab = (typeof HOME_FEED_TABS)[number];
export const SIGNED_IN_TABS: readonly HomeFeedTab[] = ['forYou'];

/** Where the feeds are centred: the selected saved place and the search radius. */
export interface FeedLocation {
  /** The place's name, shown above the feed. */
  name: string;
  lat: number;
  lng: number;
  /** Radius in metres. */
  r: number;
}

export interface FeedQuery {
  lat: number;
  lng: number;
  r: number;
  types: readonly FeedItemType[];
}

export function getHomeFeed(
  tab: HomeFeedTab,
  { lat, lng, r, types }: FeedQuery,
  page: number,
  signal?: AbortSignal,
): Promise<FeedPage> {
  return apiClient.get<FeedPage>(
    `/api/v2/home/${tab}`,
    { lat, lng, page, limit: FEED_PAGE_SIZE, r, types: typesParam(types) },
    signal,
  );
}

export const homeFeedKey = (tab: HomeFeedTab, { lat, lng, r, types }: FeedQuery) =>
  ['feed', 'home', tab, { lat, lng, r, types: typesParam(types) ?? 'all' }] as const;

/**
 * One infinite query per tab, place, radius and filter: a change of any of them starts again at page 1
 * (a new key); page 1 replaces, later pages append; Load More while the last page was full.
 */
export function homeFeedQueryOptions(tab: HomeFeedTab, query: FeedQuery) {
  return infiniteQueryOptions({
    queryKey: homeFeedKey(tab, query),
    queryFn: ({ pageParam, signal }) => getHomeFeed(tab, query, pageParam, signal),
    initialPageParam: 1,
    // Load More while the last page came back full (DESIGN §2).
    getNextPageParam: (last: FeedPage) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export function useHomeFeed(tab: HomeFeedTab, query: FeedQuery) {
  return useInfiniteQuery(homeFeedQueryOptions(tab, query));
}
