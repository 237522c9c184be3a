import {
  AUTOCOMPLETE_LIMIT,
  autocompleteQuerySchema,
  errorBodySchema,
  type FeedPage,
  feedPageSchema,
  type SearchResult,
  type Suggestion,
  searchAllQuerySchema,
  searchFeedQuerySchema,
  searchResultListSchema,
  suggestionListSchema,
} from '@sefer/contract';
import { FIRST_LOAD_CALLS } from '@sefer/contract/first-load';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastSerializerCompiler } from '../../http/fast-serializer.ts';
import { pageOf } from '../../http/page.ts';
import { presentCard } from '../../read-models/card.ts';
import { searchArgs, searchModeOf } from './search.args.ts';
import { distinctSuggestions, presentSearchResult, presentTagSuggestion } from './search.presenter.ts';
import { createSearchRepository, type SearchMode } from './search.repository.ts';

/** The key insights list a search under: its text as the search normalised it, or `#tag`. */
const statsKeyOf = (mode: SearchMode) => (mode.kind === 'tag' ? `#${mode.tag}` : mode.key);

export async function searchRoutes(app: FastifyInstance) {
  const repo = createSearchRepository(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(FIRST_LOAD_CALLS.searchAuto, {
    schema: {
      tags: ['search'],
      summary:
        'Autocomplete: up to 10 titles, each once per type, most relevant and nearest first; blank key gives []',
      querystring: autocompleteQuerySchema,
      response: { 200: suggestionListSchema, 400: errorBodySchema },
    },
    serializerCompiler: fastSerializerCompiler(suggestionListSchema),
    handler: async (request): Promise<Suggestion[]> => {
      const mode = searchModeOf(request.query.key);
      if (!mode) return [];
      if (mode.kind === 'tag') {
        // A tag not yet typed whole offers the tags it begins; a whole tag, or one no curated tag begins with
        // (imported places carry others), lists its nearest rows.
        const tags = await repo.tagCompletions(mode.tag, AUTOCOMPLETE_LIMIT);
        if (tags.length > 0 && !tags.some((t) => t.whole)) {
          return tags.map((t) => presentTagSuggestion(t, mode.ethiopic));
        }
      }
      const rows = await repo.search(searchArgs.auto(mode, request.query));
      return distinctSuggestions(rows, AUTOCOMPLETE_LIMIT);
    },
  });

  routes.get(FIRST_LOAD_CALLS.searchAll, {
    schema: {
      tags: ['search'],
      summary: 'Search all or by tag (#tag), by type, sorted by Distance, Rating or Both',
      querystring: searchAllQuerySchema,
      response: { 200: searchResultListSchema, 400: errorBodySchema },
    },
    serializerCompiler: fastSerializerCompiler(searchResultListSchema),
    handler: async (request): Promise<SearchResult[]> => {
      const mode = searchModeOf(request.query.key);
      if (!mode) return [];
      const rows = await repo.search(searchArgs.all(mode, request.query));
      app.stats.shown('search', rows, statsKeyOf(mode));
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
    serializerCompiler: fastSerializerCompiler(feedPageSchema),
    handler: async (request): Promise<FeedPage> => {
      const { page, limit } = request.query;
      const mode = searchModeOf(request.query.key);
      if (!mode) return { items: [], page, limit, hasMore: false };
      const rows = await repo.search(searchArgs.feed(mode, request.query));
      const answer = pageOf(rows, page, limit, presentCard);
      app.stats.shown('search', answer.items, statsKeyOf(mode));
      return answer;
    },
  });
}
