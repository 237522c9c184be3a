import type { TopTags, TopTagsQuery } from '@sefer/contract/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { topTagsCall } from './home-requests.ts';

export type TopTag = TopTags['tags'][number];

/** The hashtags most used nearby (`topTagsCall`). */
export function getTopTags(query: TopTagsQuery, signal?: AbortSignal): Promise<TopTags> {
  const { path, params } = topTagsCall(query);
  return apiClient.get<TopTags>(path, params, signal);
}

export function useTopTags({ lat, lng, r }: TopTagsQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['feed', 'toptags', { lat, lng, r }] as const,
      queryFn: ({ signal }) => getTopTags({ lat, lng, r }, signal),
    }),
  );
}
