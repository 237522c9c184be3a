import { DEFAULT_PLACE, type FeedPage, feedItemSchema, topTagsSchema } from '@sefer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/client.ts';
import { forYouQuery } from '../src/modules/feed/feed.repository.ts';
import { signUp } from './auth-helpers.ts';
import { makeCompany, makePlace, makeProduct, offset } from './factories.ts';
import { buildTestApp, targets } from './helper.ts';

const here = { lat: DEFAULT_PLACE.lat, lng: DEFAULT_PLACE.lng };
const DAY = 86_400_000;
const FEEDS = ['new', 'aroundYou', 'trending', 'popular', 'forYou'] as const;
const TABLE = { company: 'companies', product: 'products', place: 'places' } as const;
const KIND = { company: 0, product: 2, place: 3 } as const;
type Ref = { type: keyof typeof KIND; id: number };

/** A like as the engage calls record it: the row, the count and a trending bump of weight 3. */
async function like(db: Queryable, userId: number, item: Ref, at = new Date()) {
  await db.query('INSERT INTO likes (user_id, kind, entity_id, created_at) VALUES ($1, $2, $3, $4)', [
    userId,
    KIND[item.type],
    item.id,
    at.toISOString(),
  ]);
  await db.query(
    `UPDATE ${TABLE[item.type]} SET likes = likes + 1, trend = sefer_bump_trend(trend, 3, $2) WHERE id = $1`,
    [item.id, at.toISOString()],
  );
}

/** Views as the view call records them: the count and a trending bump of weight 1 each. */
async function view(db: Queryable, item: Ref, times: number, at = new Date()) {
  for (let i = 0; i < times; i++) {
    await db.query(
      `UPDATE ${TABLE[item.type]} SET views = views + 1, trend = sefer_bump_trend(trend, 1, $2) WHERE id = $1`,
      [item.id, at.toISOString()],
    );
  }
}

