import {
  errorBodySchema,
  type FeedItemType,
  type FeedPage,
  feedPageSchema,
  feedQuerySchema,
} from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { presentFeedItem } from './feed.presenter.ts';
import { createFeedRepository, type FeedArgs, type FeedRow } from './feed.repository.ts';

const ALL_TYPES: readonly FeedItemType[] = ['company', 'product', 'place'];

export async function feedRoutes(app: FastifyInstance) {
  const repo = createFeedRepository(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const feed = (path: string, summary: string, load: (args: FeedArgs) => Promise<FeedRow[]>) =>
    routes.get(path, {
      schema: {
        tags: ['home'],
        summary,
        querystring: feedQuerySchema,
        response: { 200: feedPageSchema, 400: errorBodySchema },
      },
      handler: async (request): Promise<FeedPage> => {
        const { lat, lng, page, limit, r, types } = request.query;
        const rows = await load({
          lat,
          lng,
          r,
          offset: (page - 1) * limit,
          take: limit + 1,
          types: types ?? ALL_TYPES,
        });
        return {
          items: rows.slice(0, limit).map((row) => presentFeedItem(row)),
          page,
          limit,
          hasMore: rows.length > limit,
        };
      },
    });

  feed('/api/v2/home/aroundYou', 'Nearest first within the radius', repo.aroundYou);
  feed('/api/v2/home/new', 'Newest first within the radius', repo.newest);
}
