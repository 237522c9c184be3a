import {
  entityParamsSchema,
  errorBodySchema,
  type ReviewPage,
  type ReviewResult,
  reviewBodySchema,
  reviewPageSchema,
  reviewResultSchema,
  reviewsQuerySchema,
} from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { rethrowUnknownUser } from '../engage/unknown-user.ts';
import { presentRating, presentReview } from './review.presenter.ts';
import { createReviewRepository } from './review.repository.ts';

/** Reviews of a company (kind 0), product (2) or place (3): read by anyone, written when signed in. */
export async function reviewRoutes(app: FastifyInstance) {
  const reviews = createReviewRepository(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/v2/engage/reviews/:kind/:id', {
    schema: {
      tags: ['engage'],
      summary: "A subject's reviews, newest first, with its rating and the signed-in user's own review",
      params: entityParamsSchema,
      querystring: reviewsQuerySchema,
      response: { 200: reviewPageSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request): Promise<ReviewPage> => {
      const { kind, id } = request.params;
      const { page, limit } = request.query;
      const { userId } = request;
      const rating = await reviews.rating(kind, id);
      if (!rating) throw notFound();
      const [rows, mine] = await Promise.all([
        reviews.page(kind, id, userId, (page - 1) * limit, limit + 1),
        userId === null ? null : reviews.mine(kind, id, userId),
      ]);
      return {
        items: rows.slice(0, limit).map(presentReview),
        page,
        limit,
        hasMore: rows.length > limit,
        ...presentRating(rating),
        mine: mine ? presentReview(mine) : null,
      };
    },
  });

  routes.post('/api/v2/engage/reviews/:kind/:id', {
    schema: {
      tags: ['engage'],
      summary:
        'Rate and review (1–5, optional text up to 1,000 characters); a second review replaces the first',
      security: [{ bearer: [] }],
      params: entityParamsSchema,
      body: reviewBodySchema,
      response: {
        200: reviewResultSchema,
        400: errorBodySchema,
        401: errorBodySchema,
        404: errorBodySchema,
      },
    },
    // A visitor is answered 401 before the body is even looked at.
    onRequest: async (request) => {
      requireUser(request);
    },
    handler: async (request): Promise<ReviewResult> => {
      const userId = requireUser(request);
      const { kind, id } = request.params;
      const { rating, text } = request.body;
      const saved = await reviews.save(userId, kind, id, rating, text).catch(rethrowUnknownUser);
      if (!saved) throw notFound();
      await app.stats.record(kind, id, 'review', { userId }, rating);
      return {
        kind,
        id,
        review: presentReview(saved.review),
        replaced: saved.replaced,
        ...presentRating(saved),
      };
    },
  });
}