describe.each(targets)('discovery home feeds on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let token: string;
  let userId: number;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const feed = async (path: string, query = '', headers: Record<string, string> = auth()) => {
    const res = await get(`/api/v2/home/${path}?lat=${here.lat}&lng=${here.lng}&${query}`, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as FeedPage;
  };
  const names = (page: FeedPage) => page.items.map((i) => i.name);
  /** A user's For You weights as kept on their row, and as worked out afresh. */
  const keptWeights = async (id: number) => {
    const [row] = await ctx.db.query<{ kept: unknown; fresh: unknown }>(
      'SELECT for_you_weights AS kept, sefer_for_you_weights(id, interests) AS fresh FROM users WHERE id = $1',
      [id],
    );
    return { kept: row?.kept, fresh: row?.fresh };
  };
  const ref = (page: FeedPage, name: string): Ref => {
    const item = page.items.find((i) => i.name === name);
    if (!item) throw new Error(`${name} not in the page`);
    return { type: item.type, id: item.id };
  };

  beforeAll(async () => {
    ctx = await buildTestApp(target);
    const { db } = ctx;
    // Companies north, 200 m apart, alternating cafe and pharmacy; one product each; places east.
    for (let i = 0; i < 8; i++) {
      const tag = i % 2 === 0 ? 'coffee' : 'pharmacy';
      const id = await makeCompany(db, {
        ...offset(here, 200 + i * 200, 0),
        name: `${tag} company ${i}`,
        tags: [tag],
        createdAt: new Date(Date.now() - i * DAY),
      });
      await makeProduct(db, {
        companyId: id,
        name: `${tag} product ${i}`,
        tags: [tag],
        createdAt: new Date(Date.now() - i * DAY - 1000),
      });
      await makePlace(db, {
        ...offset(here, 0, 150 + i * 200),
        name: `bakery place ${i}`,
        tags: i < 6 ? ['bakery', 'atm'] : ['atm'],
        createdAt: new Date(Date.now() - (i + 10) * DAY),
      });
    }
    // Outside the default 10 km radius.
    await makeCompany(db, { ...offset(here, 0, -30_000), name: 'far company', tags: ['hotel'] });
    await makePlace(db, { ...offset(here, 25_000, 0), name: 'far place', tags: ['hotel'] });
    const user = await signUp(ctx.app);
    token = user.accessToken;
    const profile = await get('/api/v2/user/profile', auth());
    userId = profile.body.id;
  });
  afterAll(() => ctx?.close());

  it.each(FEEDS)('%s: every item within the radius, typed filters, pages without repeats', async (path) => {
    for (const types of ['', 'company', 'product,place', 'company,product,place']) {
      const seen = new Set<string>();
      let pageNo = 1;
      let page: FeedPage;
      do {
        page = await feed(path, `limit=4&page=${pageNo}${types ? `&types=${types}` : ''}`);
        expect(page.items.length).toBeLessThanOrEqual(4);
        for (const item of page.items) {
          expect(feedItemSchema.parse(item)).toEqual(item);
          expect(item.distance).toBeLessThanOrEqual(10_000);
          if (types) expect(types.split(',')).toContain(item.type);
          const key = `${item.type}:${item.id}`;
          expect(seen.has(key), `${path} ${types} repeats ${key}`).toBe(false);
          seen.add(key);
        }
        pageNo++;
      } while (page.hasMore);
      const expected = { '': 24, company: 8, 'product,place': 16, 'company,product,place': 24 }[types];
      expect(seen.size, `${path} ${types}`).toBe(expected);
    }
  });

  it.each(FEEDS)('%s keeps to a small radius (radius-first plan) and a wide one', async (path) => {
    const near = (await feed(path, 'limit=50&r=450')).items;
    expect(near.length).toBeGreaterThan(0);
    expect(near.every((i) => i.distance <= 450)).toBe(true);
    expect(names({ items: near } as FeedPage)).toEqual(
      expect.arrayContaining(['coffee company 0', 'bakery place 0', 'bakery place 1']),
    );
    // 1.5 km: the 0.02° grid; the same items as nearest-first finds.
    const mid = (await feed(path, 'limit=50&r=1500')).items;
    const midAround = (await feed('aroundYou', 'limit=50&r=1500')).items;
    expect(mid.every((i) => i.distance <= 1500)).toBe(true);
    expect(new Set(mid.map((i) => `${i.type}:${i.id}`))).toEqual(
      new Set(midAround.map((i) => `${i.type}:${i.id}`)),
    );
    const wide = (await feed(path, 'limit=50&r=200000')).items;
    expect(wide.map((i) => i.name)).toEqual(expect.arrayContaining(['far company', 'far place']));
    expect(wide).toHaveLength(26);
  });

  it('forYou answers 401 signed out, and with a bad token', async () => {
    const anonymous = await get(`/api/v2/home/forYou?lat=${here.lat}&lng=${here.lng}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('unauthorized');
    const bad = await get(`/api/v2/home/forYou?lat=${here.lat}&lng=${here.lng}`, {
      authorization: 'Bearer a.b.c',
    });
    expect(bad.status).toBe(401);
    for (const path of ['new', 'aroundYou', 'trending', 'popular']) {
      expect((await get(`/api/v2/home/${path}?lat=${here.lat}&lng=${here.lng}`)).status).toBe(200);
    }
  });

  it('forYou follows the chosen interests, then the tags of what the user liked', async () => {
    const other = await signUp(ctx.app);
    const otherId = (await get('/api/v2/user/profile', { authorization: `Bearer ${other.accessToken}` })).body
      .id as number;
    const headers = { authorization: `Bearer ${other.accessToken}` };
    // No interests, no likes: nearest first.
    const plain = await feed('forYou', 'limit=3', headers);
    expect(names(plain)).toEqual(['bakery place 0', 'coffee company 0', 'coffee product 0']);

    await ctx.db.query(`UPDATE users SET interests = ARRAY['pharmacy'] WHERE id = $1`, [otherId]);
    const pharmacy = await feed('forYou', 'limit=6', headers);
    expect(pharmacy.items.every((i) => i.tags.split(' ').includes('pharmacy'))).toBe(true);
    // Distance still counts: the nearest pharmacy first.
    expect(pharmacy.items[0]?.name).toMatch(/pharmacy (company|product) 1/);

    await ctx.db.query('UPDATE users SET interests = NULL WHERE id = $1', [otherId]);
    const all = await feed('forYou', 'limit=50', headers);
    await like(ctx.db, otherId, ref(all, 'bakery place 5'));
    await like(ctx.db, otherId, ref(all, 'bakery place 4'));
    const liked = await feed('forYou', 'limit=6', headers);
    expect(liked.items.every((i) => i.tags.split(' ').includes('bakery'))).toBe(true);
    expect(
      liked.items
        .filter((i) => i.isLiked)
        .map((i) => i.name)
        .sort(),
    ).toEqual(
      liked.items
        .filter((i) => ['bakery place 4', 'bakery place 5'].includes(i.name))
        .map((i) => i.name)
        .sort(),
    );
  });

  it('forYou keeps its weights right through simultaneous likes, unlikes, interests, tag edits and deletions', async () => {
    const tags = [
      ['museum'],
      ['museum'],
      ['museum'],
      ['museum', 'garden'],
      ['garden'],
      ['cinema'],
      ['cinema'],
    ];
    const ids: number[] = [];
    for (const [i, t] of tags.entries()) {
      ids.push(
        await makePlace(ctx.db, { ...offset(here, 0, 6_000 + i * 10), name: `weights place ${i}`, tags: t }),
      );
    }
    try {
      const other = await signUp(ctx.app);
      const headers = { authorization: `Bearer ${other.accessToken}` };
      const id = (await get('/api/v2/user/profile', headers)).body.id as number;
      const post = (url: string) => ctx.app.inject({ method: 'POST', url, headers });
      /** The weights For You reads, checked against working them out afresh. */
      const weights = async () => {
        const { kept, fresh } = await keptWeights(id);
        expect(kept).toEqual(fresh);
        return kept;
      };
      expect(await weights()).toEqual({});

      // All seven likes at once (on PostgreSQL several transactions commit together): every one counts.
      const liked = await Promise.all(ids.map((pid) => post(`/api/v2/engage/likeEntity/3/${pid}`)));
      expect(liked.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
      expect(await weights()).toEqual({ museum: 2, garden: 1, cinema: 1 });

      await ctx.db.query(`UPDATE users SET interests = ARRAY['museum'] WHERE id = $1`, [id]);
      expect(await weights()).toEqual({ museum: 3, garden: 1, cinema: 1 });
      const forYou = await feed('forYou', 'limit=1', headers);
      expect(forYou.items[0]?.tags.split(' ')).toContain('museum');

      expect((await post(`/api/v2/engage/unlikeEntity/${ids[0]}?kind=3`)).statusCode).toBe(200);
      expect(await weights()).toEqual({ museum: 2.5, garden: 1, cinema: 1 });

      await ctx.db.query(`UPDATE places SET tags = ARRAY['zoo'] WHERE id = $1`, [ids[5]]);
      expect(await weights()).toEqual({ museum: 2.5, garden: 1, cinema: 0.5, zoo: 0.5 });

      await ctx.db.query('DELETE FROM places WHERE id = $1', [ids[6]]);
      expect(await weights()).toEqual({ museum: 2.5, garden: 1, zoo: 0.5 });
    } finally {
      await ctx.db.query('DELETE FROM places WHERE id = ANY($1::bigint[])', [ids]);
    }
  });

  it('forYou counts two likes by one user that commit at the same moment', async () => {
    const first = await makePlace(ctx.db, {
      ...offset(here, 0, 7_000),
      name: 'race place 1',
      tags: ['library'],
    });
    const second = await makePlace(ctx.db, {
      ...offset(here, 0, 7_010),
      name: 'race place 2',
      tags: ['theatre'],
    });
    try {
      const other = await signUp(ctx.app);
      const id = (await get('/api/v2/user/profile', { authorization: `Bearer ${other.accessToken}` })).body
        .id as number;
      const insertLike = (db: Queryable, place: number) =>
        db.query('INSERT INTO likes (user_id, kind, entity_id) VALUES ($1, 3, $2)', [id, place]);
      let locked = () => {};
      const userLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      // The first like's transaction holds the user's row while the second like commits and waits for it.
      const one = ctx.db.transaction(async (tx) => {
        await tx.query('UPDATE users SET for_you_weights = for_you_weights WHERE id = $1', [id]);
        locked();
        await released;
        await insertLike(tx, first);
      });
      await userLocked;
      const two = insertLike(ctx.db, second);
      if (target === 'postgres') {
        // PGlite runs one statement at a time: there the second like simply follows the first.
        for (let waited = 0; ; waited += 20) {
          const [row] = await ctx.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          if (row?.n) break;
          if (waited > 5_000) throw new Error('the second like never waited for the first');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      release();
      await Promise.all([one, two]);
      const { kept, fresh } = await keptWeights(id);
      expect(kept).toEqual({ library: 0.5, theatre: 0.5 });
      expect(kept).toEqual(fresh);
    } finally {
      await ctx.db.query('DELETE FROM places WHERE id = ANY($1::bigint[])', [[first, second]]);
    }
  });

  it('forYou weighs every tag of an item, past its first two', async () => {
    const placeId = await makePlace(ctx.db, {
      ...offset(here, 0, 5_000),
      name: 'many tags place',
      tags: ['atm', 'bakery', 'bank', 'fuel'],
    });
    try {
      const other = await signUp(ctx.app);
      const headers = { authorization: `Bearer ${other.accessToken}` };
      const profile = await get('/api/v2/user/profile', headers);
      await ctx.db.query(`UPDATE users SET interests = ARRAY['fuel'] WHERE id = $1`, [profile.body.id]);
      // 5 km away, yet the only item with an interest: (0.05 + 1) / 6 beats 0.05 next door.
      expect(names(await feed('forYou', 'limit=2', headers))[0]).toBe('many tags place');
    } finally {
      await ctx.db.query('DELETE FROM places WHERE id = $1', [placeId]);
    }
  });

  it('forYou reads its pool from the nearest-first indexes alone, for all types and for each type', async () => {
    await ctx.db.query('VACUUM (ANALYZE) feed_entries');
    for (const types of [['company', 'product', 'place'], ['product'], ['company', 'place']] as const) {
      const q = forYouQuery({ ...here, r: 10_000, offset: 0, take: 11, types, userId });
      // The table is small here, so the planner would rather read it whole: the test asks whether the
      // indexes can serve the pool by themselves (the 1,000,000-place plans are in bench/results).
      const plan = await ctx.db.transaction(async (tx) => {
        await tx.query(
          "SELECT set_config('enable_seqscan', 'off', true), set_config('enable_sort', 'off', true)",
        );
        return (await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${q.text}`, q.params))
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      });
      // `fe` is the pool's alias in the query (`fe_1`… in later branches): one scan of the whole
      // index for all types, else one per type.
      const pool =
        plan.match(/Index Only Scan using feed_entries_\w*pt_idx on feed_entries fe(_\d+)?\b/g) ?? [];
      expect(pool, plan).toHaveLength(types.length === 3 ? 1 : types.length);
      expect(plan).not.toMatch(/ Index Scan using \w+ on feed_entries fe(_\d+)?\b/);
    }
  });

  it('trending puts what was engaged with lately first, old engagement after, the rest last', async () => {
    const all = await feed('aroundYou', 'limit=50');
    const recent = ref(all, 'pharmacy company 7');
    const older = ref(all, 'coffee company 6');
    const lastWeek = new Date(Date.now() - 7 * DAY);
    // Older: far more engagement, but a week ago (τ = 3 days: e^(-7/3) ≈ 0.1 of its weight now).
    await view(ctx.db, older, 12, lastWeek);
    await like(ctx.db, userId, older, lastWeek);
    await view(ctx.db, recent, 3);
    const page = await feed('trending', 'limit=10&types=company');
    expect(names(page).slice(0, 2)).toEqual(['pharmacy company 7', 'coffee company 6']);
    // Everything else has never been engaged with (and liked items are marked).
    expect(page.items[1]?.isLiked).toBe(true);
    expect(page.items.slice(2).every((i) => !i.isLiked)).toBe(true);
  });

  it('popular orders by all-time likes and rating', async () => {
    const all = await feed('aroundYou', 'limit=50&types=place');
    const byLikes = ref(all, 'bakery place 7');
    const byRating = ref(all, 'bakery place 6');
    await ctx.db.query('UPDATE places SET likes = 40 WHERE id = $1', [byLikes.id]);
    await ctx.db.query('UPDATE places SET rating_avg = 4.8, rating_count = 90 WHERE id = $1', [byRating.id]);
    // Few ratings count for less than many (pulled towards 3 by 10 phantom votes).
    await ctx.db.query('UPDATE places SET rating_avg = 5, rating_count = 30 WHERE id = $1', [
      ref(all, 'bakery place 0').id,
    ]);
    const page = await feed('popular', 'types=place&limit=3');
    // 40 likes: log2(41) ≈ 5.4; 4.8 from 90 ratings: 2 × (4.62 − 3) ≈ 3.2; 5 from 30: 2 × (4.5 − 3) = 3;
    // the two places liked once above: log2(2) = 1.
    expect(names(page)).toEqual(['bakery place 7', 'bakery place 6', 'bakery place 0']);
    expect(page.items[0]?.likes).toBe(40);
    expect(page.items[1]?.rating).toBe(4.8);
  });

  it('fills isLiked for the signed-in user on every feed, false for anonymous', async () => {
    const all = await feed('aroundYou', 'limit=50');
    const target = ref(all, 'coffee product 2');
    await like(ctx.db, userId, target);
    for (const path of FEEDS) {
      const items = (await feed(path, 'limit=50')).items;
      const liked = items.filter((i) => i.isLiked).map((i) => `${i.type}:${i.id}`);
      expect(liked, path).toContain(`product:${target.id}`);
      if (path === 'forYou') continue;
      const anonymous = (await feed(path, 'limit=50', {})).items;
      expect(
        anonymous.some((i) => i.isLiked),
        path,
      ).toBe(false);
    }
  });

  it('keeps cards in step with the source tables', async () => {
    const [company] = await ctx.db.query<{ id: number }>(
      `SELECT id FROM companies WHERE name = 'coffee company 2'`,
    );
    await ctx.db.query(
      `UPDATE companies SET name = 'Renamed cafe', handle = 'renamed', verified = true WHERE id = $1`,
      [company?.id],
    );
    const items = (await feed('aroundYou', 'limit=50')).items;
    const product = items.find((i) => i.name === 'coffee product 2');
    expect(product).toMatchObject({ companyName: 'Renamed cafe', companyAt: 'renamed', verified: true });
    await ctx.db.query(`DELETE FROM places WHERE name = 'bakery place 3'`);
    const after = (await feed('new', 'limit=50')).items;
    expect(after.some((i) => i.name === 'bakery place 3')).toBe(false);
    expect(after.some((i) => i.name === 'Renamed cafe')).toBe(true);
    await ctx.db.query(`DELETE FROM companies WHERE id = $1`, [company?.id]);
    const gone = (await feed('popular', 'limit=50')).items;
    expect(gone.some((i) => i.name === 'Renamed cafe' || i.name === 'coffee product 2')).toBe(false);
  });

  it('toptags gives the hashtags most used nearby', async () => {
    const res = await get(`/api/v2/home/toptags?lat=${here.lat}&lng=${here.lng}`);
    expect(res.status).toBe(200);
    const { tags } = topTagsSchema.parse(res.body);
    const nearby = (await feed('aroundYou', 'limit=50')).items.flatMap((i) => i.tags.split(' '));
    for (const t of tags) expect(t.count, t.tag).toBe(nearby.filter((n) => n === t.tag).length);
    const counts = tags.map((t) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(tags.map((t) => t.tag)).toEqual(expect.arrayContaining(['bakery', 'coffee', 'pharmacy']));
    expect(tags.some((t) => t.tag === 'hotel')).toBe(false);
    const near = await get(`/api/v2/home/toptags?lat=${here.lat}&lng=${here.lng}&r=300`);
    expect(near.body.tags.map((t: { tag: string }) => t.tag).sort()).toEqual(['atm', 'bakery', 'coffee']);
    const far = await get(`/api/v2/home/toptags?lat=${here.lat}&lng=${here.lng}&r=40000`);
    expect(far.body.tags.map((t: { tag: string }) => t.tag)).toContain('hotel');
  });

  it.each([...FEEDS, 'toptags'])('%s answers 400 with a field key for bad input', async (path) => {
    for (const [query, field] of [
      ['lat=9&lng=38.7&types=shops', 'types'],
      ['lat=9&lng=38.7&types=company,', 'types'],
      ['lat=abc&lng=38.7', 'lat'],
      ['lat=9&lng=38.7&r=5', 'r'],
    ] as const) {
      if (path === 'toptags' && field === 'types') continue;
      const res = await get(`/api/v2/home/${path}?${query}`, auth());
      expect(res.status, `${path} ${query}`).toBe(400);
      expect(res.body.error).toBe('bad_request');
      expect(res.body.fields[field]).toBe(`invalid_${field}`);
    }
  });
});
