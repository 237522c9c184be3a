import {
  AUTOCOMPLETE_LIMIT,
  autocompleteQuerySchema,
  errorBodySchema,
  type FeedItemType,
  type FeedPage,
  feedPageSchema,
  foldSearchText,
  SEARCH_RESULT_LIMIT,
  type SearchContentType,
  type SearchResult,
  type Suggestion,
  searchAllQuerySchema,
  searchFeedQuerySchema,
  searchKey,
  searchResultListSchema,
  suggestionListSchema,
  tagOfQuery,
} from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { presentFeedItem } from '../feed/feed.presenter.ts';
import { presentSearchResult, presentSuggestion } from './search.presenter.ts';
import { createSearchRepository, type SearchMode } from './search.repository.ts';

const TYPES: Record<SearchContentType, readonly FeedItemType[]> = {
  all: ['company', 'product', 'place'],
  companies: ['company'],
  products: ['product'],
  places: ['place'],
};

/** Longest key sent to the database; longer keys are cut (their first words still match). */
const MAX_KEY = 64;
const ETHIOPIC = /[\u1200-\u139f\u2d80-\u2ddf\uab00-\uab2f]/u;

/** What a key asks for: a tag (`#restaurant`), text, or nothing (blank or only symbols). */
export function searchModeOf(raw: string): SearchMode | null {
  const tag = tagOfQuery(raw);
  if (tag) return { kind: 'tag', tag };
  const key = searchKey(raw).slice(0, MAX_KEY).trim();
  if (!key) return null;
  return { kind: 'text', key, ethiopic: ETHIOPIC.test(foldSearchText(raw)) };
}

export async function searchRoutes(app: FastifyInstance) {
  const repo = createSearchRepository(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/v2/search/auto', {
    schema: {
      tags: ['search'],
      summary: 'Autocomplete: up to 10 titles, most relevant and nearest first; blank key gives []',
      querystring: autocompleteQuerySchema,
      response: { 200: suggestionListSchema, 400: errorBodySchema },
    },
    handler: async (request): Promise<Suggestion[]> => {
      const { key, lat, lng } = request.query;
      const mode = searchModeOf(key);
      if (!mode) return [];
      const rows = await repo.search({
        mode,
        lat,
        lng,
        r: Number.POSITIVE_INFINITY,
        types: TYPES.all,
        order: 'Relevance',
        offset: 0,
        take: AUTOCOMPLETE_LIMIT,
      });
      return rows.map(presentSuggestion);
    },
  });

  routes.get('/api/v2/search/all', {
    schema: {
      tags: ['search'],
      summary: 'Search all or by tag (#tag), by type, sorted by Distance, Rating or Both',
      querystring: searchAllQuerySchema,
      response: { 200: searchResultListSchema, 400: errorBodySchema },
    },
    handler: async (request): Promise<SearchResult[]> => {
      const { key, lat, lng, sortBy, type, r } = request.query;
      const mode = searchModeOf(key);
      if (!mode) return [];
      const rows = await repo.search({
        mode,
        lat,
        lng,
        r,
        types: TYPES[type],
        order: sortBy,
        offset: 0,
        take: SEARCH_RESULT_LIMIT,
      });
      return rows.map(presentSearchResult);
    },
  });

  routes.get('/api/v2/search/feed', {
    schema: {
      tags: ['search'],
      summary: 'Search feed by key within r metres, paged like the home feeds',
      querystring: searchFeedQuerySchema,
      response: { 200: feedPageSchema, 400: errorBodySchema },
    },
    handler: async (request): Promise<FeedPage> => {
      const { key, lat, lng, r, page, limit } = request.query;
      const mode = searchModeOf(key);
      if (!mode) return { items: [], page, limit, hasMore: false };
      const rows = await repo.search({
        mode,
        lat,
        lng,
        r,
        types: TYPES.all,
        order: mode.kind === 'tag' ? 'Distance' : 'Relevance',
        offset: (page - 1) * limit,
        take: limit + 1,
      });
      return {
        items: rows.slice(0, limit).map((row) => presentFeedItem(row)),
        page,
        limit,
        hasMore: rows.length > limit,
      };
    },
  });
}
