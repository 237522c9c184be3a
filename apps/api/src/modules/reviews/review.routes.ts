import { reviewCalls } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import { routeCall } from '../../http/call-route.ts';
import { pageOf } from '../../http/page.ts';
import { rethrowUnknownUser } from '../../http/unknown-user.ts';
import { requireUser } from '../../plugins/auth.ts';
import { presentRating, presentReview } from './review.presenter.ts';
import { createReviewRepository } from './review.repository.ts';

/** Reviews of a company (kind 0), product (2) or place (3): read by anyone, written when signed in. */
export async function reviewRoutes(app: FastifyInstance) {
  const reviews = createReviewRepository(app.db);

  routeCall(app, reviewCalls.list, async ({ params, query, userId }) => {
    const { kind, id } = params;
    const { page, limit } = query;
    const rating = await reviews.rating(kind, id);
    if (!rating) throw notFound();
    const [rows, mine] = await Promise.all([
      reviews.page(kind, id, userId, (page - 1) * limit, limit + 1),
      userId === null ? null : reviews.mine(kind, id, userId),
    ]);
    return {
      ...pageOf(rows, page, limit, presentReview),
      ...presentRating(rating),
      mine: mine ? presentReview(mine) : null,
    };
  });

  // A visitor is answered 401 before the body is even read: the hook of this scope runs on the request,
  // ahead of the parsing that routeCall's own check follows.
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      requireUser(request);
    });
    routeCall(scope, reviewCalls.create, async ({ params, body, userId }) => {
      const { kind, id } = params;
      const saved = await reviews.save(userId, kind, id, body.rating, body.text).catch(rethrowUnknownUser);
      if (!saved) throw notFound();
      await app.stats.record(kind, id, 'review', { userId }, body.rating);
      return {
        kind,
        id,
        review: presentReview(saved.review),
        replaced: saved.replaced,
        ...presentRating(saved),
      };
    });
  });
}
