import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OSM_EXTRACT } from '../src/osm/extract.ts';
import { importOsmFile } from '../src/osm/import.ts';
import { buildTestApp, targets } from './helper.ts';

/** The real OpenStreetMap extract the repository carries (assets/osm), gzipped. */
const realLines = gunzipSync(fs.readFileSync(OSM_EXTRACT)).toString('utf8').split('\n').filter(Boolean);

describe.each(targets)('OpenStreetMap import on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let dir: string;
  const write = (name: string, lines: string[]) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, `${lines.join('\n')}\n`);
    return file;
  };
  const count = async () =>
    (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM places WHERE source = 'osm'`))[0]?.n;
  /** The row trigger the import turns off for its own transaction: on again ('O') whatever happened. */
  const postingsTrigger = async () =>
    (
      await ctx.db.query<{ enabled: string }>(
        `SELECT tgenabled AS enabled FROM pg_trigger WHERE tgname = 'search_words_places'`,
      )
    )[0]?.enabled;

  beforeAll(async () => {
    ctx = await buildTestApp(target);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sefer-osm-'));
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('imports valid lines and reports bad ones by line number', async () => {
    const good = realLines.slice(0, 40);
    const file = write('mixed.ndjson', [
      ...good.slice(0, 20),
      '{ this is not json',
      JSON.stringify({ ...JSON.parse(good[0] as string), id: 'osm:node/1', lat: 'north' }),
      JSON.stringify({ ...JSON.parse(good[0] as string), id: 'osm:node/2', lat: 95 }),
      JSON.stringify({ ...JSON.parse(good[0] as string), id: 'osm:node/3', name: '' }),
      '',
      ...good.slice(20),
    ]);
    const report = await importOsmFile(ctx.db, file, ctx.config.imagesDir);
    expect(report.inserted).toBe(40);
    expect(report.updated).toBe(0);
    expect(report.skipped.map((s) => s.line)).toEqual([21, 22, 23, 24]);
    expect(report.skipped[0]?.error).toBe('not valid JSON');
    expect(report.skipped[1]?.error).toContain('lat');
    expect(await count()).toBe(40);
    expect(fs.readdirSync(ctx.config.imagesDir).some((f) => f.startsWith('small-osm-'))).toBe(true);
  });

  it('updates on re-import instead of duplicating', async () => {
    const first = JSON.parse(realLines[0] as string);
    const renamed = { ...first, name: 'Renamed Daycare', name_am: 'የተቀየረ ስም' };
    const file = write('again.ndjson', [JSON.stringify(renamed), ...realLines.slice(1, 40)]);
    const report = await importOsmFile(ctx.db, file, ctx.config.imagesDir);
    expect(report).toMatchObject({ inserted: 0, updated: 40 });
    expect(await count()).toBe(40);
    const [row] = await ctx.db.query<{ name: string; name_am: string }>(
      'SELECT name, name_am FROM places WHERE source_id = $1',
      [`osm:${String(first.id).replace(/^osm:/, '')}`],
    );
    expect(row).toEqual({ name: 'Renamed Daycare', name_am: 'የተቀየረ ስም' });
  });

  it('reads a gzipped file like a plain one', async () => {
    const lines = realLines.slice(40, 60);
    const file = path.join(dir, 'few.ndjson.gz');
    fs.writeFileSync(file, gzipSync(`${lines.join('\n')}\n`));
    const report = await importOsmFile(ctx.db, file, ctx.config.imagesDir);
    expect(report).toMatchObject({ lines: 20, inserted: 20, updated: 0, skipped: [] });
    expect(await count()).toBe(60);
    const broken = path.join(dir, 'broken.ndjson.gz');
    fs.writeFileSync(broken, gzipSync(lines.join('\n')).subarray(0, 200));
    await expect(importOsmFile(ctx.db, broken, ctx.config.imagesDir)).rejects.toThrow();
    expect(await count()).toBe(60);
  });

  it('imports the whole Ethiopian extract, and its places show in the feed with attribution', async () => {
    const progress: number[] = [];
    const report = await importOsmFile(ctx.db, OSM_EXTRACT, ctx.config.imagesDir, {
      onProgress: (written, total) => {
        expect(total).toBe(realLines.length);
        progress.push(written);
      },
    });
    expect(report.skipped).toEqual([]);
    expect(report.inserted + report.updated).toBe(realLines.length);
    expect(report.updated).toBe(60);
    expect(progress.at(-1)).toBe(realLines.length);
    expect(await count()).toBe(realLines.length);
    expect(await postingsTrigger()).toBe('O');
    // Every place is dated by its data (2019–2024), not by the import.
    const [dates] = await ctx.db.query<{ oldest: string; newest: string }>(
      `SELECT min(created_at)::date::text AS oldest, max(created_at)::date::text AS newest FROM places WHERE source = 'osm'`,
    );
    expect(dates).toEqual({ oldest: '2019-09-09', newest: '2024-02-06' });
    // The postings written at the end are the ones the row trigger writes, and the dictionary counts them.
    const [drift] = await ctx.db.query<{ missing: number; extra: number; miscounted: number }>(
      `WITH expected AS (
         SELECT w AS word, p.id, p.pt FROM places p, unnest(sefer_search_words(p.search_name, p.search_text, p.tags)) w)
       SELECT (SELECT count(*)::int FROM expected e WHERE NOT EXISTS (
                 SELECT 1 FROM search_words s WHERE s.kind = 3 AND s.id = e.id AND s.word = e.word AND s.pt ~= e.pt))
                AS missing,
              (SELECT count(*)::int FROM search_words s WHERE s.kind = 3 AND NOT EXISTS (
                 SELECT 1 FROM expected e WHERE e.id = s.id AND e.word = s.word)) AS extra,
              (SELECT count(*)::int FROM search_dictionary d FULL JOIN (
                 SELECT word, count(*)::int AS n FROM search_words WHERE left(word, 1) <> '#' GROUP BY word) c
                 ON c.word = d.word WHERE d.n IS DISTINCT FROM c.n) AS miscounted`,
    );
    expect(drift).toEqual({ missing: 0, extra: 0, miscounted: 0 });
    const found = await ctx.app.inject('/api/v2/search/auto?key=abay%20bank&lat=9.021343&lng=38.7487854');
    expect(found.statusCode).toBe(200);
    expect(JSON.stringify(found.json())).toMatch(/Abay Bank/i);
    const res = await ctx.app.inject('/api/v2/home/aroundYou?lat=9.021343&lng=38.7487854&types=place&r=2000');
    const page = res.json();
    expect(page.items).toHaveLength(10);
    expect(page.items.every((i: { osm: boolean; distance: number }) => i.osm && i.distance <= 2000)).toBe(
      true,
    );
  });

  it('writes nothing when the database refuses part of the batch', async () => {
    const before = await count();
    const huge = {
      ...JSON.parse(realLines[0] as string),
      id: 'osm:node/999999999999',
      category: 'x'.repeat(100),
    };
    const file = write('fails.ndjson', [JSON.stringify({ ...huge, category: 'cafe' }), JSON.stringify(huge)]);
    // Make the second row violate a constraint the parser does not know about.
    await ctx.db.query(`ALTER TABLE places ADD CONSTRAINT test_category_len CHECK (length(category) < 50)`);
    try {
      await expect(importOsmFile(ctx.db, file, ctx.config.imagesDir)).rejects.toThrow();
    } finally {
      await ctx.db.query('ALTER TABLE places DROP CONSTRAINT test_category_len');
    }
    expect(await count()).toBe(before);
    expect(await postingsTrigger()).toBe('O');
  });
});
