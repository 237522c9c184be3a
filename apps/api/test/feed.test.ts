import { DEFAULT_PLACE, type FeedItem, type FeedPage, feedItemSchema } from '@sefer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makePlace, makeProduct, offset } from './factories.ts';
import { buildTestApp, targets } from './helper.ts';

const here = { lat: DEFAULT_PLACE.lat, lng: DEFAULT_PLACE.lng };
const DAY = 86_400_000;

describe.each(targets)('home feeds on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  const get = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };
  const feed = async (path: string, query: string) => {
    const res = await get(`/api/v2/home/${path}?lat=${here.lat}&lng=${here.lng}&${query}`);
    expect(res.status).toBe(200);
    return res.body as FeedPage;
  };
  let farCompany: number;
  let movingCompany: number;

  beforeAll(async () => {
    ctx = await buildTestApp(target);
    const { db } = ctx;
    // 12 companies, 12 places, each with one product, 100 m apart heading north; created one day apart.
    for (let i = 0; i < 12; i++) {
      const at = offset(here, 150 + i * 100, 0);
      const companyId = await makeCompany(db, {
        ...at,
        name: `North ${i}`,
        handle: `north_${i}`,
        verified: i % 2 === 0,
        createdAt: new Date(Date.now() - i * DAY),
      });
      await makeProduct(db, {
        companyId,
        name: `Item ${i}`,
        price: 50 + i,
        createdAt: new Date(Date.now() - i * DAY - 1000),
      });
      await makePlace(db, {
        ...offset(here, 0, 120 + i * 100),
        name: `East ${i}`,
        createdAt: new Date(Date.now() - (i + 20) * DAY),
      });
    }
    farCompany = await makeCompany(db, { ...offset(here, 20_000, 0), name: 'Far away', handle: 'far_away' });
    movingCompany = await makeCompany(db, { ...offset(here, 50_000, 0), name: 'Moving', handle: 'moving' });
    await makeProduct(db, { companyId: movingCompany, name: 'Moving product' });
  });
  afterAll(() => ctx?.close());

  it('runs the feed queries on connections that always use generic plans (PostgreSQL)', async () => {
    const mode = async (q: { query: typeof ctx.db.query }) =>
      (await q.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode'))[0]?.plan_cache_mode;
    // PGlite plans every statement anew; the setting only matters for PostgreSQL's prepared statements.
    expect(await mode(ctx.db.genericPlans)).toBe(target === 'postgres' ? 'force_generic_plan' : 'auto');
    expect(await mode(ctx.db)).toBe('auto');
  });
  it('answers aroundYou with 10 items, nearest first, every field of a feed item', async () => {
    const page = await feed('aroundYou', 'page=1');
    expect(page.items).toHaveLength(10);
    expect(page.hasMore).toBe(true);
    for (const item of page.items) expect(feedItemSchema.parse(item)).toEqual(item);
    const distances = page.items.map((i) => i.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(page.items[0]).toMatchObject({ type: 'place', name: 'East 0' });
    expect(page.items[0]?.distance).toBeGreaterThan(110);
    expect(page.items[0]?.distance).toBeLessThan(130);
    const east0 = offset(here, 0, 120);
    expect(page.items[0]?.lat).toBeCloseTo(east0.lat, 6);
    expect(page.items[0]?.lng).toBeCloseTo(east0.lng, 6);
  });

  it('continues on page 2 without repeats and ends with hasMore false', async () => {
    const seen = new Set<string>();
    let last = 0;
    let pageNo = 1;
    let page: FeedPage;
    do {
      page = await feed('aroundYou', `page=${pageNo}`);
      for (const item of page.items) {
        const key = `${item.type}:${item.id}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
        expect(item.distance).toBeGreaterThanOrEqual(last);
        last = item.distance;
      }
      pageNo++;
    } while (page.hasMore);
    // 12 companies + 12 products + 12 places inside 10 km; the far and moving ones are outside.
    expect(seen.size).toBe(36);
    expect(page.items.length).toBe(6);
  });

  it('shapes companies, products and places with images, handles and prices', async () => {
    const items = (await feed('aroundYou', 'limit=50')).items;
    const company = items.find((i) => i.type === 'company' && i.name === 'North 0') as FeedItem;
    expect(company).toMatchObject({
      companyAt: 'north_0',
      verified: true,
      price: null,
      tags: 'coffee',
      isLiked: false,
    });
    expect(company.image).toMatch(/^company-\d+\.webp-0\.75$/);
    expect(company.companyId).toBe(company.id);
    const product = items.find((i) => i.type === 'product' && i.name === 'Item 3') as FeedItem;
    expect(product).toMatchObject({ price: 53, companyAt: 'north_3', companyName: 'North 3' });
    expect(product.companyImage).toMatch(/^company-\d+\.webp-0\.75$/);
    // A product stands where its company is.
    const owner = items.find((i) => i.type === 'company' && i.name === 'North 3') as FeedItem;
    expect(product.distance).toBeCloseTo(owner.distance, 0);
    const place = items.find((i) => i.type === 'place') as FeedItem;
    expect(place).toMatchObject({
      companyId: null,
      companyAt: null,
      companyImage: null,
      category: 'atm',
      osm: false,
    });
  });

  it('keeps to the radius', async () => {
    const all = (await feed('aroundYou', 'limit=50&r=100000')).items;
    expect(all.some((i) => i.name === 'Far away')).toBe(true);
    const near = (await feed('aroundYou', 'limit=50&r=500')).items;
    expect(near.every((i) => i.distance <= 500)).toBe(true);
    expect(near.map((i) => i.name)).toEqual(expect.arrayContaining(['East 0', 'North 0', 'Item 0']));
    expect(near.some((i) => i.name === 'Far away')).toBe(false);
  });

  it('filters by content type', async () => {
    const places = (await feed('aroundYou', 'types=place&limit=50')).items;
    expect(places).toHaveLength(12);
    expect(places.every((i) => i.type === 'place')).toBe(true);
    const mixed = (await feed('new', 'types=company,product&limit=50')).items;
    expect(new Set(mixed.map((i) => i.type))).toEqual(new Set(['company', 'product']));
  });

  it('answers new with the newest first, within the radius', async () => {
    const page = await feed('new', 'page=1');
    expect(page.items).toHaveLength(10);
    const names = page.items.map((i) => i.name);
    // Each product was created a second after its company; the moving company lies outside the radius.
    expect(names.slice(0, 4)).toEqual(['North 0', 'Item 0', 'North 1', 'Item 1']);
    const second = await feed('new', 'page=2');
    const ids = new Set(page.items.map((i) => `${i.type}:${i.id}`));
    expect(second.items.every((i) => !ids.has(`${i.type}:${i.id}`))).toBe(true);
    const everything = (await feed('new', 'limit=50')).items;
    expect(everything).toHaveLength(36);
    expect(everything.at(-1)?.name).toBe('East 11');
  });

  it('keeps new to the radius, narrow (cell by cell) and wide (radius first)', async () => {
    const near = (await feed('new', 'limit=50&r=500')).items;
    expect(near.length).toBeGreaterThan(0);
    expect(near.every((i) => i.distance <= 500)).toBe(true);
    expect(near.map((i) => i.name)).toEqual(expect.arrayContaining(['East 0', 'North 0', 'Item 0']));
    const wide = (await feed('new', 'limit=50&r=100000')).items;
    expect(wide.map((i) => i.name)).toContain('Far away');
    const dates = wide.map((i) => i.name);
    expect(dates.indexOf('Far away')).toBeLessThan(dates.indexOf('East 0'));
  });

  it('moves a company’s products with it', async () => {
    const before = (await feed('aroundYou', 'limit=50')).items;
    expect(before.some((i) => i.name === 'Moving product')).toBe(false);
    const to = offset(here, 40, 40);
    await ctx.db.query('UPDATE companies SET lat = $1, lng = $2 WHERE id = $3', [
      to.lat,
      to.lng,
      movingCompany,
    ]);
    const after = (await feed('aroundYou', 'limit=3')).items;
    expect(after.map((i) => i.name)).toEqual(expect.arrayContaining(['Moving', 'Moving product']));
    await ctx.db.query('UPDATE companies SET lat = lat + 1 WHERE id = $1', [movingCompany]);
    expect(farCompany).toBeGreaterThan(0);
  });

  it.each([
    'lat=abc&lng=38.7',
    'lng=38.7',
    'lat=9&lng=',
    'lat=91&lng=38.7',
    'lat=9&lng=181',
    'lat=9&lng=38.7&page=0',
    'lat=9&lng=38.7&page=-1',
    'lat=9&lng=38.7&page=1.5',
    'lat=9&lng=38.7&limit=100000',
    'lat=9&lng=38.7&limit=0',
    'lat=9&lng=38.7&r=5',
    'lat=9&lng=38.7&r=99999999',
    'lat=9&lng=38.7&types=shops',
    "lat=9';DROP TABLE places;--&lng=38.7",
    'lat=NaN&lng=Infinity',
  ])('answers 400 bad_request for %s on both feeds', async (query) => {
    for (const path of ['aroundYou', 'new']) {
      const res = await get(`/api/v2/home/${path}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('bad_request');
      expect(typeof res.body.message).toBe('string');
      expect(Object.values(res.body.fields ?? {}).every((k) => String(k).startsWith('invalid_'))).toBe(true);
    }
    const [row] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM places');
    expect(row?.n).toBe(12);
  });
});
