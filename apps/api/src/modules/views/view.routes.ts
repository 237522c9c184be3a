import {
  entityParamsSchema,
  errorBodySchema,
  type ViewResult,
  viewCalls,
  viewHeadersSchema,
  viewResultSchema,
} from '@sefer/contract';
import { FIRST_LOAD_CALLS } from '@sefer/contract/first-load';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { routeCall } from '../../http/call-route.ts';
import { rethrowUnknownUser } from '../../http/unknown-user.ts';
import { presentAlsoVisited } from './view.presenter.ts';
import { createViewRepository } from './view.repository.ts';
import { addressKey } from './view-address.ts';

/**
 * `POST /api/v2/view/{kind}/{id}`: a company, product or place was opened (trending, "also visited");
 * `GET /api/v2/view/alsoVisited/{kind}/{id}`: what its viewers also viewed.
 */
export async function viewRoutes(app: FastifyInstance) {
  const views = createViewRepository(app.db);

  app.withTypeProvider<ZodTypeProvider>().post(FIRST_LOAD_CALLS.view, {
    schema: {
      tags: ['engage'],
      summary: 'Record a view: per signed-in user, else once a day per client address and subject',
      params: entityParamsSchema,
      headers: viewHeadersSchema,
      response: { 200: viewResultSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request): Promise<ViewResult> => {
      const { kind, id } = request.params;
      // The X-Device-Id is the client's own claim, so it does not tell visitors apart: the address does.
      const viewer =
        request.userId !== null
          ? { userId: request.userId }
          : { addressKey: addressKey(app.config.auth.jwtSecret, request.ip) };
      const state = await views.record(kind, id, viewer).catch(rethrowUnknownUser);
      if (!state) throw notFound();
      // Insights: each viewer once a day (the owner's own views are left out there).
      await app.stats.record(kind, id, 'view', viewer);
      return { kind, id, ...state };
    },
  });

  routeCall(app, viewCalls.alsoVisited, async ({ params, query }) => {
    const { kind, id } = params;
    if (!(await views.exists(kind, id))) throw notFound();
    const rows = await views.alsoVisited(kind, id, query.limit);
    return { items: rows.map(presentAlsoVisited) };
  });
}
