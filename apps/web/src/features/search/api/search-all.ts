import { SEARCH_RADIUS_M } from '@sefer/contract/constants';
import type { SearchResult } from '@sefer/contract/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { SearchParams } from '../lib/search-params.ts';
import type { Origin } from './get-suggestions.ts';

/** `GET /api/v2/search/all` (key, lat, lng, sortBy, type, r = 1,000,000 m; spec §7): up to 50 results. */
export function searchAll(
  { key, type, sortBy }: SearchParams,
  { lat, lng }: Origin,
  signal?: AbortSignal,
): Promise<SearchResult[]> {
  return apiClient.get<SearchResult[]>(
    '/api/v2/search/all',
    { key, lat, lng, sortBy, type, r: SEARCH_RADIUS_M },
    signal,
  );
}

/** A new key, type, sort or centre is a new search: its results start empty (spec §4: start clears them). */
export function searchAllQueryOptions(params: SearchParams, { lat, lng }: Origin) {
  const { key, type, sortBy } = params;
  return queryOptions({
    queryKey: ['search', 'all', { key, type, sortBy, lat, lng }] as const,
    queryFn: ({ signal }) => searchAll({ key, type, sortBy }, { lat, lng }, signal),
    enabled: key.trim() !== '',
  });
}

export function useSearchAll(params: SearchParams, origin: Origin) {
  return useQuery(searchAllQueryOptions(params, origin));
}
