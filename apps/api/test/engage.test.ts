import {
  DEFAULT_PLACE,
  type FeedPage,
  feedItemSchema,
  type LikeResult,
  likeResultSchema,
  type ViewResult,
} from '@sefer/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from './auth-helpers.ts';
import { signedInUser } from './engage-helpers.ts';
import { makeCompany, makePlace, makeProduct, offset } from './factories.ts';
import { buildTestApp, targets } from './helper.ts';

const here = { lat: DEFAULT_PLACE.lat, lng: DEFAULT_PLACE.lng };
type Headers = Record<string, string>;
const TABLE = { 0: 'companies', 2: 'products', 3: 'places' } as const;
const device = (n: number) => ({ 'x-device-id': `web-${String(n).padStart(32, '0')}` });
/** An anonymous visitor: a client address of its own (the device id it claims does not count). */
type Visitor = { headers?: Headers; remoteAddress?: string };
const visitor = (n: number): Visitor => ({ remoteAddress: `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}` });

describe.each(targets)('likes, views and trending on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(target);
  });
  afterAll(() => ctx?.close());

  const post = (url: string, headers: Headers = {}) => ctx.app.inject({ method: 'POST', url, headers });
  const like = (kind: number, id: number, headers: Headers) =>
    post(`/api/v2/engage/likeEntity/${kind}/${id}`, headers);
  const unlike = (kind: number, id: number, headers: Headers) =>
    post(`/api/v2/engage/unlikeEntity/${id}?kind=${kind}`, headers);
  const view = (kind: number, id: number, who: Visitor = {}) =>
    ctx.app.inject({ method: 'POST', url: `/api/v2/view/${kind}/${id}`, ...who });
  const myLikes = async (headers: Headers, query = '') => {
    const res = await ctx.app.inject({ url: `/api/v2/engage/myLikes?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FeedPage;
  };
  const entity = async (kind: 0 | 2 | 3, id: number) => {
    const [row] = await ctx.db.query<{ likes: number; views: number; trend: number }>(
      `SELECT likes, views, trend FROM ${TABLE[kind]} WHERE id = $1`,
      [id],
    );
    return row as { likes: number; views: number; trend: number };
  };
  const likeRows = async (kind: number, id: number) =>
    Number(
      (
        await ctx.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM likes WHERE kind = $1 AND entity_id = $2',
          [kind, id],
        )
      )[0]?.n,
    );
  const newCompany = (name?: string) => makeCompany(ctx.db, { ...offset(here, 300, 200), name });

  describe('like, unlike and myLikes', () => {
    it('likes a company, a product and a place, lists them newest first, and unlikes one', async () => {
      const user = await signUp(ctx.app);
      const headers = { authorization: `Bearer ${user.accessToken}` };
      const companyId = await newCompany('Liked Cafe');
      const productId = await makeProduct(ctx.db, { companyId, name: 'Liked Macchiato' });
      const placeId = await makePlace(ctx.db, { ...offset(here, 0, 500), name: 'Liked Park' });

      for (const [kind, id] of [
        [0, companyId],
        [2, productId],
        [3, placeId],
      ] as const) {
        const res = await like(kind, id, headers);
        expect(res.statusCode, res.body).toBe(200);
        expect(likeResultSchema.parse(res.json())).toEqual({ kind, id, liked: true, likes: 1 });
        expect((await entity(kind, id)).likes).toBe(1);
      }

      const page = await myLikes(headers, `lat=${here.lat}&lng=${here.lng}`);
      expect(page.items.map((i) => [i.type, i.id])).toEqual([
        ['place', placeId],
        ['product', productId],
        ['company', companyId],
      ]);
      for (const item of page.items) {
        expect(feedItemSchema.parse(item)).toEqual(item);
        expect(item).toMatchObject({ isLiked: true, likes: 1 });
      }
      expect(page.items[0]?.distance).toBeGreaterThan(480);
      expect(page.items[0]?.distance).toBeLessThan(520);
      expect(page.items[1]).toMatchObject({ name: 'Liked Macchiato', companyId, companyName: 'Liked Cafe' });
      expect(page).toMatchObject({ page: 1, limit: 10, hasMore: false });

      const res = await unlike(2, productId, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ kind: 2, id: productId, liked: false, likes: 0 });
      expect((await entity(2, productId)).likes).toBe(0);
      expect((await myLikes(headers)).items.map((i) => i.id)).toEqual([placeId, companyId]);
    });

    it('keeps one like when liking twice, and unliking twice takes it away once', async () => {
      const user = await signedInUser(ctx.app, ctx.db);
      const other = await signedInUser(ctx.app, ctx.db);
      const id = await newCompany();
      await like(0, id, other.headers);
      for (let i = 0; i < 2; i++) {
        const res = (await like(0, id, user.headers)).json() as LikeResult;
        expect(res).toMatchObject({ liked: true, likes: 2 });
      }
      expect(await likeRows(0, id)).toBe(2);
      for (let i = 0; i < 2; i++) {
        const res = (await unlike(0, id, user.headers)).json() as LikeResult;
        expect(res).toMatchObject({ liked: false, likes: 1 });
      }
      expect(await likeRows(0, id)).toBe(1);
      expect((await entity(0, id)).likes).toBe(1);
    });

    it('counts 20 simultaneous likes by 20 users exactly, and 20 more unlikes back to zero', async () => {
      const id = await makePlace(ctx.db, { ...offset(here, 100, 100) });
      const users = await Promise.all(Array.from({ length: 20 }, () => signedInUser(ctx.app, ctx.db)));
      const liked = await Promise.all(users.map((u) => like(3, id, u.headers)));
      expect(liked.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      expect((await entity(3, id)).likes).toBe(20);
      expect(await likeRows(3, id)).toBe(20);
      // Each user likes again while also unliking: every pair ends either way, and the count matches the rows.
      await Promise.all(users.flatMap((u) => [unlike(3, id, u.headers), like(3, id, u.headers)]));
      expect((await entity(3, id)).likes).toBe(await likeRows(3, id));
      await Promise.all(users.map((u) => unlike(3, id, u.headers)));
      expect((await entity(3, id)).likes).toBe(0);
      expect(await likeRows(3, id)).toBe(0);
    });

    it('stays consistent when one user likes and unlikes the same thing at once, many times', async () => {
      const user = await signedInUser(ctx.app, ctx.db);
      const id = await newCompany();
      await Promise.all(
        Array.from({ length: 10 }, () => [like(0, id, user.headers), unlike(0, id, user.headers)]).flat(),
      );
      const rows = await likeRows(0, id);
      expect(rows).toBeLessThanOrEqual(1);
      expect((await entity(0, id)).likes).toBe(rows);
      const listed = (await myLikes(user.headers)).items.filter((i) => i.id === id && i.type === 'company');
      expect(listed).toHaveLength(rows);
    });

    it('pages myLikes without repeats and measures from Piassa when no point is given', async () => {
      const user = await signedInUser(ctx.app, ctx.db);
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) {
        const id = await makePlace(ctx.db, { ...offset(here, 1000 + i * 10, 0) });
        ids.push(id);
        expect((await like(3, id, user.headers)).statusCode).toBe(200);
      }
      const pages = [
        await myLikes(user.headers, 'limit=5&page=1'),
        await myLikes(user.headers, 'limit=5&page=2'),
        await myLikes(user.headers, 'limit=5&page=3'),
      ];
      expect(pages.map((p) => [p.items.length, p.hasMore])).toEqual([
        [5, true],
        [5, true],
        [2, false],
      ]);
      expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual([...ids].reverse());
      expect(pages[0]?.items[0]?.distance).toBeGreaterThan(1000);
      expect(pages[0]?.items[0]?.distance).toBeLessThan(1200);
    });

    it('answers not_found for what does not exist, and changes nothing', async () => {
      const user = await signedInUser(ctx.app, ctx.db);
      const companyId = await newCompany();
      for (const res of [
        await like(2, 987654321, user.headers),
        // A company id is not a place id.
        await like(3, companyId + 1_000_000, user.headers),
        await unlike(0, 987654321, user.headers),
        await view(0, 987654321, { headers: { 'x-device-id': 'web-0123456789abcdef' } }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe('not_found');
      }
      expect(
        Number(
          (
            await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM likes WHERE user_id = $1', [
              user.id,
            ])
          )[0]?.n,
        ),
      ).toBe(0);
    });

    it('rejects a bad kind, id or missing unlike kind by schema with a field error', async () => {
      const user = await signedInUser(ctx.app, ctx.db);
      const cases: [string, string][] = [
        ['/api/v2/engage/likeEntity/1/5', 'kind'],
        ['/api/v2/engage/likeEntity/company/5', 'kind'],
        ['/api/v2/engage/likeEntity/0/abc', 'id'],
        ['/api/v2/engage/likeEntity/0/-3', 'id'],
        ['/api/v2/engage/likeEntity/0/99999999999999999999', 'id'],
        ['/api/v2/engage/unlikeEntity/5', 'kind'],
        ['/api/v2/engage/unlikeEntity/5?kind=7', 'kind'],
        ['/api/v2/view/9/5', 'kind'],
      ];
      for (const [url, field] of cases) {
        const res = await post(url, user.headers);
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toMatchObject({
          error: 'bad_request',
          fields: { [field]: `invalid_${field}` },
        });
      }
      const half = await ctx.app.inject({ url: '/api/v2/engage/myLikes?lat=9', headers: user.headers });
      expect(half.statusCode).toBe(400);
      expect(half.json().fields).toEqual({ lng: 'invalid_lng' });
    });

    it('answers 401 to anonymous and forged callers, whatever their path holds', async () => {
      const id = await newCompany();
      const forged = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('sefer')
        .setAudience('sefer-web')
        .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
        .sign(new TextEncoder().encode('not-our-secret-but-long-enough-to-sign-with'));
      for (const headers of [{}, { authorization: `Bearer ${forged}` }] as Headers[]) {
        for (const res of [
          await like(0, id, headers),
          await unlike(0, id, headers),
          await ctx.app.inject({ url: '/api/v2/engage/myLikes', headers }),
          // Sign-in is checked before the input, as on every signed-in call: a malformed path is still 401.
          await post('/api/v2/engage/likeEntity/9/abc', headers),
          await post('/api/v2/engage/unlikeEntity/abc?kind=9', headers),
        ]) {
          expect(res.statusCode).toBe(401);
          expect(res.json().error).toBe('unauthorized');
        }
      }
      expect(await entity(0, id)).toMatchObject({ likes: 0 });
      expect(await likeRows(0, id)).toBe(0);
    });

    it('answers 401, not a failure, to a valid token of an account deleted since', async () => {
      const user = await signedInUser(ctx.app, ctx.db);
      const id = await newCompany();
      await ctx.db.query('DELETE FROM users WHERE id = $1', [user.id]);
      for (const res of [await like(0, id, user.headers), await view(0, id, { headers: user.headers })]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toBe('unauthorized');
      }
      expect(await entity(0, id)).toMatchObject({ likes: 0, views: 0, trend: Number.NEGATIVE_INFINITY });
    });
  });

  describe('views', () => {
    it('counts an anonymous view once per client address and day, and a user once an hour', async () => {
      const id = await newCompany();
      const user = await signedInUser(ctx.app, ctx.db);
      const signedIn = { headers: user.headers, remoteAddress: visitor(1).remoteAddress };
      const answers: ViewResult[] = [];
      for (const who of [visitor(1), visitor(1), visitor(2), signedIn, signedIn]) {
        const res = await view(0, id, who);
        expect(res.statusCode, res.body).toBe(200);
        answers.push(res.json());
      }
      expect(answers.map((a) => [a.counted, a.views])).toEqual([
        [true, 1],
        [false, 1],
        [true, 2],
        [true, 3],
        [false, 3],
      ]);
      const rows = await ctx.db.query<{
        user_id: number | null;
        device_id: string | null;
        address_key: string;
      }>('SELECT user_id, device_id, address_key FROM views WHERE kind = 0 AND entity_id = $1 ORDER BY id', [
        id,
      ]);
      expect(rows.map((r) => [r.user_id === null ? null : Number(r.user_id), r.device_id])).toEqual([
        [null, null],
        [null, null],
        [user.id, null],
      ]);
      // The address is kept only as a keyed hash.
      for (const r of rows.slice(0, 2)) expect(r.address_key).toMatch(/^[\w-]{22}$/);
      expect(JSON.stringify(rows)).not.toContain('10.77.');

      // An hour later the user counts again; the address only the next day.
      await ctx.db.query(
        `UPDATE views SET created_at = created_at - interval '61 minutes' WHERE kind = 0 AND entity_id = $1`,
        [id],
      );
      expect((await view(0, id, signedIn)).json()).toMatchObject({ counted: true, views: 4 });
      expect((await view(0, id, visitor(1))).json()).toMatchObject({ counted: false, views: 4 });
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + 24 * 3600 * 1000);
        expect((await view(0, id, visitor(1))).json()).toMatchObject({ counted: true, views: 5 });
      } finally {
        vi.useRealTimers();
      }
      expect((await entity(0, id)).views).toBe(5);
    });

    it('moves a rank by one view however many device ids one address invents', async () => {
      const rigged = await newCompany();
      const honest = await newCompany();
      await view(0, honest, visitor(41));
      for (let n = 0; n < 200; n += 20) {
        await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            view(0, rigged, { ...visitor(40), headers: { 'x-device-id': `web-rigged-${n + i}-0000000000` } }),
          ),
        );
      }
      const [a, b] = [await entity(0, rigged), await entity(0, honest)];
      expect(a.views).toBe(1);
      expect(a.trend).toBeCloseTo(b.trend, 3);
    });

    it('counts a reload storm from one address once', async () => {
      const id = await makeProduct(ctx.db, { companyId: await newCompany() });
      const answers = await Promise.all(
        Array.from({ length: 15 }, () => view(2, id, { ...visitor(7), headers: device(7) })),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(15).fill(200));
      expect(answers.filter((r) => (r.json() as ViewResult).counted)).toHaveLength(1);
      expect((await entity(2, id)).views).toBe(1);
    });

    it('refuses a malformed device id and counts nothing', async () => {
      const id = await newCompany();
      const bad = await view(0, id, { ...visitor(8), headers: { 'x-device-id': 'x' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('bad_request');
      expect(await entity(0, id)).toMatchObject({ views: 0, trend: Number.NEGATIVE_INFINITY });
      expect((await view(0, 987654321, visitor(8))).statusCode).toBe(404);
    });
  });

  describe('in the home feeds', () => {
    it('shows a like as isLiked with the new count, and views move an item up Trending', async () => {
      const spot = { lat: 9.1, lng: 38.9 };
      const quiet = await makeCompany(ctx.db, { ...offset(spot, 100, 0), name: 'Quiet' });
      const busy = await makeCompany(ctx.db, { ...offset(spot, 300, 0), name: 'Busy' });
      const user = await signedInUser(ctx.app, ctx.db);
      const feed = async (path: string, headers: Headers = {}) => {
        const res = await ctx.app.inject({
          url: `/api/v2/home/${path}?lat=${spot.lat}&lng=${spot.lng}&r=1000&types=company`,
          headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as FeedPage).items;
      };
      await like(0, busy, user.headers);
      const around = await feed('aroundYou', user.headers);
      expect(around.map((i) => [i.id, i.isLiked, i.likes])).toEqual([
        [quiet, false, 0],
        [busy, true, 1],
      ]);
      for (const n of [31, 32]) await view(0, quiet, visitor(n));
      // One like (weight 3) outweighs two views (weight 2); four views outweigh it.
      expect((await feed('trending')).map((i) => i.id)).toEqual([busy, quiet]);
      await view(0, quiet, visitor(33));
      await view(0, quiet, visitor(34));
      expect((await feed('trending')).map((i) => i.id)).toEqual([quiet, busy]);
    });
  });

  describe('trending score', () => {
    it('rises with each view, a like three times as much, and an unlike does not lower it', async () => {
      const a = await newCompany();
      const b = await newCompany();
      const user = await signedInUser(ctx.app, ctx.db);
      expect((await entity(0, a)).trend).toBe(Number.NEGATIVE_INFINITY);
      await view(0, a, visitor(11));
      const afterView = (await entity(0, a)).trend;
      expect(Number.isFinite(afterView)).toBe(true);
      await view(0, a, visitor(12));
      // Two equal contributions at (almost) the same moment: ln 2 higher.
      expect((await entity(0, a)).trend - afterView).toBeCloseTo(Math.LN2, 3);

      await like(0, b, user.headers);
      const liked = (await entity(0, b)).trend;
      expect(liked - afterView).toBeCloseTo(Math.log(3), 3);
      await unlike(0, b, user.headers);
      expect((await entity(0, b)).trend).toBe(liked);
    });

    it('ranks a little engagement today above much more of it ten days ago', async () => {
      const old = await newCompany('Old favourite');
      const fresh = await newCompany('New buzz');
      // 40 views ten days ago (bumped at that time), 3 views now through the API.
      await ctx.db.query(
        `UPDATE companies SET views = 40, trend = (
           SELECT sefer_bump_trend(sefer_bump_trend('-Infinity', 40, now() - interval '10 days'), 1, now() - interval '11 days'))
         WHERE id = $1`,
        [old],
      );
      for (const n of [21, 22, 23]) await view(0, fresh, visitor(n));
      const rows = await ctx.db.query<{ id: number }>(
        'SELECT id FROM companies WHERE id IN ($1, $2) ORDER BY trend DESC',
        [old, fresh],
      );
      expect(rows.map((r) => Number(r.id))).toEqual([fresh, old]);
      // The bumps equal the direct sum ln(Σ e^x) of forward decay.
      const [cmp] = await ctx.db.query<{ lse: number; direct: number }>(
        `SELECT sefer_bump_trend(sefer_bump_trend('-Infinity', 1, '2026-03-01T00:00:00Z'), 1, '2026-03-04T00:00:00Z') AS lse,
                ln(exp((extract(epoch FROM timestamptz '2026-03-01T00:00:00Z') - 1767225600) / 259200.0)
                 + exp((extract(epoch FROM timestamptz '2026-03-04T00:00:00Z') - 1767225600) / 259200.0))::float8 AS direct`,
      );
      expect(cmp?.lse).toBeCloseTo(Number(cmp?.direct), 9);
    });

    it('never overflows or fails on far-apart contributions', async () => {
      const [row] = await ctx.db.query<{ a: number; b: number }>(
        `SELECT sefer_bump_trend(1e6, 1, now()) AS a, sefer_bump_trend(sefer_bump_trend('-Infinity', 1, now()), 1, '2000-01-01') AS b`,
      );
      expect(row?.a).toBe(1e6);
      expect(Number.isFinite(row?.b)).toBe(true);
    });
  });
});
