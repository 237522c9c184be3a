import { interestCalls } from '@sefer/contract/engage';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** `GET /api/v2/ai/interests`: the tags a user can choose, with an image each. */
export const getInterests = (signal?: AbortSignal) => callApi(interestCalls.list, undefined, signal);

export const interestsQueryOptions = () =>
  queryOptions({
    queryKey: ['interests'] as const,
    queryFn: ({ signal }) => getInterests(signal),
    staleTime: Infinity,
  });

export function useInterests() {
  return useQuery(interestsQueryOptions());
}
