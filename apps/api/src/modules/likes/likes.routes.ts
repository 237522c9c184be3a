import { DEFAULT_PLACE, engageCalls } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../errors.ts';
import { routeCall } from '../../http/call-route.ts';
import { pageOf } from '../../http/page.ts';
import { rethrowUnknownUser } from '../../http/unknown-user.ts';
import { presentCard } from '../../read-models/card.ts';
import { createLikeRepository } from './like.repository.ts';

/** Spec §7 engage calls: like, unlike and the signed-in user's likes. */
export async function likesRoutes(app: FastifyInstance) {
  const likes = createLikeRepository(app.db);

  routeCall(app, engageCalls.like, async ({ userId, params: { kind, id } }) => {
    const state = await likes.like(userId, kind, id).catch(rethrowUnknownUser);
    if (!state) throw notFound();
    await app.stats.record(kind, id, 'like', { userId });
    return { kind, id, ...state };
  });

  routeCall(app, engageCalls.unlike, async ({ userId, params: { id }, query: { kind } }) => {
    const state = await likes.unlike(userId, kind, id);
    if (!state) throw notFound();
    await app.stats.record(kind, id, 'unlike', { userId });
    return { kind, id, ...state };
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
