import {
  AUTOCOMPLETE_LIMIT,
  addisWeekMinute,
  type FeedItemType,
  foldSearchText,
  SEARCH_RESULT_LIMIT,
  type SearchContentType,
  type SearchSort,
  searchKey,
  tagOfQuery,
} from '@sefer/contract';
import type { SearchArgs, SearchMode } from './search.repository.ts';

/** From a call's query to the repository's arguments: shared by the routes and the bench. */

const TYPES: Record<SearchContentType, readonly FeedItemType[]> = {
  all: ['company', 'product', 'place'],
  companies: ['company'],
  products: ['product'],
  places: ['place'],
};

/** Longest key sent to the database; longer keys are cut (their first words still match). */
const MAX_KEY = 64;
/** Ethiopic letters: a key holding any is answered with Amharic titles. */
const ETHIOPIC = /[\u1200-\u139f\u2d80-\u2ddf\uab00-\uab2f]/u;

/** What a key asks for: a tag (`#restaurant`), text, or nothing (blank or only symbols). */
export function searchModeOf(raw: string): SearchMode | null {
  const tag = tagOfQuery(raw);
  if (tag) return { kind: 'tag', tag, ethiopic: ETHIOPIC.test(tag) };
  const key = searchKey(raw).slice(0, MAX_KEY).trim();
  if (!key) return null;
  return { kind: 'text', key, ethiopic: ETHIOPIC.test(foldSearchText(raw)) };
}

type Point = { lat: number; lng: number };

/** Rows autocomplete reads: twice its options, so that a title offered once for each type still fills them. */
export const AUTOCOMPLETE_ROWS = 2 * AUTOCOMPLETE_LIMIT;

/** What every search is: its mode, from the viewer's point. */
const searchFrom = (mode: SearchMode, q: Point) => ({ mode, lat: q.lat, lng: q.lng });

type Within = Point & { r: number; open?: boolean | undefined };
/** A search within `r` metres; "open now" at the request's minute of the week on the Addis clock. */
const searchWithin = (mode: SearchMode, q: Within, now: Date) => ({
  ...searchFrom(mode, q),
  r: q.r,
  openAt: q.open ? addisWeekMinute(now) : null,
});
type AllQuery = Within & { sortBy: SearchSort; type: SearchContentType };
type FeedQuery = Within & { page: number; limit: number };

/** What each call asks of the repository (the bench builds its SQL from these too). */
export const searchArgs = {
  auto: (mode: SearchMode, q: Point): SearchArgs & { columns: 'title' } => ({
    ...searchFrom(mode, q),
    r: Number.POSITIVE_INFINITY,
    types: TYPES.all,
    order: 'Relevance',
    offset: 0,
    take: AUTOCOMPLETE_ROWS,
    columns: 'title',
  }),
  all: (mode: SearchMode, q: AllQuery, now = new Date()): SearchArgs & { columns: 'result' } => ({
    ...searchWithin(mode, q, now),
    types: TYPES[q.type],
    order: q.sortBy,
    offset: 0,
    take: SEARCH_RESULT_LIMIT,
    columns: 'result',
  }),
  /** One row more than the page, to tell whether another follows. */
  feed: (mode: SearchMode, q: FeedQuery, now = new Date()): SearchArgs & { columns: 'card' } => ({
    ...searchWithin(mode, q, now),
    types: TYPES.all,
    order: mode.kind === 'tag' ? 'Distance' : 'Relevance',
    offset: (q.page - 1) * q.limit,
    take: q.limit + 1,
    columns: 'card',
  }),
};
