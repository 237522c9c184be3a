import { FEED_PAGE_SIZE } from '@sefer/contract/constants';
import { HOME_FEED_PATHS, TOP_TAGS_PATH } from '@sefer/contract/first-load';
import type { FeedItemType, TopTagsQuery } from '@sefer/contract/schemas';
import type { Call } from '../../../lib/request.ts';
import { typesParam } from '../lib/feed-filter.ts';

/*
 * The calls of the home screen, as path and parameters. The app (get-home-feed.ts, get-top-tags.ts) and index.html's
 * early script (src/boot/early-requests.ts) both build them here, so the early answers are for the same URLs.
 */

/** The five home feeds of spec §2, in tab order; For You needs a signed-in user. */
export const HOME_FEED_TABS = ['new', 'forYou', 'aroundYou', 'trending', 'popular'] as const;
export type HomeFeedTab = (typeof HOME_FEED_TABS)[number];
export const SIGNED_IN_TABS: readonly HomeFeedTab[] = ['forYou'];
/** Around you opens first: nearest-first is what a local-discovery visitor came for. */
export const DEFAULT_TAB: HomeFeedTab = 'aroundYou';

/** The tabs a visitor sees. */
export const homeTabs = (signedIn: boolean): readonly HomeFeedTab[] =>
  signedIn ? HOME_FEED_TABS : HOME_FEED_TABS.filter((tab) => !SIGNED_IN_TABS.includes(tab));

/** The tab `?tab=` names, when the visitor has it; else the default. */
export const homeTabOf = (param: string | null, signedIn: boolean): HomeFeedTab =>
  homeTabs(signedIn).find((tab) => tab === param) ?? DEFAULT_TAB;

export interface FeedQuery {
  lat: number;
  lng: number;
  r: number;
  types: readonly FeedItemType[];
  /** Only companies and products open now (`open=1`). */
  open?: boolean;
}

/** `GET /api/v2/home/<tab>`: a page of a home feed. */
export function homeFeedCall(tab: HomeFeedTab, { lat, lng, r, types, open }: FeedQuery, page: number): Call {
  return {
    path: HOME_FEED_PATHS[tab],
    params: {
      lat,
      lng,
      page,
      limit: FEED_PAGE_SIZE,
      r,
      types: typesParam(types),
      open: open ? 1 : undefined,
    },
  };
}

/** `GET /api/v2/home/toptags` (quick actions: lat, lng, r): the hashtags most used nearby. */
export function topTagsCall({ lat, lng, r }: TopTagsQuery): Call {
  return { path: TOP_TAGS_PATH, params: { lat, lng, r } };
}
