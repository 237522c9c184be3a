import type { Interest } from '@sefer/contract/engage';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET /api/v2/ai/interests`: the tags a user can choose, with an image each. */
export function getInterests(signal?: AbortSignal): Promise<Interest[]> {
  return apiClient.get<Interest[]>('/api/v2/ai/interests', undefined, signal);
}

export const interestsQueryOptions = () =>
  queryOptions({
    queryKey: ['interests'] as const,
    queryFn: ({ signal }) => getInterests(signal),
    staleTime: Infinity,
  });

export function useInterests() {
  return useQuery(interestsQueryOptions());
}
