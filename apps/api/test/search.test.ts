import {
  DEFAULT_PLACE,
  type EntitySuggestion,
  type FeedPage,
  feedPageSchema,
  type SearchResult,
  type Suggestion,
  searchResultSchema,
  suggestionSchema,
  tagSchema,
} from '@sefer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_SETTINGS, SIMILARITY_THRESHOLD } from '../src/modules/search/search.repository.ts';
import { makeCompany, makePlace, makeProduct, offset } from './factories.ts';
import { buildTestApp, targets } from './helper.ts';

const here = { lat: DEFAULT_PLACE.lat, lng: DEFAULT_PLACE.lng };
const at = `lat=${here.lat}&lng=${here.lng}`;
/** Lone surrogates cannot be percent-encoded; a browser sends U+FFFD for them (raw bytes are tested below). */
const q = (key: string) => encodeURIComponent(key.replace(/[\ud800-\udfff]/gu, '\ufffd'));

describe.each(targets)('search on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  const get = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };
  const auto = async (key: string, point = at) => {
    const res = await get(`/api/v2/search/auto?key=${q(key)}&${point}`);
    expect(res.status).toBe(200);
    return res.body as EntitySuggestion[];
  };
  const all = async (key: string, extra = '') => {
    const res = await get(`/api/v2/search/all?key=${q(key)}&${at}${extra}`);
    expect(res.status).toBe(200);
    return res.body as SearchResult[];
  };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await buildTestApp(target);
    const { db } = ctx;
    ids.haile = await makePlace(db, {
      ...offset(here, 900, 0),
      name: 'ሀይሌ ሆቴል',
      nameAm: 'ሀይሌ ሆቴል',
      tags: ['hotel'],
    });
    ids.bole = await makePlace(db, {
      ...offset(here, -5000, 4000),
      name: 'ቦሌ',
      category: 'suburb',
      tags: ['suburb'],
      source: 'osm',
    });
    ids.tomoca = await makeCompany(db, {
      ...offset(here, 300, 200),
      name: 'Tomoca Coffee',
      nameAm: 'ቶሞካ ቡና',
      handle: 'tomoca',
      verified: true,
      tags: ['cafe', 'coffee'],
    });
    ids.macchiato = await makeProduct(db, {
      companyId: ids.tomoca,
      name: 'Macchiato',
      price: 45,
      tags: ['coffee'],
    });
    // Restaurants at 200 m, 1 km and 3 km; a cafe in between that is not a restaurant.
    ids.r200 = await makeCompany(db, {
      ...offset(here, 200, 0),
      name: 'Yod Abyssinia',
      tags: ['restaurant'],
    });
    ids.r1000 = await makePlace(db, {
      ...offset(here, 0, 1000),
      name: 'Lucy Restaurant',
      tags: ['restaurant'],
    });
    ids.r3000 = await makeCompany(db, {
      ...offset(here, -3000, 0),
      name: 'Habesha 2000',
      tags: ['restaurant'],
    });
    ids.cafe = await makePlace(db, { ...offset(here, 500, 0), name: 'Kaldis', tags: ['cafe'] });
    await db.query(
      `INSERT INTO tags (tag, category, label_am, image_file) VALUES
        ('restaurant', 'restaurant', 'ምግብ ቤት', 'tag-restaurant.webp'), ('atm', 'atm', 'ኤቲኤም', NULL)`,
    );
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('runs searches with their settings, and leaves other queries without them', async () => {
    const show = (q: { query: typeof ctx.db.query }) =>
      q.query<{ seq: string; jit: string; threshold: string; plans: string }>(
        `SELECT current_setting('enable_seqscan') AS seq, current_setting('jit') AS jit,
          current_setting('pg_trgm.similarity_threshold', true) AS threshold,
          current_setting('plan_cache_mode') AS plans`,
      );
    expect(await show(ctx.db.withSettings(SEARCH_SETTINGS))).toEqual([
      { seq: 'off', jit: 'off', threshold: String(SIMILARITY_THRESHOLD), plans: 'force_generic_plan' },
    ]);
    expect((await show(ctx.db))[0]?.seq).toBe('on');
    // The threshold's default is also 0.3: another value shows the setting is applied, pg_trgm's own included.
    const other = { 'pg_trgm.similarity_threshold': '0.45', enable_seqscan: 'off' };
    expect((await show(ctx.db.withSettings(other)))[0]).toMatchObject({ seq: 'off', threshold: '0.45' });
    // similarity('tomoca', 'toma') = 1/3: a match at 0.3, not at 0.45.
    const close = `SELECT 'tomoca' % 'toma' AS close`;
    expect(await ctx.db.withSettings(SEARCH_SETTINGS).query(close)).toEqual([{ close: true }]);
    expect(await ctx.db.withSettings(other).query(close)).toEqual([{ close: false }]);
  });

  describe('autocomplete', () => {
    it('answers up to 10 titles with type and id', async () => {
      const list = await auto('tomoca');
      expect(list.length).toBeLessThanOrEqual(10);
      for (const s of list) suggestionSchema.parse(s);
      expect(list[0]).toEqual({ title: 'Tomoca Coffee', type: 'company', id: ids.tomoca });
    });

    it('gives [] for a blank key', async () => {
      expect(await auto('')).toEqual([]);
      expect(await auto('   ')).toEqual([]);
      expect((await get(`/api/v2/search/auto?${at}`)).body).toEqual([]);
    });

    it('matches prefixes', async () => {
      expect((await auto('tom'))[0]?.id).toBe(ids.tomoca);
      expect((await auto('to'))[0]?.id).toBe(ids.tomoca);
      expect((await auto('macc'))[0]).toMatchObject({ type: 'product', id: ids.macchiato });
    });

    it('finds ሀይሌ by ሐይሌ, and the reverse', async () => {
      expect((await auto('ሐይሌ'))[0]?.id).toBe(ids.haile);
      await ctx.db.query(`UPDATE places SET name = 'ሐይሌ ሆቴል', name_am = NULL WHERE id = $1`, [ids.haile]);
      expect((await auto('ሀይሌ'))[0]?.id).toBe(ids.haile);
      expect((await auto('haile'))[0]?.id).toBe(ids.haile);
      await ctx.db.query(`UPDATE places SET name = 'ሀይሌ ሆቴል', name_am = 'ሀይሌ ሆቴል' WHERE id = $1`, [
        ids.haile,
      ]);
    });

    it('finds ቦሌ by bole', async () => {
      expect((await auto('bole'))[0]).toMatchObject({ type: 'place', id: ids.bole });
      expect((await auto('Bole'))[0]?.id).toBe(ids.bole);
    });

    it('forgives one wrong letter', async () => {
      expect((await auto('tomuca'))[0]?.id).toBe(ids.tomoca);
      expect((await auto('tomocca'))[0]?.id).toBe(ids.tomoca);
      expect((await auto('bloe'))[0]?.id).toBe(ids.bole);
      expect((await auto('bale'))[0]?.id).toBe(ids.bole);
      expect((await auto('abysinia'))[0]?.id).toBe(ids.r200);
    });

    it('titles Amharic keys in Amharic', async () => {
      expect((await auto('ቶሞካ'))[0]).toMatchObject({ id: ids.tomoca, title: 'ቶሞካ ቡና' });
    });

    it('finds names in scripts keyed as they are (Cyrillic, Japanese), whole or by their start', async () => {
      // Keys outside Latin letters and digits take the name score's long way (search.repository.ts).
      const moscow = await makePlace(ctx.db, {
        ...offset(here, 300, 0),
        name: 'Кафе Москва',
        tags: ['cafe'],
      });
      const tokyo = await makePlace(ctx.db, { ...offset(here, 0, 300), name: '東京 タワー', tags: ['cafe'] });
      for (const key of ['Москва', 'кафе москва', 'моск']) {
        expect((await auto(key))[0]).toEqual({ type: 'place', id: moscow, title: 'Кафе Москва' });
      }
      expect((await auto('東京 タワー'))[0]).toEqual({ type: 'place', id: tokyo, title: '東京 タワー' });
      await ctx.db.query('DELETE FROM places WHERE id = ANY($1::bigint[])', [[moscow, tokyo]]);
    });

    it('offers a title once for each type (its nearest), so namesakes leave room for other titles', async () => {
      // Eleven branches named alike, nearer than the one other place the key finds.
      const branches = [];
      for (let i = 1; i <= 11; i++) {
        branches.push(await makePlace(ctx.db, { ...offset(here, 100 * i, 0), name: 'Zemzem Pharmacy' }));
      }
      const company = await makeCompany(ctx.db, { ...offset(here, 0, 150), name: 'Zemzem Pharmacy' });
      const other = await makePlace(ctx.db, { ...offset(here, 0, 4000), name: 'Zemzem Bank' });
      const list = await auto('zemzem');
      const places = list.filter((s) => s.title === 'Zemzem Pharmacy' && s.type === 'place');
      expect(places).toEqual([{ title: 'Zemzem Pharmacy', type: 'place', id: branches[0] }]);
      expect(list.filter((s) => s.type === 'company')).toEqual([
        { title: 'Zemzem Pharmacy', type: 'company', id: company },
      ]);
      expect(list.map((s) => s.id)).toContain(other);
      await ctx.db.query('DELETE FROM places WHERE id = ANY($1::bigint[])', [[...branches, other]]);
      await ctx.db.query('DELETE FROM companies WHERE id = $1', [company]);
    });

    it('does not match a two-letter key word by its sound', async () => {
      const gas = await makePlace(ctx.db, { ...offset(here, 400, 400), name: 'Gas Station' });
      try {
        expect((await auto('gas'))[0]?.id).toBe(gas);
        // `qqqqqqzzz` is keyed `kz`, which sounds KS as `gas` does: two letters that resemble nothing.
        expect(await auto('qqqqqqzzz')).toEqual([]);
        expect(await all('qqqqqqzzz')).toEqual([]);
      } finally {
        await ctx.db.query('DELETE FROM places WHERE id = $1', [gas]);
      }
    });

    it('refuses a point that is not one', async () => {
      expect((await get('/api/v2/search/auto?key=bole&lat=91&lng=38')).status).toBe(400);
      expect((await get('/api/v2/search/auto?key=bole&lat=x&lng=38')).status).toBe(400);
    });
  });

  describe('search all', () => {
    it('answers every field of a search result', async () => {
      const list = await all('macchiato');
      const first = searchResultSchema.parse(list[0]);
      expect(first).toMatchObject({
        type: 'product',
        id: ids.macchiato,
        title: 'Macchiato',
        ownerUsername: 'tomoca',
        ownerName: 'Tomoca Coffee',
        ownerNameAm: 'ቶሞካ ቡና',
        verified: true,
        price: 45,
      });
      expect(first.subjectImage).toMatch(/^product-\d+\.webp-1$/);
      expect(first.distance).toBeGreaterThan(300);
      expect(first.distance).toBeLessThan(400);
      expect(first.osm).toBe(false);
    });

    it('marks places from OpenStreetMap, whose attribution must show', async () => {
      const list = await all('bole', '&type=places');
      expect(list.find((r) => r.id === ids.bole)).toMatchObject({ type: 'place', osm: true });
      expect((await all('kaldis', '&type=places')).find((r) => r.id === ids.cafe)?.osm).toBe(false);
    });

    it('finds a product by its company name', async () => {
      const list = await all('tomoca', '&type=products');
      expect(list.map((r) => r.id)).toEqual([ids.macchiato]);
    });

    it('lists #restaurant by distance', async () => {
      const list = await all('#restaurant');
      expect(list.map((r) => r.id)).toEqual([ids.r200, ids.r1000, ids.r3000]);
      expect(list.map((r) => r.type)).toEqual(['company', 'place', 'company']);
      // In distance order the distance comes from the tag's postings, in rating order from the rows: the same.
      const byRating = await all('#restaurant', '&sortBy=Rating');
      for (const r of list) {
        const same = byRating.find((x) => x.type === r.type && x.id === r.id);
        expect(Math.abs(r.distance - (same?.distance ?? Number.NaN))).toBeLessThan(0.11);
        expect(r.rating).toBe(same?.rating);
      }
      expect(list.map((r) => Math.round(r.distance / 100) * 100)).toEqual([200, 1000, 3000]);
      expect((await all('#Restaurant', '&sortBy=Distance')).map((r) => r.id)).toEqual([
        ids.r200,
        ids.r1000,
        ids.r3000,
      ]);
    });

    it('lists a tag searched by its Amharic label as by its slug', async () => {
      // Explore and the chips show Amharic readers `#ምግብ ቤት`; typed back, it reads the postings of `#restaurant`.
      const bySlug = (await all('#restaurant')).map((r) => r.id);
      expect((await all('#ምግብ ቤት')).map((r) => r.id)).toEqual(bySlug);
      expect((await all('#ምግብ_ቤት', '&type=places')).map((r) => r.id)).toEqual([ids.r1000]);
      expect((await auto('#ምግብ ቤት')).map((s) => s.id)).toEqual(bySlug);
      const page = (await get(`/api/v2/search/feed?key=${q('#ምግብ ቤት')}&${at}&r=5000&page=1&limit=2`))
        .body as FeedPage;
      expect(page.items.map((i) => i.id)).toEqual([ids.r200, ids.r1000]);
      // A label is matched whole: a part of it, or a label of a tag no row carries, finds nothing.
      expect(await all('#ምግብ')).toEqual([]);
      expect(await all('#ኤቲኤም')).toEqual([]);
    });

    it('offers the tags a tag not yet typed whole begins, titled in the script of the key', async () => {
      const restaurant = { type: 'tag', tag: 'restaurant', title: '#restaurant' };
      const suggest = async (key: string) =>
        (await get(`/api/v2/search/auto?key=${q(key)}&${at}`)).body as Suggestion[];
      expect(await suggest('#res')).toEqual([restaurant]);
      expect(await suggest('# RES')).toEqual([restaurant]);
      expect(await suggest('#ምግ')).toEqual([{ ...restaurant, title: '#ምግብ ቤት' }]);
      expect(await suggest('#ምግብ ቤ')).toEqual([{ ...restaurant, title: '#ምግብ ቤት' }]);
      expect(await suggest('#a')).toEqual([{ type: 'tag', tag: 'atm', title: '#atm' }]);
      // A whole tag lists its rows, as does one no curated tag begins (imported places carry others).
      const rowsOf = async (tag: string) => (await all(tag)).map((r) => ({ type: r.type, id: r.id }));
      const withoutTitles = (list: Suggestion[]) => list.map(({ title: _, ...s }) => s);
      expect(withoutTitles(await suggest('#restaurant'))).toEqual(await rowsOf('#restaurant'));
      expect(withoutTitles(await suggest('#cafe'))).toEqual(await rowsOf('#cafe'));
      expect((await rowsOf('#cafe')).map((r) => r.id)).toContain(ids.cafe);
      expect(await suggest('#caf')).toEqual([]);
      await ctx.db.query(`INSERT INTO tags (tag, category) VALUES ('bar', 'bar'), ('bakery', 'bakery')`);
      try {
        expect((await suggest('#ba')).map((s) => s.title)).toEqual(['#bakery', '#bar']);
        // Whole, though another tag begins with it: its rows (no row carries `bar`).
        expect(await suggest('#bar')).toEqual([]);
      } finally {
        await ctx.db.query(`DELETE FROM tags WHERE tag IN ('bar', 'bakery')`);
      }
    });

    it('folds an Amharic tag label as it folds the key: homophones and spacing', async () => {
      // The label `ሐኪም ቤት` typed with the homophone ሀ, and with extra spaces, still reads `#clinic`.
      await ctx.db.query(`INSERT INTO tags (tag, category, label_am) VALUES ('clinic', 'health', 'ሐኪም ቤት')`);
      const clinic = await makePlace(ctx.db, {
        ...offset(here, 700, 700),
        name: 'Kebena',
        nameAm: 'ቀበና',
        tags: ['clinic'],
      });
      try {
        expect((await all('#clinic')).map((r) => r.id)).toEqual([clinic]);
        // Typed by its Amharic label, a tag is answered with Amharic titles, as any Ethiopic key is.
        expect(await auto('#clinic')).toEqual([{ type: 'place', id: clinic, title: 'Kebena' }]);
        expect(await auto('#ሀኪም ቤት')).toEqual([{ type: 'place', id: clinic, title: 'ቀበና' }]);
        expect((await all('#ሀኪም ቤት')).map((r) => r.id)).toEqual([clinic]);
        expect((await all('#  ሐኪም   ቤት ')).map((r) => r.id)).toEqual([clinic]);
      } finally {
        // The other tests count the tags and the places.
        await ctx.db.query(`DELETE FROM places WHERE id = $1`, [clinic]);
        await ctx.db.query(`DELETE FROM tags WHERE tag = 'clinic'`);
      }
    });

    it('filters by type and radius', async () => {
      expect((await all('#restaurant', '&type=places')).map((r) => r.id)).toEqual([ids.r1000]);
      expect((await all('#restaurant', '&type=companies')).map((r) => r.id)).toEqual([ids.r200, ids.r3000]);
      expect((await all('#restaurant', '&r=1500')).map((r) => r.id)).toEqual([ids.r200, ids.r1000]);
    });

    it('sorts by rating', async () => {
      await ctx.db.query('UPDATE companies SET rating_avg = 4.5, rating_count = 10 WHERE id = $1', [
        ids.r3000,
      ]);
      await ctx.db.query('UPDATE places SET rating_avg = 3.5, rating_count = 10 WHERE id = $1', [ids.r1000]);
      expect((await all('#restaurant', '&sortBy=Rating')).map((r) => r.id)).toEqual([
        ids.r3000,
        ids.r1000,
        ids.r200,
      ]);
      const both = await all('#restaurant', '&sortBy=Both');
      expect(both).toHaveLength(3);
    });

    it('refuses unknown sorts and types', async () => {
      expect((await get(`/api/v2/search/all?key=x&${at}&sortBy=Price`)).status).toBe(400);
      expect((await get(`/api/v2/search/all?key=x&${at}&type=people`)).status).toBe(400);
    });
  });

  describe('search feed', () => {
    it('pages feed items within the radius', async () => {
      const res = await get(`/api/v2/search/feed?key=${q('#restaurant')}&${at}&r=5000&page=1&limit=2`);
      expect(res.status).toBe(200);
      const page = feedPageSchema.parse(res.body) as FeedPage;
      expect(page.items.map((i) => i.id)).toEqual([ids.r200, ids.r1000]);
      expect(page.hasMore).toBe(true);
      const next = (await get(`/api/v2/search/feed?key=${q('#restaurant')}&${at}&r=5000&page=2&limit=2`))
        .body as FeedPage;
      expect(next.items.map((i) => i.id)).toEqual([ids.r3000]);
      expect(next.hasMore).toBe(false);
    });

    it('searches text', async () => {
      const page = (await get(`/api/v2/search/feed?key=tomoca&${at}&r=10000`)).body as FeedPage;
      expect(page.items[0]).toMatchObject({ type: 'company', id: ids.tomoca, companyAt: 'tomoca' });
    });
  });

  describe('hostile keys', () => {
    const hostile = [
      'a'.repeat(5000),
      'ቦሌ '.repeat(2000),
      '%%%',
      '!@#$%^&*()_+-=[]{}|;:,.<>/?`~\\',
      "'; DROP TABLE places; --",
      "' OR 1=1 --",
      'SELECT * FROM users WHERE 1=1',
      '%_\\%',
      '😀🍕☕🇪🇹',
      '😀 tomoca 😀',
      '\ud800',
      'abc\udfffdef',
      '\u0000',
      'bole\u0000bole',
      '#',
      '##',
      '#😀',
      '#%',
      "#'; DROP TABLE tags; --",
      '   #  ',
      '\u202e\u200b\ufeff',
      'ა'.repeat(300),
    ];
    it.each(hostile.map((k) => [JSON.stringify(k).slice(0, 40), k]))(
      '%s gives results or []',
      async (_, key) => {
        for (const path of ['auto', 'all', 'feed']) {
          const res = await ctx.app.inject({
            method: 'GET',
            url: `/api/v2/search/${path}?key=${q(key)}&${at}`,
          });
          expect(res.statusCode, `${path} ${res.body}`).toBe(200);
          const body = res.json();
          expect(Array.isArray(path === 'feed' ? body.items : body)).toBe(true);
        }
      },
    );

    it('leaves the data alone', async () => {
      const [row] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM places');
      expect(row?.n).toBe(4);
    });

    it('answers a raw percent-encoded NUL and a broken encoding without a 5xx', async () => {
      for (const raw of ['%00', '%ED%A0%80', '%FF%FE', '%C0%AF']) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/v2/search/auto?key=${raw}&${at}` });
        expect(res.statusCode).toBeLessThan(500);
      }
    });
  });

  describe('all tags', () => {
    it('lists every tag with image and category', async () => {
      const res = await get('/api/home/alltags');
      expect(res.status).toBe(200);
      const list = (res.body as unknown[]).map((t) => tagSchema.parse(t));
      expect(list).toEqual([
        { tag: 'atm', category: 'atm', labelAm: 'ኤቲኤም', image: null },
        { tag: 'restaurant', category: 'restaurant', labelAm: 'ምግብ ቤት', image: 'tag-restaurant.webp-1' },
      ]);
    });
  });
});
