import type { Tag } from '@sefer/contract/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { allTagsCall } from './search-requests.ts';

/** Every tag (`allTagsCall`). */
export function getAllTags(signal?: AbortSignal): Promise<Tag[]> {
  const { path, params } = allTagsCall();
  return apiClient.get<Tag[]>(path, params, signal);
}

export const allTagsQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'alltags'] as const,
    queryFn: ({ signal }) => getAllTags(signal),
    staleTime: 10 * 60_000,
  });

export function useAllTags() {
  return useQuery(allTagsQueryOptions());
}

export interface TagGroup {
  category: string;
  tags: Tag[];
}

/** Tags grouped by category, in the order the categories first appear (the API sorts them). */
export function groupTags(tags: readonly Tag[]): TagGroup[] {
  const groups = new Map<string, Tag[]>();
  for (const tag of tags) {
    const list = groups.get(tag.category);
    if (list) list.push(tag);
    else groups.set(tag.category, [tag]);
  }
  return [...groups].map(([category, list]) => ({ category, tags: list }));
}
