import { type DetailQuery, detailCalls, detailScreenCalls, productCalls } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../errors.ts';
import { routeCall } from '../../http/call-route.ts';
import { pageOf } from '../../http/page.ts';
import {
  presentCompany,
  presentCompanyProduct,
  presentPhoto,
  presentPlace,
  presentPost,
  presentProduct,
} from './details.presenter.ts';
import { createDetailRepository, type DetailArgs } from './details.repository.ts';

/** `lat` and `lng` come together, or neither (then there is no distance). */
function argsOf({ lat, lng }: DetailQuery, userId: number | null): DetailArgs {
  if ((lat === undefined) !== (lng === undefined)) {
    const missing = lat === undefined ? 'lat' : 'lng';
    throw badRequest('lat and lng come together', { fields: { [missing]: `invalid_${missing}` } });
  }
  return { lat: lat ?? null, lng: lng ?? null, userId };
}

/** Spec §7 detail calls: company, product and place, and a company's products, posts and photos. */
export async function detailsRoutes(app: FastifyInstance) {
  const repo = createDetailRepository(app.db);

  routeCall(app, detailScreenCalls.company, async ({ params, query, userId }) => {
    const row = await repo.company(params.id, argsOf(query, userId));
    if (!row) throw notFound();
    return presentCompany(row);
  });

  routeCall(app, productCalls.get, async ({ params, query, userId }) => {
    const row = await repo.product(params.id, argsOf(query, userId));
    if (!row) throw notFound();
    return presentProduct(row);
  });

  routeCall(app, detailScreenCalls.place, async ({ params, query, userId }) => {
    const row = await repo.place(params.id, argsOf(query, userId));
    if (!row) throw notFound();
    return presentPlace(row);
  });

  routeCall(app, productCalls.list, async ({ params, query }) => {
    const rows = await repo.products(params.id, (query.page - 1) * query.limit, query.limit + 1);
    if (rows === null) throw notFound();
    return pageOf(rows, query.page, query.limit, presentCompanyProduct);
  });

  routeCall(app, detailCalls.posts, async ({ params, query }) => {
    const rows = await repo.posts(params.companyId, (query.page - 1) * query.limit, query.limit + 1);
    if (rows === null) throw notFound();
    return pageOf(rows, query.page, query.limit, presentPost);
  });

  routeCall(app, detailCalls.photos, async ({ params, query }) => {
    const rows = await repo.photos(params.companyId, (query.page - 1) * query.limit, query.limit + 1);
    if (rows === null) throw notFound();
    return pageOf(rows, query.page, query.limit, presentPhoto);
  });
}
