import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importOsmFile } from '../src/osm/import.ts';
import { buildTestApp, targets } from './helper.ts';

/** The real OpenStreetMap extract lives beside the repository, in ../shared/data. */
const POIS = path.resolve(import.meta.dirname, '../../../../shared/data/ethiopia-pois.ndjson');
const realLines = fs.readFileSync(POIS, 'utf8').split('\n').filter(Boolean);

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

  it('imports the whole Ethiopian extract, and its places show in the feed with attribution', async () => {
    const report = await importOsmFile(ctx.db, POIS, ctx.config.imagesDir);
    expect(report.skipped).toEqual([]);
    expect(report.inserted + report.updated).toBe(realLines.length);
    expect(await count()).toBe(realLines.length);
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
  });
});
