import { SEARCH_RADIUS_M } from '@sefer/contract/constants';
import { ALL_TAGS_PATH, SEARCH_ALL_PATH } from '@sefer/contract/first-load';
import type { Call } from '../../../lib/request.ts';
import type { SearchParams } from '../../../lib/search-params.ts';
import type { Origin } from './get-suggestions.ts';

/*
 * The calls of the search and Explore screens that their routes start at once, as path and parameters. The app
 * (search-all.ts, get-all-tags.ts) and index.html's early script (src/boot/early-requests.ts) both build them here,
 * so the early answers are for the same URLs.
 */

/** `GET /api/v2/search/all` (key, lat, lng, sortBy, type, r = 1,000,000 m; spec §7; `open=1`: open now only). */
export function searchAllCall({ key, type, sortBy, open }: SearchParams, { lat, lng }: Origin): Call {
  return {
    path: SEARCH_ALL_PATH,
    params: { key, lat, lng, sortBy, type, r: SEARCH_RADIUS_M, open: open ? 1 : undefined },
  };
}

/** `GET /api/home/alltags`: every tag with its category, Amharic label and picture (Explore). */
export const allTagsCall = (): Call => ({ path: ALL_TAGS_PATH });
