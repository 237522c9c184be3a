import {
  DEFAULT_PLACE,
  type FeedPage,
  type ReviewPage,
  type ReviewResult,
  reviewPageSchema,
  reviewResultSchema,
  type SearchResult,
} from '@sefer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './engage-helpers.ts';
import { makeCompany, makePlace, makeProduct, offset } from './factories.ts';
import { buildTestApp, targets } from './helper.ts';

const here = { lat: DEFAULT_PLACE.lat, lng: DEFAULT_PLACE.lng };
type Headers = Record<string, string>;
const TABLE = { 0: 'companies', 2: 'products', 3: 'places' } as const;

describe.each(targets)('reviews on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(target);
  });
  afterAll(() => ctx?.close());

  const review = (kind: number, id: number, payload: unknown, headers: Headers = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v2/engage/reviews/${kind}/${id}`,
      payload: payload as object,
      headers,
    });
  const reviewOk = async (kind: number, id: number, payload: unknown, headers: Headers) => {
    const res = await review(kind, id, payload, headers);
    expect(res.statusCode, res.body).toBe(200);
    return reviewResultSchema.parse(res.json()) as ReviewResult;
  };
  const reviews = async (kind: number, id: number, query = '', headers: Headers = {}) => {
    const res = await ctx.app.inject({ url: `/api/v2/engage/reviews/${kind}/${id}?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return reviewPageSchema.parse(res.json()) as ReviewPage;
  };
  const stored = async (kind: 0 | 2 | 3, id: number) => {
    const [row] = await ctx.db.query<{ rating: number | null; count: number; sum: number }>(
      `SELECT rating_avg::float8 AS rating, rating_count AS count, rating_sum AS sum FROM ${TABLE[kind]} WHERE id = $1`,
      [id],
    );
    const [entry] = await ctx.db.query<{ rating: number | null; count: number }>(
      'SELECT rating_avg::float8 AS rating, rating_count AS count FROM feed_entries WHERE kind = $1 AND id = $2',
      [kind, id],
    );
    return { ...row, feed: entry };
  };
  const reviewCount = async () =>
    Number((await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews'))[0]?.n);
  const newCompany = () => makeCompany(ctx.db, offset(here, 200, 200));

  describe('writing', () => {
    it('refuses a visitor with 401, whatever the body, and writes nothing', async () => {
      const id = await newCompany();
      const before = await reviewCount();
      for (const payload of [{ rating: 4, text: 'Nice' }, { rating: 0 }, {}]) {
        const res = await review(0, id, payload);
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toBe('unauthorized');
      }
      const forged = await review(0, id, { rating: 5 }, { authorization: 'Bearer a.b.c', 'x-user-id': '1' });
      expect(forged.statusCode).toBe(401);
      expect(await reviewCount()).toBe(before);
      expect(await stored(0, id)).toMatchObject({ rating: null, count: 0 });
    });

    it('refuses a rating of 0 or 6, a fraction, a string, too long a text or unknown fields with 400', async () => {
      const id = await newCompany();
      const user = await signedInUser(ctx.app, ctx.db);
      const before = await reviewCount();
      const cases: [unknown, string][] = [
        [{ rating: 0 }, 'rating'],
        [{ rating: 6 }, 'rating'],
        [{ rating: -1 }, 'rating'],
        [{ rating: 3.5 }, 'rating'],
        [{ rating: '4' }, 'rating'],
        [{ text: 'no rating' }, 'rating'],
        [{ rating: 4, text: 'x'.repeat(1001) }, 'text'],
        [{ rating: 4, text: 12 }, 'text'],
        [{ rating: 4, userId: 1 }, 'request'],
      ];
      for (const [payload, field] of cases) {
        const res = await review(0, id, payload, user.headers);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        const body = res.json();
        expect(body.error).toBe('bad_request');
        if (field !== 'request')
          expect(body.fields, JSON.stringify(payload)).toMatchObject({ [field]: `invalid_${field}` });
      }
      const notJson = await ctx.app.inject({
        method: 'POST',
        url: `/api/v2/engage/reviews/0/${id}`,
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload: '{"rating": 5',
      });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().error).toBe('bad_request');
      expect(await reviewCount()).toBe(before);
      expect(await stored(0, id)).toMatchObject({ rating: null, count: 0, sum: 0 });
    });

    it('accepts 1,000 characters, trims the text and stores blank text as none', async () => {
      const id = await newCompany();
      const user = await signedInUser(ctx.app, ctx.db);
      const long = await reviewOk(0, id, { rating: 5, text: ` ${'ሀ'.repeat(1000)} ` }, user.headers);
      expect(long.review.text).toBe('ሀ'.repeat(1000));
      const blank = await reviewOk(0, id, { rating: 1, text: '   ' }, user.headers);
      expect(blank.review.text).toBeNull();
      const none = await reviewOk(0, id, { rating: 2 }, user.headers);
      expect(none.review).toMatchObject({ rating: 2, text: null, isMine: true });
    });

    it('replaces the first review with the second, and the average follows', async () => {
      const id = await makeProduct(ctx.db, { companyId: await newCompany() });
      const abebe = await signedInUser(ctx.app, ctx.db);
      const almaz = await signedInUser(ctx.app, ctx.db);

      const first = await reviewOk(2, id, { rating: 5, text: 'Great macchiato' }, abebe.headers);
      expect(first).toMatchObject({ kind: 2, id, replaced: false, rating: 5, ratingCount: 1 });
      expect(first.review).toMatchObject({ rating: 5, text: 'Great macchiato', isMine: true });

      const second = await reviewOk(2, id, { rating: 2 }, almaz.headers);
      expect(second).toMatchObject({ replaced: false, rating: 3.5, ratingCount: 2 });

      const again = await reviewOk(2, id, { rating: 3, text: 'Cold this time' }, abebe.headers);
      expect(again).toMatchObject({ replaced: true, rating: 2.5, ratingCount: 2 });
      expect(again.review.id).toBe(first.review.id);
      expect(await stored(2, id)).toEqual({ rating: 2.5, count: 2, sum: 5, feed: { rating: 2.5, count: 2 } });

      const page = await reviews(2, id, '', abebe.headers);
      expect(page.items.map((r) => [r.rating, r.text, r.isMine])).toEqual([
        [3, 'Cold this time', true],
        [2, null, false],
      ]);
      expect(page).toMatchObject({ rating: 2.5, ratingCount: 2, hasMore: false });
      expect(page.mine).toMatchObject({ id: first.review.id, rating: 3, text: 'Cold this time' });
    });

    it('answers 404 for a subject that does not exist and 400 for a bad kind or id', async () => {
      const user = await signedInUser(ctx.app, ctx.db);
      for (const kind of [0, 2, 3]) {
        const res = await review(kind, 987654321, { rating: 4 }, user.headers);
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe('not_found');
        const read = await ctx.app.inject(`/api/v2/engage/reviews/${kind}/987654321`);
        expect(read.statusCode).toBe(404);
      }
      for (const url of [
        '/api/v2/engage/reviews/1/5',
        '/api/v2/engage/reviews/0/abc',
        '/api/v2/engage/reviews/0/0',
      ]) {
        const read = await ctx.app.inject(url);
        const write = await ctx.app.inject({
          method: 'POST',
          url,
          payload: { rating: 4 },
          headers: user.headers,
        });
        for (const res of [read, write]) {
          expect(res.statusCode, url).toBe(400);
          expect(res.json().error).toBe('bad_request');
        }
      }
    });

    it('answers 401 for a valid token of an account deleted since', async () => {
      const id = await newCompany();
      const user = await signedInUser(ctx.app, ctx.db);
      await ctx.db.query('DELETE FROM users WHERE id = $1', [user.id]);
      const res = await review(0, id, { rating: 4 }, user.headers);
      expect(res.statusCode).toBe(401);
      expect(await stored(0, id)).toMatchObject({ count: 0 });
    });

    it('counts concurrent reviews of one subject exactly', async () => {
      const id = await makePlace(ctx.db, offset(here, 10, 10));
      const users = await Promise.all(Array.from({ length: 8 }, () => signedInUser(ctx.app, ctx.db)));
      const ratings = [1, 2, 3, 4, 5, 5, 4, 4];
      const answers = await Promise.all(
        users.map((u, i) => review(3, id, { rating: ratings[i] }, u.headers)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(ratings.map(() => 200));
      expect(await stored(3, id)).toEqual({
        rating: 3.5,
        count: 8,
        sum: 28,
        feed: { rating: 3.5, count: 8 },
      });
    });
  });

  describe('reading', () => {
    it('pages reviews newest first, names authors without their phone numbers', async () => {
      const id = await newCompany();
      const writers = [];
      for (let i = 0; i < 3; i++) writers.push(await signedInUser(ctx.app, ctx.db));
      await ctx.db.query(`UPDATE users SET first_name = 'Abebe', last_name = 'Bikila' WHERE id = $1`, [
        writers[0]?.id,
      ]);
      await ctx.db.query(`UPDATE users SET first_name = NULL, user_name = 'almaz_t' WHERE id = $1`, [
        writers[1]?.id,
      ]);
      await ctx.db.query(`UPDATE users SET first_name = NULL, last_name = 'X' WHERE id = $1`, [
        writers[2]?.id,
      ]);
      for (const [i, w] of writers.entries()) {
        await reviewOk(0, id, { rating: 3 + i, text: `Review ${i}` }, w.headers);
        // Distinct times, so the order is the writing order.
        await ctx.db.query(
          `UPDATE reviews SET created_at = now() - make_interval(mins => $1) WHERE user_id = $2 AND entity_id = $3`,
          [10 - i, w.id, id],
        );
      }
      const first = await reviews(0, id, 'limit=2');
      expect(first.items.map((r) => [r.text, r.author, r.isMine])).toEqual([
        ['Review 2', null, false],
        ['Review 1', 'almaz_t', false],
      ]);
      expect(first).toMatchObject({
        page: 1,
        limit: 2,
        hasMore: true,
        rating: 4,
        ratingCount: 3,
        mine: null,
      });
      const second = await reviews(0, id, 'limit=2&page=2');
      expect(second.items.map((r) => r.author)).toEqual(['Abebe B.']);
      expect(second.hasMore).toBe(false);

      const phones = await ctx.db.query<{ phone: string }>(
        'SELECT phone FROM users WHERE id = ANY($1::bigint[])',
        [writers.map((w) => w.id)],
      );
      const raw = (await ctx.app.inject(`/api/v2/engage/reviews/0/${id}`)).body;
      for (const { phone } of phones) expect(raw).not.toContain(phone.slice(4));
      expect(Object.keys(JSON.parse(raw).items[0]).sort()).toEqual(
        ['author', 'authorImage', 'createdAt', 'formerUser', 'id', 'isMine', 'rating', 'text'].sort(),
      );

      const empty = await reviews(0, await newCompany());
      expect(empty).toEqual({
        items: [],
        page: 1,
        limit: 10,
        hasMore: false,
        rating: null,
        ratingCount: 0,
        mine: null,
      });
      expect((await ctx.app.inject(`/api/v2/engage/reviews/0/${id}?limit=51`)).statusCode).toBe(400);
    });
  });

  describe('ratings elsewhere', () => {
    it('cards in the feeds, the search feed and My Likes, search results and detail screens show the rating the reviews make', async () => {
      const point = offset(here, 150, -150);
      const companyId = await makeCompany(ctx.db, { ...point, name: 'Yod Abyssinia Cultural' });
      const user = await signedInUser(ctx.app, ctx.db);
      const other = await signedInUser(ctx.app, ctx.db);
      await reviewOk(0, companyId, { rating: 4 }, user.headers);
      await reviewOk(0, companyId, { rating: 5 }, other.headers);

      const feed = (
        await ctx.app.inject(
          `/api/v2/home/aroundYou?lat=${point.lat}&lng=${point.lng}&types=company&limit=50`,
        )
      ).json() as FeedPage;
      const card = { id: companyId, rating: 4.5, ratingCount: 2 };
      expect(feed.items.find((i) => i.id === companyId)).toMatchObject(card);
      const searchFeed = (
        await ctx.app.inject(`/api/v2/search/feed?key=Yod%20Abyssinia&lat=${point.lat}&lng=${point.lng}`)
      ).json() as FeedPage;
      expect(searchFeed.items.find((i) => i.type === 'company' && i.id === companyId)).toMatchObject(card);
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/api/v2/engage/likeEntity/0/${companyId}`,
            headers: user.headers,
          })
        ).statusCode,
      ).toBe(200);
      const liked = (
        await ctx.app.inject({
          url: `/api/v2/engage/myLikes?lat=${point.lat}&lng=${point.lng}`,
          headers: user.headers,
        })
      ).json() as FeedPage;
      expect(liked.items).toEqual([expect.objectContaining({ ...card, isLiked: true })]);

      const search = (
        await ctx.app.inject(`/api/v2/search/all?key=Yod%20Abyssinia&lat=${point.lat}&lng=${point.lng}`)
      ).json() as SearchResult[];
      expect(search.find((r) => r.type === 'company' && r.id === companyId)?.rating).toBe(4.5);

      const detail = (await ctx.app.inject(`/api/v2/company/${companyId}`)).json();
      expect(detail).toMatchObject({ rating: 4.5, ratingCount: 2 });

      // Popularity (the Popular feed's key) moves with the rating.
      const [before] = await ctx.db.query<{ popularity: number }>(
        'SELECT popularity FROM feed_entries WHERE kind = 0 AND id = $1',
        [companyId],
      );
      await reviewOk(0, companyId, { rating: 1 }, other.headers);
      const [after] = await ctx.db.query<{ popularity: number }>(
        'SELECT popularity FROM feed_entries WHERE kind = 0 AND id = $1',
        [companyId],
      );
      expect(Number(after?.popularity)).toBeLessThan(Number(before?.popularity));
    });

    it("a deleted account's reviews stay as a former user's until removed, and the average follows; a deleted subject's reviews go", async () => {
      const id = await newCompany();
      const stays = await signedInUser(ctx.app, ctx.db);
      const leaves = await signedInUser(ctx.app, ctx.db);
      await reviewOk(0, id, { rating: 2 }, stays.headers);
      await reviewOk(0, id, { rating: 5 }, leaves.headers);
      expect(await stored(0, id)).toMatchObject({ rating: 3.5, count: 2 });
      await ctx.db.query('DELETE FROM users WHERE id = $1', [leaves.id]);
      expect(await stored(0, id)).toMatchObject({ rating: 3.5, count: 2, sum: 7 });
      const authors = await ctx.db.query(
        'SELECT rating, user_id IS NULL AS former FROM reviews WHERE kind = 0 AND entity_id = $1 ORDER BY rating',
        [id],
      );
      expect(authors).toEqual([
        { rating: 2, former: false },
        { rating: 5, former: true },
      ]);
      // Removed (account deletion's "also remove my reviews"): the average follows.
      await ctx.db.query('DELETE FROM reviews WHERE kind = 0 AND entity_id = $1 AND user_id IS NULL', [id]);
      expect(await stored(0, id)).toMatchObject({ rating: 2, count: 1, sum: 2 });
      await ctx.db.query('DELETE FROM reviews WHERE user_id = $1', [stays.id]);
      expect(await stored(0, id)).toMatchObject({ rating: null, count: 0, sum: 0 });

      const productId = await makeProduct(ctx.db, { companyId: id });
      const user = await signedInUser(ctx.app, ctx.db);
      await reviewOk(2, productId, { rating: 4 }, user.headers);
      await reviewOk(0, id, { rating: 4 }, user.headers);
      await ctx.db.query('DELETE FROM companies WHERE id = $1', [id]);
      const left = await ctx.db.query('SELECT 1 FROM reviews WHERE user_id = $1', [user.id]);
      expect(left).toEqual([]);
    });
  });
});
