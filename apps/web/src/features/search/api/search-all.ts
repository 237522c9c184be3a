import type { SearchResult } from '@sefer/contract/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstLoadCall } from '../../../lib/first-load-call.ts';
import type { SearchParams } from '../../../lib/search-params.ts';
import type { Origin } from './get-suggestions.ts';
import { searchAllCall } from './search-requests.ts';

/** Up to 50 results of a search (`searchAllCall`). */
export function searchAll(
  params: SearchParams,
  origin: Origin,
  signal?: AbortSignal,
): Promise<SearchResult[]> {
  return firstLoadCall('searchAll', { query: searchAllCall(params, origin).params ?? {} }, signal);
}

/** A new key, type, sort or centre is a new search: its results start empty (spec §4: start clears them). */
export function searchAllQueryOptions(params: SearchParams, { lat, lng }: Origin) {
  const { key, type, sortBy, open } = params;
  return queryOptions({
    queryKey: ['search', 'all', { key, type, sortBy, open, lat, lng }] as const,
    queryFn: ({ signal }) => searchAll({ key, type, sortBy, open }, { lat, lng }, signal),
    enabled: key.trim() !== '',
  });
}

export function useSearchAll(params: SearchParams, origin: Origin) {
  return useQuery(searchAllQueryOptions(params, origin));
}
