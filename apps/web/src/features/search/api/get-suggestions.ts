import type { Suggestion } from '@sefer/contract/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { firstLoadCall } from '../../../lib/first-load-call.ts';

export interface Origin {
  lat: number;
  lng: number;
}

/** `GET /api/v2/search/auto` (key, lat, lng): up to 10 titles, best first. */
export function getSuggestions(
  key: string,
  { lat, lng }: Origin,
  signal?: AbortSignal,
): Promise<Suggestion[]> {
  return firstLoadCall('searchAuto', { query: { key, lat, lng } }, signal);
}

/**
 * One cache entry per key and centre: a slow answer to an earlier key lands in that key's entry and
 * can never replace the options of a later key (and a superseded request is aborted). Blank keys are
 * never sent (spec §5).
 */
export function suggestionsQueryOptions(key: string, { lat, lng }: Origin) {
  return queryOptions({
    queryKey: ['search', 'auto', { key, lat, lng }] as const,
    queryFn: ({ signal }) => getSuggestions(key, { lat, lng }, signal),
    enabled: key.trim() !== '',
    // The list keeps the previous key's options until this key's answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function useSuggestions(key: string, origin: Origin) {
  return useQuery(suggestionsQueryOptions(key, origin));
}
