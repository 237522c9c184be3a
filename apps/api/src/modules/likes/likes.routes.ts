import {
  DEFAULT_PLACE,
  engageCalls,
  entityParamsSchema,
  errorBodySchema,
  type LikeResult,
  likeResultSchema,
  unlikeParamsSchema,
  unlikeQuerySchema,
} from '@sefer/contract';
import { FIRST_LOAD_CALLS } from '@sefer/contract/first-load';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../errors.ts';
import { routeCall } from '../../http/call-route.ts';
import { pageOf } from '../../http/page.ts';
import { rethrowUnknownUser } from '../../http/unknown-user.ts';
import { requireUser } from '../../plugins/auth.ts';
import { presentCard } from '../../read-models/card.ts';
import { createLikeRepository } from './like.repository.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Spec §7 engage calls: like, unlike and the signed-in user's likes. */
export async function likesRoutes(app: FastifyInstance) {
  const likes = createLikeRepository(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(FIRST_LOAD_CALLS.like, {
    schema: {
      tags: ['engage'],
      summary: 'Like a company (kind 0), product (2) or place (3); liking twice is harmless',
      security: [{ bearer: [] }],
      params: entityParamsSchema,
      response: { 200: likeResultSchema, ...errors },
    },
    handler: async (request): Promise<LikeResult> => {
      const userId = requireUser(request);
      const { kind, id } = request.params;
      const state = await likes.like(userId, kind, id).catch(rethrowUnknownUser);
      if (!state) throw notFound();
      await app.stats.record(kind, id, 'like', { userId });
      return { kind, id, ...state };
    },
  });

  routes.post(FIRST_LOAD_CALLS.unlike, {
    schema: {
      tags: ['engage'],
      summary: 'Take a like back (the kind in the query: 0 company, 2 product, 3 place)',
      security: [{ bearer: [] }],
      params: unlikeParamsSchema,
      querystring: unlikeQuerySchema,
      response: { 200: likeResultSchema, ...errors },
    },
    handler: async (request): Promise<LikeResult> => {
      const userId = requireUser(request);
      const { id } = request.params;
      const { kind } = request.query;
      const state = await likes.unlike(userId, kind, id);
      if (!state) throw notFound();
      await app.stats.record(kind, id, 'unlike', { userId });
      return { kind, id, ...state };
    },
  });

  routeCall(app, engageCalls.myLikes, async ({ userId, query }) => {
    const { lat, lng, page, limit } = query;
    if ((lat === undefined) !== (lng === undefined)) {
      const missing = lat === undefined ? 'lat' : 'lng';
      throw badRequest('lat and lng come together', { fields: { [missing]: `invalid_${missing}` } });
    }
    const at = lat !== undefined && lng !== undefined ? { lat, lng } : DEFAULT_PLACE;
    const rows = await likes.myLikes(userId, at, (page - 1) * limit, limit + 1);
    return pageOf(rows, page, limit, presentCard);
  });
}
