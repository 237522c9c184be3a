import { AUTOCOMPLETE_LIMIT, searchCalls } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import { routeFastCall } from '../../http/call-route.ts';
import { pageOf } from '../../http/page.ts';
import { presentCard } from '../../read-models/card.ts';
import { searchArgs, searchModeOf } from './search.args.ts';
import { distinctSuggestions, presentSearchResult, presentTagSuggestion } from './search.presenter.ts';
import { createSearchRepository, type SearchMode } from './search.repository.ts';

/** The key insights list a search under: its text as the search normalised it, or `#tag`. */
const statsKeyOf = (mode: SearchMode) => (mode.kind === 'tag' ? `#${mode.tag}` : mode.key);

export async function searchRoutes(app: FastifyInstance) {
  const repo = createSearchRepository(app.db);

  routeFastCall(app, searchCalls.auto, async ({ query }) => {
    const mode = searchModeOf(query.key);
    if (!mode) return [];
    if (mode.kind === 'tag') {
      // A tag not yet typed whole offers the tags it begins; a whole tag, or one no curated tag begins with
      // (imported places carry others), lists its nearest rows.
      const tags = await repo.tagCompletions(mode.tag, AUTOCOMPLETE_LIMIT);
      if (tags.length > 0 && !tags.some((t) => t.whole)) {
        return tags.map((t) => presentTagSuggestion(t, mode.ethiopic));
      }
    }
    const rows = await repo.search(searchArgs.auto(mode, query));
    return distinctSuggestions(rows, AUTOCOMPLETE_LIMIT);
  });

  routeFastCall(app, searchCalls.all, async ({ query }) => {
    const mode = searchModeOf(query.key);
    if (!mode) return [];
    const rows = await repo.search(searchArgs.all(mode, query));
    app.stats.shown('search', rows, statsKeyOf(mode));
    return rows.map(presentSearchResult);
  });

  routeFastCall(app, searchCalls.feed, async ({ query }) => {
    const { page, limit } = query;
    const mode = searchModeOf(query.key);
    if (!mode) return { items: [], page, limit, hasMore: false };
    const rows = await repo.search(searchArgs.feed(mode, query));
    const answer = pageOf(rows, page, limit, presentCard);
    app.stats.shown('search', answer.items, statsKeyOf(mode));
    return answer;
  });
}
