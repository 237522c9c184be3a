import {
  addisWeekMinute,
  errorBodySchema,
  type FeedItemType,
  type FeedPage,
  type FeedQuery,
  feedPageSchema,
  feedQuerySchema,
  type TopTags,
  topTagsQuerySchema,
  topTagsSchema,
} from '@sefer/contract';
import { FIRST_LOAD_CALLS } from '@sefer/contract/first-load';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastSerializerCompiler } from '../../http/fast-serializer.ts';
import { pageOf } from '../../http/page.ts';
import { requireUser } from '../../plugins/auth.ts';
import { type CardRow, presentCard } from '../../read-models/card.ts';
import { createFeedRepository, type FeedArgs } from './feed.repository.ts';

const ALL_TYPES: readonly FeedItemType[] = ['company', 'product', 'place'];
/** Quick-action chips shown at most. */
const TOP_TAGS = 10;

const argsOf = ({ lat, lng, page, limit, r, types, open }: FeedQuery, userId: number | null): FeedArgs => ({
  lat,
  lng,
  r,
  offset: (page - 1) * limit,
  take: limit + 1,
  types: types ?? ALL_TYPES,
  userId,
  // "Open now" at the request's minute of the week on the Addis clock, as `openStatus` tells it.
  openAt: open ? addisWeekMinute(new Date()) : null,
});

export async function feedRoutes(app: FastifyInstance) {
  const feedPage = fastSerializerCompiler(feedPageSchema);
  const repo = createFeedRepository(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const feed = (
    path: string,
    summary: string,
    load: (args: FeedArgs, request: FastifyRequest) => Promise<CardRow[]>,
    signedIn = false,
  ) =>
    routes.get(path, {
      schema: {
        tags: ['home'],
        summary,
        querystring: feedQuerySchema,
        response: signedIn
          ? { 200: feedPageSchema, 400: errorBodySchema, 401: errorBodySchema }
          : { 200: feedPageSchema, 400: errorBodySchema },
        ...(signedIn ? { security: [{ bearer: [] }] } : {}),
      },
      serializerCompiler: feedPage,
      handler: async (request): Promise<FeedPage> => {
        const { page, limit } = request.query;
        const rows = await load(argsOf(request.query, request.userId), request);
        const answer = pageOf(rows, page, limit, presentCard);
        // Insights: the companies and products on the page, counted in memory (stats/stat-appearances.ts).
        app.stats.shown('feed', answer.items);
        return answer;
      },
    });

  feed(FIRST_LOAD_CALLS.aroundYou, 'Nearest first within the radius', repo.aroundYou);
  feed(FIRST_LOAD_CALLS.new, 'Newest first within the radius', (args) => repo.ranked('new', args));
  feed(
    FIRST_LOAD_CALLS.trending,
    'Most engaged lately (views and likes, decaying over days) within the radius',
    (args) => repo.ranked('trending', args),
  );
  feed(FIRST_LOAD_CALLS.popular, 'Most liked and best rated of all time within the radius', (args) =>
    repo.ranked('popular', args),
  );
  feed(
    FIRST_LOAD_CALLS.forYou,
    "Nearby items scored by the signed-in user's interests and likes, discounted by distance",
    (args, request) => repo.forYou({ ...args, userId: requireUser(request) }),
    true,
  );

  routes.get(FIRST_LOAD_CALLS.topTags, {
    schema: {
      tags: ['home'],
      summary: 'The hashtags most used nearby (quick actions)',
      querystring: topTagsQuerySchema,
      response: { 200: topTagsSchema, 400: errorBodySchema },
    },
    serializerCompiler: fastSerializerCompiler(topTagsSchema),
    handler: async (request): Promise<TopTags> => {
      const rows = await repo.topTags({ ...request.query, limit: TOP_TAGS });
      return {
        tags: rows.map((t) => ({
          tag: t.tag,
          count: t.count,
          category: t.category,
          labelAm: t.labelAm,
          image: t.imageFile,
        })),
      };
    },
  });
}
