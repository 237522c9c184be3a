import type { TopTags, TopTagsQuery } from '@sefer/contract/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstLoadCall } from '../../../lib/first-load-call.ts';
import { topTagsCall } from './home-requests.ts';

export type TopTag = TopTags['tags'][number];

/** The hashtags most used nearby (`topTagsCall`). */
export function getTopTags(query: TopTagsQuery, signal?: AbortSignal): Promise<TopTags> {
  return firstLoadCall('topTags', { query: topTagsCall(query).params ?? {} }, signal);
}

export function useTopTags({ lat, lng, r }: TopTagsQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['feed', 'toptags', { lat, lng, r }] as const,
      queryFn: ({ signal }) => getTopTags({ lat, lng, r }, signal),
    }),
  );
}
