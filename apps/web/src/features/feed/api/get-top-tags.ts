import type { TopTags, TopTagsQuery } from '@sefer/contract/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type TopTag = TopTags['tags'][number];

/** `GET /api/v2/home/toptags` (quick actions: lat, lng, r): the hashtags most used nearby. */
export function getTopTags({ lat, lng, r }: TopTagsQuery, signal?: AbortSignal): Promise<TopTags> {
  return apiClient.get<TopTags>('/api/v2/home/toptags', { lat, lng, r }, signal);
}

export function useTopTags({ lat, lng, r }: TopTagsQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['feed', 'toptags', { lat, lng, r }] as const,
      queryFn: ({ signal }) => getTopTags({ lat, lng, r }, signal),
    }),
  );
}
