import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PLACE, type EntitySuggestion, type SearchResult } from '@sefer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { soundSql } from '../src/db/word-sound.ts';
import { tileShift, tileShiftSql } from '../src/db/word-tile.ts';
import { WORD_WINDOW } from '../src/modules/search/search.repository.ts';
import { makeCompany, makePlace, makeProduct, offset } from './factories.ts';
import { buildTestApp, targets } from './helper.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../migrations');
const here = { lat: DEFAULT_PLACE.lat, lng: DEFAULT_PLACE.lng };
const at = `lat=${here.lat}&lng=${here.lng}`;
/** Mekelle, about 600 km north of Piassa. */
const far = { lat: 13.4967, lng: 39.4753 };

/** Postings and dictionary rows that differ from what the content tables say now (none when in step). */
async function drift(db: Database): Promise<{ postings: number; dictionary: number }> {
  const expected = `SELECT w AS word, 0 AS kind, id, pt[0] AS x, pt[1] AS y FROM companies, unnest(sefer_search_words(search_name, search_text, tags)) w
    UNION ALL SELECT w, 2, id, pt[0], pt[1] FROM products, unnest(sefer_search_words(search_name, search_text, tags)) w
    UNION ALL SELECT w, 3, id, pt[0], pt[1] FROM places, unnest(sefer_search_words(search_name, search_text, tags)) w`;
  const actual = 'SELECT word, kind, id, pt[0], pt[1] FROM search_words';
  const [postings] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ((SELECT * FROM (${expected}) e EXCEPT ${actual}) UNION ALL (${actual} EXCEPT SELECT * FROM (${expected}) e)) d`,
  );
  const counted = `SELECT word, count(*)::int AS n FROM (${expected}) e WHERE left(word, 1) <> '#' GROUP BY word`;
  const kept = 'SELECT word, n FROM search_dictionary';
  const [dictionary] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ((${counted} EXCEPT ${kept}) UNION ALL (${kept} EXCEPT ${counted})) d`,
  );
  return { postings: Number(postings?.n), dictionary: Number(dictionary?.n) };
}

/** `count` places named `name 1`, `name 2` … in a row northwards from `at`, tagged and categorised `tag`. */
async function insertNumbered(
  db: Database,
  p: { name: string; tag: string; at: { lat: number; lng: number }; count: number },
): Promise<void> {
  await db.query(
    `INSERT INTO places (source, source_id, name, category, tags, image_file, image_aspect, lat, lng)
     SELECT 'demo', $1::text || ':' || i, $1::text || ' ' || i, $2::text, ARRAY[$2::text], 'place-numbered.webp', 1,
       $3::float8 + i * 0.00001, $4::float8
     FROM generate_series(1, $5::int) AS i`,
    [p.name, p.tag, p.at.lat, p.at.lng, p.count],
  );
}

/** Two one-word search keys (`tilo…`) whose tiles are the same: 24 bits of MD5 collide within a few thousand words. */
function firstWordsSharingATile(): [string, string] {
  const seen = new Map<string, string>();
  for (let i = 0; i < 1_000_000; i++) {
    const word = `tilo${i.toString(36)}`;
    const tile = JSON.stringify(tileShift(word));
    const other = seen.get(tile);
    if (other) return [other, word];
    seen.set(tile, word);
  }
  throw new Error('no two words share a tile');
}

