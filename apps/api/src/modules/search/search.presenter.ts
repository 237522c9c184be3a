import {
  type EntitySuggestion,
  encodeImage,
  foldSearchText,
  type SearchResult,
  type TagSuggestion,
} from '@sefer/contract';
import type { SearchResultRow, SearchTitleRow, TagCompletionRow } from './search.repository.ts';

/** Shapes a search row into the spec §3 search result (plus id, type and the Amharic title). */
export function presentSearchResult(row: SearchResultRow): SearchResult {
  return {
    type: row.type,
    id: Number(row.id),
    title: row.title,
    titleAm: row.title_am,
    subjectImage: row.image_file ? encodeImage(row.image_file, row.image_aspect ?? 1) : null,
    ownerUsername: row.company_at,
    ownerName: row.company_name,
    ownerNameAm: row.company_name_am,
    verified: row.verified,
    rating: row.rating === null ? null : Math.round(Number(row.rating) * 10) / 10,
    distance: Math.round(Number(row.distance) * 10) / 10,
    price: row.price === null ? null : Number(row.price),
    osm: row.osm,
    hours: row.hours ?? null,
  };
}

function presentSuggestion(row: SearchTitleRow): EntitySuggestion {
  return { title: row.title, type: row.type, id: Number(row.id) };
}

/**
 * At most `limit` suggestions, each title once for each type: the first of its namesakes, the most relevant (the
 * nearest of a chain's branches). Choosing an option searches its title, so namesakes (branches, a product many shops
 * sell) would offer the same choice again and again in place of other titles.
 */
export function distinctSuggestions(rows: readonly SearchTitleRow[], limit: number): EntitySuggestion[] {
  const seen = new Set<string>();
  const options: EntitySuggestion[] = [];
  for (const row of rows) {
    const key = `${row.type} ${foldSearchText(row.title)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    options.push(presentSuggestion(row));
    if (options.length === limit) break;
  }
  return options;
}

/** A tag option, titled by its Amharic label for a key typed in Ethiopic (searching that title finds the tag). */
export function presentTagSuggestion(row: TagCompletionRow, ethiopic: boolean): TagSuggestion {
  return { title: `#${ethiopic && row.label_am ? row.label_am : row.tag}`, type: 'tag', tag: row.tag };
}
