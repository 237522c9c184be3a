import type { Tag } from '@sefer/contract/search';

export interface TagGroup {
  category: string;
  tags: Tag[];
}

/** Tags grouped by category, in the order the categories first appear (the API sorts them): Explore's sections. */
export function groupTags(tags: readonly Tag[]): TagGroup[] {
  const groups = new Map<string, Tag[]>();
  for (const tag of tags) {
    const list = groups.get(tag.category);
    if (list) list.push(tag);
    else groups.set(tag.category, [tag]);
  }
  return [...groups].map(([category, list]) => ({ category, tags: list }));
}
