import fs from 'node:fs';
import { DEFAULT_PLACE, decodeImage, type FeedPage } from '@sefer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDemoSeeded, seedDemo } from '../src/seed/demo.ts';
import { DEMO_OWNER_PASSWORD, demoOwnerPhone } from '../src/seed/owners.ts';
import { passwordGrant } from './auth-helpers.ts';
import { buildTestApp } from './helper.ts';

const silent = { info: () => {} };

describe('the demo seed', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp('pglite');
    expect(await isDemoSeeded(ctx.db)).toBe(false);
    await seedDemo(ctx.db, ctx.config.imagesDir, silent);
  }, 180_000);
  afterAll(() => ctx?.close());

  const feed = async (query: string) =>
    (
      await ctx.app.inject(
        `/api/v2/home/aroundYou?lat=${DEFAULT_PLACE.lat}&lng=${DEFAULT_PLACE.lng}&${query}`,
      )
    ).json() as FeedPage;

  it('fills several pages of every type within 10 km of Piassa', async () => {
    for (const type of ['company', 'product', 'place']) {
      const items = (await feed(`types=${type}&limit=50`)).items;
      expect(items.length, type).toBeGreaterThanOrEqual(30);
    }
  });

  it('gives every card a real picture and names in English and Amharic', async () => {
    const items = (await feed('limit=50')).items;
    for (const item of items) {
      expect(item.nameAm).toMatch(/[\u1200-\u137f]/);
      const { fileName, aspect } = decodeImage(item.image as string);
      expect(aspect).toBeGreaterThan(0.4);
      const res = await ctx.app.inject(`/images/small-${fileName}`);
      expect(res.statusCode, fileName).toBe(200);
    }
    expect(items.some((i) => i.type === 'product' && (i.price ?? 0) > 0)).toBe(true);
    expect(items.some((i) => i.verified)).toBe(true);
  });

  it('gives every company an Amharic description and address, and every product an Amharic description', async () => {
    const ethiopic = /^[\u1200-\u137f\s\d፣።፤.]+$/;
    const companies = await ctx.db.query<{ description_am: string; address_am: string }>(
      'SELECT description_am, address_am FROM companies',
    );
    expect(companies.length).toBeGreaterThan(50);
    for (const c of companies) {
      expect(c.description_am).toMatch(ethiopic);
      expect(c.address_am).toMatch(ethiopic);
    }
    const products = await ctx.db.query<{ description_am: string }>('SELECT description_am FROM products');
    expect(products.length).toBeGreaterThan(50);
    for (const p of products) expect(p.description_am).toMatch(/[\u1200-\u137f]/);
    // The company page reads them.
    const detail = await ctx.app.inject('/api/v2/company/1');
    expect(detail.json()).toMatchObject({
      descriptionAm: expect.stringMatching(/እንገኛለን።$/),
      addressAm: expect.stringMatching(ethiopic),
    });
  });

  it('covers other Ethiopian cities too', async () => {
    const hawassa = (
      await ctx.app.inject('/api/v2/home/aroundYou?lat=7.0621&lng=38.4764')
    ).json() as FeedPage;
    expect(hawassa.items.length).toBeGreaterThan(3);
  });

  it('gives the detail screens photos, posts, reviews and co-viewing to show', async () => {
    const [counts] = await ctx.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM companies) AS companies,
              (SELECT count(DISTINCT owner_id)::int FROM photos WHERE owner_type = 0) AS with_photos,
              (SELECT count(DISTINCT company_id)::int FROM posts) AS with_posts,
              (SELECT count(*)::int FROM companies WHERE rating_count > 0) AS rated_companies,
              (SELECT count(*)::int FROM products WHERE rating_count > 0) AS rated_products,
              (SELECT count(*)::int FROM places WHERE rating_count > 0) AS rated_places,
              (SELECT count(*)::int FROM reviews WHERE text ~ '[\u1200-\u137f]') AS amharic_reviews,
              (SELECT count(*)::int FROM reviews WHERE text ~ '^[A-Za-z]') AS english_reviews`,
    );
    expect(counts?.with_photos).toBe(counts?.companies);
    expect(counts?.with_posts).toBe(counts?.companies);
    expect(counts?.rated_companies).toBeGreaterThan(20);
    expect(counts?.rated_products).toBeGreaterThan(20);
    expect(counts?.rated_places).toBeGreaterThan(10);
    expect(counts?.amharic_reviews).toBeGreaterThan(10);
    expect(counts?.english_reviews).toBeGreaterThan(10);
    // Ratings kept by the trigger agree with the reviews.
    const drift = await ctx.db.query(
      `SELECT c.id FROM companies c
         LEFT JOIN (SELECT entity_id, avg(rating) AS a, count(*) AS n FROM reviews WHERE kind = 0 GROUP BY 1) r
           ON r.entity_id = c.id
        WHERE c.rating_count <> coalesce(r.n, 0) OR abs(coalesce(c.rating_avg, 0) - coalesce(r.a, 0)) > 0.001`,
    );
    expect(drift).toEqual([]);

    const [company] = await ctx.db.query<{ id: number }>(
      'SELECT id FROM companies WHERE rating_count > 0 ORDER BY id LIMIT 1',
    );
    const detail = (await ctx.app.inject(`/api/v2/company/${company?.id}`)).json();
    expect(detail.images.length).toBeGreaterThan(1);
    expect(detail.postCount).toBeGreaterThan(0);
    for (const image of detail.images) {
      const res = await ctx.app.inject(`/images/thumb-${decodeImage(image).fileName}`);
      expect(res.statusCode, image).toBe(200);
    }
    const reviews = (await ctx.app.inject(`/api/v2/engage/reviews/0/${company?.id}`)).json();
    expect(reviews.items.length).toBeGreaterThan(0);
    expect(reviews.items[0].author).not.toMatch(/\d{6}/);

    // Most subjects that were viewed have something people also visited.
    const viewed = await ctx.db.query<{ kind: number; id: number }>(
      `SELECT kind, entity_id AS id FROM views GROUP BY 1, 2 ORDER BY 1, 2 LIMIT 60`,
    );
    let withList = 0;
    for (const v of viewed) {
      const list = (await ctx.app.inject(`/api/v2/view/alsoVisited/${v.kind}/${v.id}`)).json();
      if (list.items.length > 0) withList += 1;
    }
    expect(withList).toBeGreaterThan(viewed.length / 2);
  });

  it('gives every demo company an owner who can sign in and run its page', async () => {
    const [row] = await ctx.db.query<{ companies: number; owned: number }>(
      'SELECT count(*)::int AS companies, count(owner_id)::int AS owned FROM companies',
    );
    expect(row?.owned).toBe(row?.companies);
    const login = await passwordGrant(ctx.app, demoOwnerPhone(1), DEMO_OWNER_PASSWORD);
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().accessToken}` };
    const mine = (await ctx.app.inject({ url: '/api/v2/company/mine', headers })).json();
    expect(mine.company.id).toBe(1);
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/feed/notice/create',
      headers,
      payload: { body: 'Open late on Friday', companyId: 1 },
    });
    expect(post.statusCode).toBe(200);
  });

  it('refuses to seed a database that is not empty', async () => {
    const before = fs.readdirSync(ctx.config.imagesDir).length;
    await expect(seedDemo(ctx.db, ctx.config.imagesDir, silent)).rejects.toThrow(/not empty/);
    expect(fs.readdirSync(ctx.config.imagesDir).length).toBe(before);
  });
});
