import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptSince } from '../src/modules/stats/stats-purge.ts';
import { makeTag, signedInUser } from './engage-helpers.ts';
import { makeCompany, makeProduct } from './factories.ts';
import { buildTestApp, targets } from './helper.ts';

type Headers = Record<string, string>;
type Person = { headers?: Headers; remoteAddress?: string };

const HERE = { lat: 9.0108, lng: 38.7613 };
/** 23:30 and 00:30 in Addis Ababa (UTC+3), either side of the midnight that begins 28 November. */
const LATE = new Date('2026-11-27T20:30:00Z');
const EARLY = new Date('2026-11-27T21:30:00Z');

describe.each(targets)('insights on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let companyId: number;
  let productId: number;
  let owner: { id: number; headers: Headers };
  let otherOwner: { id: number; headers: Headers };
  let a1: { id: number; headers: Headers };
  let a2: { id: number; headers: Headers };
  let a3: { id: number; headers: Headers };
  const v1: Person = { remoteAddress: '10.31.0.1' };
  const v2: Person = { remoteAddress: '10.31.0.2' };

  const at = (when: Date) => {
    ctx.app.stats.clock.now = () => when;
  };
  const send = (who: Person, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      ...(who.headers ? { headers: who.headers } : {}),
      ...(who.remoteAddress ? { remoteAddress: who.remoteAddress } : {}),
      ...(payload ? { payload } : {}),
    });
  const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
    const r = await response;
    expect(r.statusCode, r.body).toBe(200);
    return JSON.parse(r.body);
  };
  const view = (who: Person, kind = 0, id = companyId) => ok(send(who, 'POST', `/api/v2/view/${kind}/${id}`));
  const act = (who: Person, action: string, kind = 0, id = companyId) =>
    ok(send(who, 'POST', '/api/v2/stats/action', { kind, id, action }));
  const stats = (who: Person, query: string) => send(who, 'GET', `/api/v2/company/stats?${query}`);

  beforeAll(async () => {
    ctx = await buildTestApp(target);
    await makeTag(ctx.db, 'coffee');
    await ctx.app.ready();
    // The purge round the server starts with is over before the tests write events (it could take them).
    await ctx.app.stats.purge.run();
    owner = await signedInUser(ctx.app, ctx.db);
    otherOwner = await signedInUser(ctx.app, ctx.db);
    a1 = await signedInUser(ctx.app, ctx.db);
    a2 = await signedInUser(ctx.app, ctx.db);
    a3 = await signedInUser(ctx.app, ctx.db);
    companyId = await makeCompany(ctx.db, { ...HERE, name: 'Tomoca Buna House' });
    productId = await makeProduct(ctx.db, { companyId, name: 'Buna beans' });
    const other = await makeCompany(ctx.db, { lat: 9.05, lng: 38.7, name: 'Another place' });
    await ctx.db.query('UPDATE companies SET owner_id = $2 WHERE id = $1', [companyId, owner.id]);
    await ctx.db.query('UPDATE companies SET owner_id = $2 WHERE id = $1', [other, otherOwner.id]);
    await ctx.db.query('UPDATE products SET lat = $2, lng = $3 WHERE id = $1', [
      productId,
      HERE.lat,
      HERE.lng,
    ]);
  });
  afterAll(() => ctx?.close());

  it('counts a day of activity across an Addis Ababa midnight, each person once a day, never the owner', async () => {
    at(LATE); // 27 November, 23:30
    for (const who of [a1, a1, a2, v1, v1, owner, owner]) await view(who);
    await view(a1, 2, productId);
    await view(owner, 2, productId);
    // A search that lists the company and its product: one appearance each, the key once for the company.
    const found = await ok(send(v2, 'GET', `/api/v2/search/all?key=Buna&lat=${HERE.lat}&lng=${HERE.lng}`));
    expect(found.map((r: { id: number; type: string }) => `${r.type}:${r.id}`)).toEqual(
      expect.arrayContaining([`company:${companyId}`, `product:${productId}`]),
    );
    await ok(send(v2, 'GET', `/api/v2/home/new?lat=${HERE.lat}&lng=${HERE.lng}`));
    expect(await act(a1, 'call')).toEqual({ counted: true });
    expect(await act(a1, 'call')).toEqual({ counted: false });
    expect(await act(a2, 'call')).toEqual({ counted: true });
    expect(await act(v1, 'telegram')).toEqual({ counted: true });
    expect(await act(owner, 'directions')).toEqual({ counted: false });
    expect(await act(a3, 'website', 2, 999_999)).toEqual({ counted: false });
    await ok(send(a3, 'POST', `/api/v2/engage/likeEntity/0/${companyId}`));
    await ok(send(owner, 'POST', `/api/v2/engage/likeEntity/0/${companyId}`));

    at(EARLY); // 28 November, 00:30: a new day
    for (const who of [a1, a3, v1, v2, v2, owner]) await view(who);
    await ok(send(a3, 'POST', `/api/v2/engage/unlikeEntity/${companyId}?kind=0`));
    await ok(send(a2, 'POST', `/api/v2/engage/reviews/0/${companyId}`, { rating: 4 }));
    expect(await act(a2, 'call')).toEqual({ counted: true });
    await ctx.app.stats.appearances.flush();

    const zero = {
      views: 0,
      viewers: 0,
      searchAppearances: 0,
      feedAppearances: 0,
      likes: 0,
      unlikes: 0,
      reviews: 0,
      rating: null,
      calls: 0,
      telegram: 0,
      website: 0,
      directions: 0,
    };
    const day = await ok(stats(owner, 'from=2026-11-27&to=2026-11-28&granularity=day'));
    expect(day).toMatchObject({ companyId, from: '2026-11-27', to: '2026-11-28', granularity: 'day' });
    expect(day.series).toEqual([
      {
        ...zero,
        date: '2026-11-27',
        views: 3,
        viewers: 3,
        searchAppearances: 1,
        feedAppearances: 1,
        likes: 1,
        calls: 2,
        telegram: 1,
      },
      { ...zero, date: '2026-11-28', views: 4, viewers: 4, unlikes: 1, reviews: 1, rating: 4, calls: 1 },
    ]);
    // Five people: three accounts and two visitors.
    expect(day.totals).toEqual({
      ...zero,
      views: 7,
      viewers: 5,
      searchAppearances: 1,
      feedAppearances: 1,
      likes: 1,
      unlikes: 1,
      reviews: 1,
      rating: 4,
      calls: 3,
      telegram: 1,
    });
    expect(day.products).toEqual([
      {
        id: productId,
        name: 'Buna beans',
        nameAm: null,
        totals: { ...zero, views: 1, viewers: 1, searchAppearances: 1, feedAppearances: 1 },
      },
    ]);
    expect(day.searchKeys).toEqual([{ key: 'buna', count: 1 }]);

    const month = await ok(stats(owner, 'from=2026-11-01&to=2026-11-30&granularity=month'));
    expect(month.series).toEqual([{ ...day.totals, date: '2026-11-01' }]);
    // The default: the last 30 days to today (28 November).
    const recent = await ok(stats(owner, ''));
    expect(recent).toMatchObject({ from: '2026-10-30', to: '2026-11-28', granularity: 'day' });
    expect(recent.series).toHaveLength(30);
    expect(recent.totals).toEqual(day.totals);
  });

  it('answers visitors 401, another company 403, no company 404, and a bad period 400 on its field', async () => {
    expect((await stats({}, '')).statusCode).toBe(401);
    expect((await stats(otherOwner, `companyId=${companyId}`)).statusCode).toBe(403);
    expect((await stats(a1, `companyId=${companyId}`)).statusCode).toBe(403);
    const none = await stats(a1, '');
    expect(none.statusCode).toBe(404);
    expect(JSON.parse(none.body).reason).toBe('no_company');
    const other = await ok(stats(otherOwner, ''));
    expect(other.totals.views).toBe(0);

    const fields = async (query: string) => {
      const r = await stats(owner, query);
      expect(r.statusCode, r.body).toBe(400);
      return JSON.parse(r.body).fields;
    };
    expect(await fields('from=2026-11-20&to=2026-11-10')).toEqual({ to: 'invalid_to' });
    expect(await fields('from=2024-11-01&to=2026-11-01')).toEqual({ from: 'invalid_from' });
    expect(await fields('from=2026-11-29')).toEqual({ to: 'invalid_to' });
    expect(await fields('to=2026-02-30')).toEqual({ to: 'invalid_to' });
    expect(await fields('granularity=week')).toEqual({ granularity: 'invalid_granularity' });
    expect((await stats(owner, 'from=2024-11-02&to=2026-11-01')).statusCode).toBe(200);

    const bad = await send(v1, 'POST', '/api/v2/stats/action', { kind: 3, id: 1, action: 'call' });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes per-person events after six months each day and keeps the daily totals', async () => {
    at(EARLY);
    const since = keptSince(EARLY);
    expect(since).toBe('2026-05-28');
    const insert = (day: string, who: string) =>
      ctx.db.query(
        `INSERT INTO stat_events (kind, entity_id, company_id, day, action, who) VALUES (0, $1, $1, $2, 1, $3)`,
        [companyId, day, who],
      );
    await insert('2026-04-10', 'aold');
    await insert('2026-05-27', 'aold');
    await insert('2026-05-28', 'akept');
    await ctx.db.query(
      `INSERT INTO stat_days (kind, entity_id, company_id, day, views, month_viewers)
       VALUES (0, $1, $1, '2026-04-10', 1, 1), (0, $1, $1, '2026-05-27', 1, 1), (0, $1, $1, '2026-05-28', 1, 1)`,
      [companyId],
    );
    const events = async () =>
      (
        await ctx.db.query<{ day: string }>(
          `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM stat_events WHERE company_id = $1 AND day < '2026-11-01' ORDER BY day`,
          [companyId],
        )
      ).map((r) => r.day);
    expect(await events()).toEqual(['2026-04-10', '2026-05-27', '2026-05-28']);
    expect(await ctx.app.stats.purge.run()).toEqual({ deleted: 2, more: false });
    expect(await events()).toEqual(['2026-05-28']);
    expect(await ctx.app.stats.purge.run()).toEqual({ deleted: 0, more: false });

    // The totals stay; unique viewers are told only where the events are kept.
    const year = await ok(stats(owner, 'from=2026-04-01&to=2026-11-28&granularity=month'));
    expect(year.viewersSince).toBe('2026-05-28');
    expect(year.totals).toMatchObject({ views: 10, viewers: null });
    expect(
      year.series.map((p: { date: string; views: number; viewers: number | null }) => [
        p.date,
        p.views,
        p.viewers,
      ]),
    ).toEqual([
      ['2026-04-01', 1, 1],
      ['2026-05-01', 2, 2],
      ['2026-06-01', 0, 0],
      ['2026-07-01', 0, 0],
      ['2026-08-01', 0, 0],
      ['2026-09-01', 0, 0],
      ['2026-10-01', 0, 0],
      ['2026-11-01', 7, 5],
    ]);
    const kept = await ok(stats(owner, 'from=2026-05-28&to=2026-11-28'));
    expect(kept.totals).toMatchObject({ views: 8, viewers: 6 });
    // A month cut by the period's start: told from the kept events, else not at all.
    const cut = await ok(stats(owner, 'from=2026-05-28&to=2026-06-30&granularity=month'));
    expect(cut.series.map((p: { views: number; viewers: number | null }) => [p.views, p.viewers])).toEqual([
      [1, 1],
      [0, 0],
    ]);
    const older = await ok(stats(owner, 'from=2026-05-27&to=2026-06-30&granularity=month'));
    expect(older.series[0]).toMatchObject({ views: 2, viewers: null });
    expect(older.totals).toMatchObject({ views: 2, viewers: null });
  });

  it("forgets a deleted account's events and a deleted product's stats, keeping the company's totals", async () => {
    const rows = async (where: string, params: unknown[]) =>
      (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${where}`, params))[0]?.n;
    expect(await rows('stat_events WHERE user_id = $1', [a3.id])).toBeGreaterThan(0);
    await ctx.db.query('DELETE FROM users WHERE id = $1', [a3.id]);
    expect(await rows('stat_events WHERE user_id = $1 OR who = $2', [a3.id, `u${a3.id}`])).toBe(0);
    expect(await rows('stat_days WHERE kind = 2 AND entity_id = $1', [productId])).toBeGreaterThan(0);
    await ctx.db.query('DELETE FROM products WHERE id = $1', [productId]);
    expect(await rows('stat_events WHERE kind = 2 AND entity_id = $1', [productId])).toBe(0);
    expect(await rows('stat_days WHERE kind = 2 AND entity_id = $1', [productId])).toBe(0);
    const after = await ok(stats(owner, 'from=2026-11-27&to=2026-11-28'));
    expect(after.products).toEqual([]);
    expect(after.totals).toMatchObject({ views: 7, likes: 1, unlikes: 1 });
  });
});
