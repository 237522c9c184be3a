import { CONTENT_TYPES, SORT_OPTIONS } from '@sefer/contract/constants';
import { screenPath } from '@sefer/contract/routes';
import type { SearchContentType, SearchSort } from '@sefer/contract/search';

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

export const searchPath = (params: Partial<SearchParams>) =>
  `${screenPath('search')}?${serialiseSearchParams(params)}`;

/**
 * History state of a search started from the search box: the results screen takes the focus (SearchResults,
 * `focusesResults` in result-display.ts).
 */
export const FOCUS_RESULTS_STATE = { focusResults: true } as const;

/** Search for a tag (spec §2: Explore's tags search with key '#tag'). */
export const tagSearchPath = (tag: string) => searchPath({ key: `#${tag}` });
