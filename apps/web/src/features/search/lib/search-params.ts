import { CONTENT_TYPES, SORT_OPTIONS } from '@sefer/contract/constants';
import type { SearchContentType, SearchResult, SearchSort } from '@sefer/contract/search';

/**
 * What `/search?key=&content_type=&sortBy=&open=1` asks for (spec §2); `type` is the API's name for content_type;
 * `open`: only companies and products open now (decision 22).
 */
export interface SearchParams {
  key: string;
  type: SearchContentType;
  sortBy: SearchSort;
  open: boolean;
}

export const DEFAULT_TYPE: SearchContentType = 'all';
export const DEFAULT_SORT: SearchSort = 'Distance';

/** Reads the query string; an unknown or missing type or sort gives the default (the spec's chips are upper case). */
export function parseSearchParams(params: URLSearchParams): SearchParams {
  const type = (params.get('content_type') ?? '').toLowerCase();
  const sort = (params.get('sortBy') ?? '').toLowerCase();
  return {
    key: params.get('key') ?? '',
    type: CONTENT_TYPES.find((x) => x === type) ?? DEFAULT_TYPE,
    sortBy: SORT_OPTIONS.find((x) => x.toLowerCase() === sort) ?? DEFAULT_SORT,
    open: ['1', 'true'].includes(params.get('open') ?? ''),
  };
}

/** The query string of a search; defaults are left out, so `/search?key=%23coffee` is the plain form. */
export function serialiseSearchParams({ key, type, sortBy, open }: Partial<SearchParams>): URLSearchParams {
  const params = new URLSearchParams({ key: key ?? '' });
  if (type && type !== DEFAULT_TYPE) params.set('content_type', type);
  if (sortBy && sortBy !== DEFAULT_SORT) params.set('sortBy', sortBy);
  if (open) params.set('open', '1');
  return params;
}

export const searchPath = (params: Partial<SearchParams>) => `/search?${serialiseSearchParams(params)}`;

/** History state of a search started from the search box: the results screen takes the focus (SearchResults). */
export const FOCUS_RESULTS_STATE = { focusResults: true } as const;

export const focusesResults = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { focusResults?: unknown }).focusResults === true;

/** Characters of a key the heading, the page's title and the empty state show (the API reads 64 of them). */
export const SHOWN_KEY_LENGTH = 80;

/** The key as the screen shows it: trimmed, and a very long one cut with an ellipsis. */
export function shownKey(key: string): string {
  const chars = [...key.trim()];
  return chars.length > SHOWN_KEY_LENGTH
    ? `${chars.slice(0, SHOWN_KEY_LENGTH - 1).join('')}…`
    : chars.join('');
}

/** Search for a tag (spec §2: Explore's tags search with key '#tag'). */
export const tagSearchPath = (tag: string) => searchPath({ key: `#${tag}` });

const DETAIL_PATHS = { company: 'company', product: 'item', place: 'place' } as const;

/** The detail screen of a result or suggestion (spec §2: /company/:id, /item/:id, /place/:id). */
export const resultPath = ({ type, id }: Pick<SearchResult, 'type' | 'id'>) => `/${DETAIL_PATHS[type]}/${id}`;

/** True when a text has Ethiopic letters: it gets `lang="am"` (font and screen-reader voice). */
export const isEthiopic = (text: string) => /[\u1200-\u139f\u2d80-\u2ddf\uab00-\uab2f]/u.test(text);
