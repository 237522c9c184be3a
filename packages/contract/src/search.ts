/**
 * Search payloads (spec §7 search calls, §3 search result and tag; DESIGN §2: results carry id and type).
 */
import { z } from 'zod';
import { defineCall, defineFirstLoadCall } from './call.ts';
import { CONTENT_TYPES, FEED_PAGE_SIZE, SEARCH_RADIUS_M, SORT_OPTIONS } from './constants.ts';
import { openingHoursSchema, openNowParam } from './hours.ts';
import { latParam, limitParam, lngParam, pageParam, radiusParam } from './query-params.ts';
import { feedItemTypeSchema, feedPageSchema } from './schemas.ts';
import { searchableText } from './text.ts';

/** Longer keys are cut here rather than refused: search never answers a key with an error. */
export const SEARCH_KEY_MAX_LENGTH = 200;
export const AUTOCOMPLETE_LIMIT = 10;
export const SEARCH_RESULT_LIMIT = 50;

/** Any text, cut to SEARCH_KEY_MAX_LENGTH; missing is blank; control characters become spaces (text.ts). */
const searchKeyParam = searchableText()
  .default('')
  .transform((v) => [...v].slice(0, SEARCH_KEY_MAX_LENGTH).join(''));

const point = {
  lat: latParam(),
  lng: lngParam(),
};

/** `GET /api/v2/search/auto` */
export const autocompleteQuerySchema = z.object({ key: searchKeyParam, ...point });
export type AutocompleteQuery = z.infer<typeof autocompleteQuerySchema>;

/**
 * An autocomplete option: a company, product or place (its title), or, for a key starting with `#` that is not yet
 * a whole tag, a tag it begins (`#res` → `#restaurant`; the title in the key's script, `#ምግብ ቤት` for `#ምግ`).
 * Choosing either searches its title.
 */
export const suggestionSchema = z.discriminatedUnion('type', [
  z.object({ title: z.string(), type: feedItemTypeSchema, id: z.number().int() }),
  z.object({ title: z.string(), type: z.literal('tag'), tag: z.string() }),
]);
export type Suggestion = z.infer<typeof suggestionSchema>;
/** A company, product or place option. */
export type EntitySuggestion = Extract<Suggestion, { id: number }>;
/** A tag option (`#restaurant`). */
export type TagSuggestion = Extract<Suggestion, { type: 'tag' }>;
export const suggestionListSchema = z.array(suggestionSchema);

export const searchSortSchema = z.enum(SORT_OPTIONS);
export type SearchSort = z.infer<typeof searchSortSchema>;
export const searchContentTypeSchema = z.enum(CONTENT_TYPES);
export type SearchContentType = z.infer<typeof searchContentTypeSchema>;

/** `GET /api/v2/search/all`: a key starting with `#` is a tag search. */
export const searchAllQuerySchema = z.object({
  key: searchKeyParam,
  ...point,
  sortBy: searchSortSchema.default('Distance'),
  type: searchContentTypeSchema.default('all'),
  r: radiusParam(SEARCH_RADIUS_M),
  /** "Open now" (`true`/`1`): only companies and products whose company is open now; no places. */
  open: openNowParam,
});
export type SearchAllQuery = z.infer<typeof searchAllQuerySchema>;

/** Search result of spec §3, plus id and type (DESIGN §2) and the Amharic title. */
export const searchResultSchema = z.object({
  type: feedItemTypeSchema,
  id: z.number().int(),
  title: z.string(),
  titleAm: z.string().nullable(),
  /** `<fileName>-<aspect>` (DESIGN §2). */
  subjectImage: z.string().nullable(),
  /** The owning company's handle and name (the company itself for a company; null for a place). */
  ownerUsername: z.string().nullable(),
  ownerName: z.string().nullable(),
  /** The owning company's Amharic name, when it has one (for an Amharic page). */
  ownerNameAm: z.string().nullable(),
  verified: z.boolean(),
  rating: z.number().nullable(),
  /** Metres from the requested point. */
  distance: z.number(),
  price: z.number().nullable(),
  /** A place from OpenStreetMap: show "© OpenStreetMap contributors" with it (ODbL). */
  osm: z.boolean(),
  /** A company's opening hours (Addis time), for its Open now / Closed line; null for others and without hours. */
  hours: openingHoursSchema.nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResultListSchema = z.array(searchResultSchema);

/** `GET /api/v2/search/feed`: answers a feed page (feedPageSchema). */
export const searchFeedQuerySchema = z.object({
  key: searchKeyParam,
  ...point,
  r: radiusParam(SEARCH_RADIUS_M),
  page: pageParam(),
  limit: limitParam(FEED_PAGE_SIZE * 5, FEED_PAGE_SIZE),
  /** "Open now", as on `GET /api/v2/search/all`. */
  open: openNowParam,
});
export type SearchFeedQuery = z.infer<typeof searchFeedQuerySchema>;

/**
 * Tag of spec §3, as `GET /api/home/alltags` lists it: for Explore, and the one source of the Amharic labels that
 * Amharic pages show for the slugs of cards, detail screens, suggestions and the owner's tag pickers.
 */
export const tagSchema = z.object({
  tag: z.string(),
  category: z.string(),
  /** Amharic label; the English label is the tag itself. */
  labelAm: z.string().nullable(),
  /** `<fileName>-<aspect>`; null for a tag without a picture. */
  image: z.string().nullable(),
});
export type Tag = z.infer<typeof tagSchema>;
export const tagListSchema = z.array(tagSchema);

/**
 * The search calls. Autocomplete and search all are first-load calls (first-load.ts): the web asks them without
 * zod; the API validates and documents every one by these.
 */
export const searchCalls = {
  auto: defineFirstLoadCall('searchAuto', {
    summary:
      'Autocomplete: up to 10 titles, each once per type, most relevant and nearest first; blank key gives []',
    tag: 'search',
    auth: false,
    query: autocompleteQuerySchema,
    response: suggestionListSchema,
  }),
  all: defineFirstLoadCall('searchAll', {
    summary: 'Search all or by tag (#tag), by type, sorted by Distance, Rating or Both',
    tag: 'search',
    auth: false,
    query: searchAllQuerySchema,
    response: searchResultListSchema,
  }),
  feed: defineCall({
    method: 'GET',
    path: '/api/v2/search/feed',
    summary: 'Search feed by key within r metres, paged like the home feeds',
    tag: 'search',
    auth: false,
    query: searchFeedQuerySchema,
    response: feedPageSchema,
  }),
} as const;
