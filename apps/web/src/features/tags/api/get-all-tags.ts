import type { Tag } from '@sefer/contract/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { firstLoadCall } from '../../../lib/first-load-call.ts';

/** Every tag (`allTagsCall`). */
export function getAllTags(signal?: AbortSignal): Promise<Tag[]> {
  return firstLoadCall('allTags', {}, signal);
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

const labelsOf = (tags: Tag[]) => new Map(tags.map((t) => [t.tag, t.labelAm]));

/**
 * How the page shows a tag: on Amharic pages by its Amharic label (the tag list's `labelAm`, one source for Explore,
 * the chips, cards and detail screens), else, or when it has none, by its slug. `ready` is false while an Amharic page
 * still waits for the labels: show no tags then rather than their slugs. The list is asked for on Amharic pages only
 * (index.html's early script asks for it with the home feed).
 */
export function useTagLabels(): { label: (tag: string) => string; ready: boolean } {
  const { i18n } = useTranslation();
  const amharic = i18n.resolvedLanguage === 'am';
  const { data, isPending } = useQuery({ ...allTagsQueryOptions(), enabled: amharic, select: labelsOf });
  const label = useCallback((tag: string) => (amharic && data?.get(tag)) || tag, [amharic, data]);
  return { label, ready: !amharic || !isPending };
}