describe.each(targets)('search words on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let near = 0;
  let farUnique = 0;
  const words = async (kind: number, id: number) =>
    (
      await ctx.db.query<{ word: string }>(
        'SELECT word FROM search_words WHERE kind = $1 AND id = $2 ORDER BY word',
        [kind, id],
      )
    ).map((r) => r.word);

  beforeAll(async () => {
    ctx = await buildTestApp(target);
    // More rows holding `zebra` far away than one word's window, inserted before the near one.
    await insertNumbered(ctx.db, { name: 'Zebra Lounge', tag: 'bar', at: far, count: WORD_WINDOW * 4 });
    near = await makePlace(ctx.db, { ...offset(here, 400, 300), name: 'Zebra Lounge', tags: ['bar'] });
    farUnique = await makePlace(ctx.db, { ...far, name: 'Quagga Lounge', tags: ['bar'] });
    await ctx.db.query('ANALYZE places');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('keeps postings and dictionary counts in step with inserts, edits, moves, renames and deletes', async () => {
    const { db } = ctx;
    expect(await drift(db)).toEqual({ postings: 0, dictionary: 0 });
    const place = await makePlace(db, { ...here, name: 'Okapi Corner', category: 'cafe', tags: ['coffee'] });
    expect(await words(3, place)).toEqual(['#coffee', 'kafe', 'kofe', 'korner', 'okapi']);
    await db.query(`UPDATE places SET name = 'Okapi Garden', tags = ARRAY['bar'] WHERE id = $1`, [place]);
    expect(await words(3, place)).toEqual(['#bar', 'bar', 'garden', 'kafe', 'okapi']);
    await db.query('UPDATE places SET lat = lat + 0.01 WHERE id = $1', [place]);
    expect(await drift(db)).toEqual({ postings: 0, dictionary: 0 });

    const company = await makeCompany(db, {
      ...here,
      name: 'Gazelle Roasters',
      handle: 'gazelle',
      tags: ['coffee'],
    });
    const product = await makeProduct(db, { companyId: company, name: 'Espresso', tags: ['coffee'] });
    expect(await words(2, product)).toContain('gazele');
    await db.query(`UPDATE companies SET name = 'Impala Roasters', lat = lat + 0.02 WHERE id = $1`, [
      company,
    ]);
    expect(await words(2, product)).toContain('impala');
    expect(await words(2, product)).not.toContain('gazele');
    expect(await drift(db)).toEqual({ postings: 0, dictionary: 0 });

    await db.query('DELETE FROM products WHERE id = $1', [product]);
    await db.query('DELETE FROM companies WHERE id = $1', [company]);
    await db.query('DELETE FROM places WHERE id = $1', [place]);
    expect(await words(3, place)).toEqual([]);
    expect(await db.query(`SELECT word FROM search_dictionary WHERE word IN ('okapi', 'impala')`)).toEqual(
      [],
    );
    expect(await drift(db)).toEqual({ postings: 0, dictionary: 0 });
  });

  it('takes a word longer than metaphone reads (255 bytes) into the dictionary, and finds its row', async () => {
    // The dictionary's `sound` is generated from each word by `soundSql` (migration 0018); metaphone refuses longer input.
    const migration = fs.readFileSync(path.join(MIGRATIONS, '0018_search_sounds.sql'), 'utf8');
    expect(migration).toContain(`GENERATED ALWAYS AS (${soundSql('"word"')}) STORED`);
    const long = 'b'.repeat(300);
    const place = await makePlace(ctx.db, { ...here, name: `${long} Eland`, tags: ['bar'] });
    const company = await makeCompany(ctx.db, {
      ...here,
      name: 'Eland Traders',
      handle: 'eland',
      tags: [],
      description: `${'ж'.repeat(200)} ${'c'.repeat(400)}`,
    });
    expect(await drift(ctx.db)).toEqual({ postings: 0, dictionary: 0 });
    // Such words as keys: answered, not refused.
    for (const key of [long, 'ж'.repeat(200)]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v2/search/auto?key=${key}&${at}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v2/search/auto?key=eland&${at}` });
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as EntitySuggestion[]).map((s) => `${s.type}:${s.id}`);
    expect(ids).toEqual(expect.arrayContaining([`place:${place}`, `company:${company}`]));
    await ctx.db.query('DELETE FROM places WHERE id = $1', [place]);
    await ctx.db.query('DELETE FROM companies WHERE id = $1', [company]);
  });

  it("shifts every posting into its word's tile, as the search works the tile out", async () => {
    const rows = await ctx.db.query<{ word: string; x: number; y: number; sx: number; sy: number }>(
      'SELECT word, pt[0] AS x, pt[1] AS y, spt[0] AS sx, spt[1] AS sy FROM search_words',
    );
    expect(rows.length).toBeGreaterThan(WORD_WINDOW * 4);
    expect(rows.some((r) => /[\u1200-\u137f]/u.test(r.word) || r.word.startsWith('#'))).toBe(true);
    for (const r of rows) {
      const { dx, dy } = tileShift(r.word);
      expect([r.sx, r.sy], r.word).toEqual([r.x + dx, r.y + dy]);
    }
    const sample = rows.slice(0, 50).map((r) => r.word);
    const { dx, dy } = tileShiftSql('w');
    const fromSql = await ctx.db.query<{ word: string; dx: number; dy: number }>(
      `SELECT w AS word, ${dx} AS dx, ${dy} AS dy FROM unnest($1::text[]) w`,
      [sample],
    );
    expect(fromSql).toEqual(sample.map((word) => ({ word, ...tileShift(word) })));
  });

  it("finds a word's far row behind the nearer rows of another word in its tile", async () => {
    const [shared, lone] = firstWordsSharingATile();
    expect(tileShift(lone)).toEqual(tileShift(shared));
    // More rows of the other word near the point than a word's window, all nearer than the lone row.
    await insertNumbered(ctx.db, { name: shared, tag: 'tiles', at: here, count: WORD_WINDOW + 10 });
    const id = await makePlace(ctx.db, { ...far, name: lone, tags: ['tiles'] });
    const res = await ctx.app.inject(`/api/v2/search/auto?key=${lone}&${at}`);
    expect(res.json()).toContainEqual({ type: 'place', id, title: lone });
  });

  it('suggests the near match of a common word first', async () => {
    const res = await ctx.app.inject(`/api/v2/search/auto?key=zebra%20lounge&${at}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as EntitySuggestion[];
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({ type: 'place', id: near, title: 'Zebra Lounge' });
  });

  it('completes a two-letter key nearest first, a rare word however far', async () => {
    const ze = (await ctx.app.inject(`/api/v2/search/auto?key=ze&${at}`)).json() as EntitySuggestion[];
    expect(ze).toHaveLength(10);
    expect(ze[0]).toMatchObject({ type: 'place', id: near, title: 'Zebra Lounge' });
    const qu = (await ctx.app.inject(`/api/v2/search/auto?key=qu&${at}`)).json() as EntitySuggestion[];
    expect(qu).toContainEqual({ type: 'place', id: farUnique, title: 'Quagga Lounge' });
    // The first letter typed in Ethiopic (ዜ is "ze") completes the Latin names the same way.
    const zeAm = (await ctx.app.inject(`/api/v2/search/auto?key=${encodeURIComponent('ዜ')}&${at}`)).json();
    expect(zeAm).toHaveLength(10);
    expect(zeAm[0]).toMatchObject({ type: 'place', id: near, title: 'Zebra Lounge' });
  });

  it('lists a common word nearest first, the far rows after the near one', async () => {
    const res = await ctx.app.inject(`/api/v2/search/all?key=zebra&type=places&${at}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as SearchResult[];
    expect(list[0]?.id).toBe(near);
    expect(list.length).toBeGreaterThan(10);
    expect(list.slice(1).every((r) => r.distance > 500_000)).toBe(true);
  });

  it('finds a rare word anywhere, and its prefix', async () => {
    for (const key of ['quagga', 'quag', 'kuaga']) {
      const res = await ctx.app.inject(`/api/v2/search/auto?key=${key}&${at}`);
      expect(res.json()).toContainEqual({ type: 'place', id: farUnique, title: 'Quagga Lounge' });
    }
  });

  it('expands the rarest words of a long key, wherever they stand', async () => {
    // More rows than a word's window near Piassa share the key's first four words and its last; only the
    // far one holds its fifth, which is neither among the first four nor the last (always expanded).
    await insertNumbered(ctx.db, {
      name: 'Kudu Eland Gnu Ibex Pub',
      tag: 'pub',
      at: here,
      count: WORD_WINDOW * 2,
    });
    const title = 'Kudu Eland Gnu Ibex Serval Pub';
    const serval = await makePlace(ctx.db, { ...far, name: title, category: 'pub', tags: ['pub'] });
    const key = encodeURIComponent(title.toLowerCase());
    const res = await ctx.app.inject(`/api/v2/search/auto?key=${key}&${at}`);
    expect((res.json() as EntitySuggestion[])[0]).toEqual({ type: 'place', id: serval, title });
  });

  it('lists a tag nearest first', async () => {
    const res = await ctx.app.inject(`/api/v2/search/all?key=%23bar&type=places&${at}`);
    const list = res.json() as SearchResult[];
    expect(list[0]?.id).toBe(near);
    expect(list.map((r) => r.distance)).toEqual(list.map((r) => r.distance).toSorted((a, b) => a - b));
  });

  it('lists the same rows for a tag by distance as the nearest rows holding it', async () => {
    const res = await ctx.app.inject(`/api/v2/search/all?key=%23bar&type=all&sortBy=Distance&${at}`);
    const list = res.json() as SearchResult[];
    const nearest = await ctx.db.query<{ id: number }>(
      `SELECT id::int FROM places WHERE 'bar' = ANY (tags)
       ORDER BY earth_distance(geo, ll_to_earth($1, $2)), id LIMIT 50`,
      [here.lat, here.lng],
    );
    expect(list).toHaveLength(50);
    expect(list.map((r) => r.id)).toEqual(nearest.map((r) => r.id));
  });

  it('drops the postings of a truncated table', async () => {
    await ctx.db.query('TRUNCATE places CASCADE');
    expect(await ctx.db.query('SELECT 1 FROM search_words WHERE kind = 3')).toEqual([]);
    expect(await ctx.db.query(`SELECT 1 FROM search_dictionary WHERE word = 'zebra'`)).toEqual([]);
    expect(await drift(ctx.db)).toEqual({ postings: 0, dictionary: 0 });
  });
});
