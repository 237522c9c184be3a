import { DEFAULT_PLACE, type SearchResult, type Suggestion } from '@sefer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_CAP } from '../src/modules/search/search.repository.ts';
import { makePlace, offset } from './factories.ts';
import { buildTestApp, targets } from './helper.ts';

const here = { lat: DEFAULT_PLACE.lat, lng: DEFAULT_PLACE.lng };
const at = `lat=${here.lat}&lng=${here.lng}`;
/** Mekelle, about 600 km north of Piassa. */
const far = { lat: 13.4967, lng: 39.4753 };

/**
 * A key more common than the search's bound (MATCH_CAP matches per type) still finds what is near:
 * the far rows come first in the table, so a bound on matches alone would never reach the near one.
 */
describe.each(targets)('search bounded on a common key on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let near = 0;

  beforeAll(async () => {
    ctx = await buildTestApp(target);
    await ctx.db.query(
      `INSERT INTO places (source, source_id, name, category, tags, image_file, image_aspect, lat, lng)
       SELECT 'demo', 'bounds:' || i, 'Zebra Lounge ' || i, 'bar', ARRAY['bar'], 'place-bounds.webp', 1,
         $1::float8 + i * 0.00001, $2::float8
       FROM generate_series(1, $3::int) AS i`,
      [far.lat, far.lng, MATCH_CAP + 200],
    );
    near = await makePlace(ctx.db, { ...offset(here, 400, 300), name: 'Zebra Lounge', tags: ['bar'] });
    await ctx.db.query('ANALYZE places');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('suggests the near match first', async () => {
    const res = await ctx.app.inject(`/api/v2/search/auto?key=zebra%20lounge&${at}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Suggestion[];
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({ type: 'place', id: near, title: 'Zebra Lounge' });
  });

  it('lists the near match first by distance, with far matches after it', async () => {
    const res = await ctx.app.inject(`/api/v2/search/all?key=zebra&type=places&${at}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as SearchResult[];
    expect(list[0]?.id).toBe(near);
    expect(list.length).toBeGreaterThan(10);
    expect(list.slice(1).every((r) => r.distance > 500_000)).toBe(true);
  });
});
