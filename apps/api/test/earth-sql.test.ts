import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { distanceBetween, earthDistance, earthPoint } from '../src/db/earth-sql.ts';
import { run } from '../src/db/typed-sql.ts';
import { aroundYouQuery, forYouQuery, rankedQuery } from '../src/modules/feed/feed.repository.ts';
import { searchArgs, searchModeOf } from '../src/modules/search/search.args.ts';
import { searchQuery } from '../src/modules/search/search.repository.ts';
import { freshDatabase, targets } from './helper.ts';

/**
 * The distance expressions of earth-sql.ts give exactly what earthdistance's SQL functions give, so the feeds,
 * search, likes and detail screens show and rank by the same distances as before they stopped calling them.
 */
describe.each(targets)('earth distances without SQL functions on %s', (target) => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDatabase(target));
    // Points all over the globe (poles, the antimeridian, Addis Ababa's neighbourhood at metre scale), paired
    // with each other, with themselves and with their antipodes.
    await db.query(`CREATE TEMP TABLE pts AS
      SELECT ((g * 7919) % 17999 - 8999) / 100.0::float8 AS lat, ((g * 104729) % 35999 - 17999) / 100.0::float8 AS lng
        FROM generate_series(1, 150) g
      UNION ALL SELECT 9.021343 + g / 100000.0, 38.7487854 - g / 70000.0 FROM generate_series(1, 50) g
      UNION ALL VALUES (90::float8, 0::float8), (-90, 180), (0, 180), (0, -180), (9.021343, 38.7487854)`);
  });
  afterAll(async () => {
    await drop?.();
  });

  it('builds the same points as ll_to_earth', async () => {
    const [row] = await run<{ n: number; differ: number }>(
      db,
      sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE ${earthPoint(sql`lat`, sql`lng`)} <> ll_to_earth(lat, lng)::cube)::int AS differ FROM pts`,
    );
    expect(row).toEqual({ n: 205, differ: 0 });
  });

  it('measures every pair, the same point and antipodes bit for bit as earth_distance', async () => {
    const [row] = await run<{ n: number; differ: number; stored: number; zero: number; far: number }>(
      db,
      sql`WITH pairs AS (
          SELECT a.lat AS lat1, a.lng AS lng1, b.lat AS lat2, b.lng AS lng2 FROM pts a, pts b
          UNION ALL SELECT lat, lng, -lat, lng + 180 FROM pts),
        d AS (SELECT ${distanceBetween(sql`lat1`, sql`lng1`, sql`lat2`, sql`lng2`)} AS ours,
            ${earthDistance(sql`ll_to_earth(lat1, lng1)`, earthPoint(sql`lat2`, sql`lng2`))} AS from_earth,
            earth_distance(ll_to_earth(lat1, lng1), ll_to_earth(lat2, lng2)) AS theirs
          FROM pairs)
      SELECT count(*)::int AS n, count(*) FILTER (WHERE ours <> theirs)::int AS differ,
        count(*) FILTER (WHERE from_earth <> theirs)::int AS stored,
        count(*) FILTER (WHERE theirs = 0)::int AS zero, max(theirs) AS far FROM d`,
    );
    expect(row).toMatchObject({ n: 205 * 205 + 205, differ: 0, stored: 0 });
    expect(row?.zero).toBeGreaterThanOrEqual(205);
    // Half the earth's circumference, for the antipodes.
    expect(row?.far).toBeCloseTo(Math.PI * 6378168, 0);
  });
});

describe('the feed and search queries', () => {
  it('call none of earthdistance’s SQL functions', () => {
    const at = { lat: 9.02, lng: 38.75, r: 5000, offset: 0, take: 11, userId: 1 };
    const types = ['company', 'product', 'place'] as const;
    const mode = searchModeOf('bole');
    if (!mode) throw new Error('no search mode');
    const texts = [
      aroundYouQuery({ ...at, types }),
      forYouQuery({ ...at, types }),
      rankedQuery('new', { ...at, types }),
      searchQuery(searchArgs.auto(mode, at)),
      searchQuery(searchArgs.all(mode, { ...at, sortBy: 'Rating', type: 'places' })),
    ].map((q) => q.text);
    for (const text of texts) expect(text).not.toMatch(/ll_to_earth|earth_distance|sec_to_gc/);
  });

  it('nor does any query a module writes (likes, detail screens …)', () => {
    const modules = path.resolve(import.meta.dirname, '../src/modules');
    const sources = fs
      .readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(20);
    const calling = sources.filter((file) =>
      /ll_to_earth|earth_distance|sec_to_gc/.test(fs.readFileSync(path.join(modules, file), 'utf8')),
    );
    expect(calling).toEqual([]);
  });
});
