import type { FeedPage } from '@sefer/contract/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { firstLoadCall } from '../../../lib/first-load-call.ts';
import { typesParam } from '../lib/feed-filter.ts';
import { type FeedQuery, type HomeFeedTab, homeFeedCall } from './home-requests.ts';

/** Where the feeds are centred: the selected saved place and the search radius. */
export interface FeedLocation {
  /** The place's name, shown above the feed. */
  name: string;
  lat: number;
  lng: number;
  /** Radius in metres. */
  r: number;
}

export function getHomeFeed(
  tab: HomeFeedTab,
  query: FeedQuery,
  page: number,
  signal?: AbortSignal,
): Promise<FeedPage> {
  return firstLoadCall(tab, { query: homeFeedCall(tab, query, page).params ?? {} }, signal);
}

export const homeFeedKey = (tab: HomeFeedTab, { lat, lng, r, types, open }: FeedQuery) =>
  ['feed', 'home', tab, { lat, lng, r, types: typesParam(types) ?? 'all', open: open === true }] as const;

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
