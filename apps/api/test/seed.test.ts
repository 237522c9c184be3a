import fs from 'node:fs';
import { DEFAULT_PLACE, decodeImage, type FeedPage } from '@sefer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDemoSeeded, seedDemo } from '../src/seed/demo.ts';
import { buildTestApp } from './helper.ts';

const silent = { info: () => {} };

describe('the demo seed', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp('pglite');
    expect(await isDemoSeeded(ctx.db)).toBe(false);
    await seedDemo(ctx.db, ctx.config.imagesDir, silent);
  }, 180_000);
  afterAll(() => ctx?.close());

  const feed = async (query: string) =>
    (
      await ctx.app.inject(
        `/api/v2/home/aroundYou?lat=${DEFAULT_PLACE.lat}&lng=${DEFAULT_PLACE.lng}&${query}`,
      )
    ).json() as FeedPage;

  it('fills several pages of every type within 10 km of Piassa', async () => {
    for (const type of ['company', 'product', 'place']) {
      const items = (await feed(`types=${type}&limit=50`)).items;
      expect(items.length, type).toBeGreaterThanOrEqual(30);
    }
  });

  it('gives every card a real picture and names in English and Amharic', async () => {
    const items = (await feed('limit=50')).items;
    for (const item of items) {
      expect(item.nameAm).toMatch(/[\u1200-\u137f]/);
      const { fileName, aspect } = decodeImage(item.image as string);
      expect(aspect).toBeGreaterThan(0.4);
      const res = await ctx.app.inject(`/images/small-${fileName}`);
      expect(res.statusCode, fileName).toBe(200);
    }
    expect(items.some((i) => i.type === 'product' && (i.price ?? 0) > 0)).toBe(true);
    expect(items.some((i) => i.verified)).toBe(true);
  });

  it('covers other Ethiopian cities too', async () => {
    const hawassa = (
      await ctx.app.inject('/api/v2/home/aroundYou?lat=7.0621&lng=38.4764')
    ).json() as FeedPage;
    expect(hawassa.items.length).toBeGreaterThan(3);
  });

  it('refuses to seed a database that is not empty', async () => {
    const before = fs.readdirSync(ctx.config.imagesDir).length;
    await expect(seedDemo(ctx.db, ctx.config.imagesDir, silent)).rejects.toThrow(/not empty/);
    expect(fs.readdirSync(ctx.config.imagesDir).length).toBe(before);
  });
});
