import {
  DEFAULT_PLACE,
  decodeImage,
  interestListSchema,
  MAX_INTERESTS,
  type UserProfile,
} from '@sefer/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../src/modules/images/image-store.ts';
import { seedEngagement } from '../src/seed/engagement.ts';
import { seededRandom } from '../src/seed/random.ts';
import { makeTag, signedInUser } from './engage-helpers.ts';
import { makeCompany, makePlace, makeProduct, offset } from './factories.ts';
import { buildTestApp, targets } from './helper.ts';

const here = { lat: DEFAULT_PLACE.lat, lng: DEFAULT_PLACE.lng };
type Headers = Record<string, string>;

describe.each(targets)('interests and the profile update on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(target);
    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#92400e' },
    })
      .png()
      .toBuffer();
    const stored = await storeImage(ctx.config.imagesDir, 'tag-coffee', picture);
    await makeTag(ctx.db, 'coffee', 'cafe', stored.fileName);
    await makeTag(ctx.db, 'injera', 'restaurant');
    await makeTag(ctx.db, 'kitfo', 'restaurant');
    await makeTag(ctx.db, 'museum', 'leisure');
    // A tag without a picture is not offered as an interest.
    await makeTag(ctx.db, 'office', 'government', null);
  });
  afterAll(() => ctx?.close());

  const profile = async (headers: Headers) => {
    const res = await ctx.app.inject({ url: '/api/v2/user/profile', headers });
    expect(res.statusCode).toBe(200);
    return res.json() as UserProfile;
  };
  const update = (headers: Headers, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/v2/user/update', headers, payload: payload as object });

  it('lists the tags with pictures as interests, each picture served', async () => {
    const res = await ctx.app.inject('/api/v2/ai/interests');
    expect(res.statusCode).toBe(200);
    const list = interestListSchema.parse(res.json());
    expect(list.map((i) => i.tag)).toEqual(['coffee', 'museum', 'injera', 'kitfo']);
    expect(list[0]).toEqual({
      tag: 'coffee',
      category: 'cafe',
      labelAm: 'coffee (am)',
      image: 'tag-coffee.webp-1',
    });
    const { fileName, aspect } = decodeImage(list[0]?.image as string);
    expect(aspect).toBe(1);
    expect((await ctx.app.inject(`/images/small-${fileName}`)).statusCode).toBe(200);
  });

  it('has no interests (null) until chosen, then saves and returns them; an empty choice is kept apart', async () => {
    const user = await signedInUser(ctx.app, ctx.db);
    expect((await profile(user.headers)).interests).toBeNull();

    const res = await update(user.headers, { interests: ['Injera', 'coffee', 'injera'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().interests).toBe('injera coffee');
    expect((await profile(user.headers)).interests).toBe('injera coffee');
    const [row] = await ctx.db.query<{ interests: string[] }>('SELECT interests FROM users WHERE id = $1', [
      user.id,
    ]);
    expect(row?.interests).toEqual(['injera', 'coffee']);

    expect((await update(user.headers, { interests: [] })).json().interests).toBe('');
    expect((await profile(user.headers)).interests).toBe('');
  });

  it('changes only the fields sent, and only for the signed-in user', async () => {
    const user = await signedInUser(ctx.app, ctx.db);
    const other = await signedInUser(ctx.app, ctx.db);
    const before = await profile(other.headers);
    const res = await update(user.headers, {
      firstName: ' Almaz ',
      bio: 'Coffee lover',
      birthDate: '1994-05-02',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Almaz',
      bio: 'Coffee lover',
      birthDate: '1994-05-02',
      interests: null,
    });
    expect(await profile(user.headers)).toMatchObject({ firstName: 'Almaz', lastName: null });
    expect((await update(user.headers, { gender: 'Female', bio: null })).json()).toMatchObject({
      firstName: 'Almaz',
      gender: 'Female',
      bio: null,
    });
    expect(await profile(other.headers)).toEqual(before);
  });

  it('refuses bad interests and other bad fields with a field error, and changes nothing', async () => {
    const user = await signedInUser(ctx.app, ctx.db);
    await update(user.headers, { interests: ['coffee'], firstName: 'Tigist' });
    const before = await profile(user.headers);
    const cases: [unknown, string][] = [
      [{ interests: ['coffee', 'skydiving'] }, 'interests'],
      [{ interests: ['office'] }, 'interests'],
      [{ interests: Array.from({ length: MAX_INTERESTS + 1 }, (_, i) => `tag${i}`) }, 'interests'],
      [{ interests: 'coffee injera' }, 'interests'],
      [{ interests: ['coffee', ''] }, 'interests'],
      [{ interests: ['<script>'] }, 'interests'],
      [{ interests: null }, 'interests'],
      [{ firstName: '' }, 'firstName'],
      [{ firstName: 'x'.repeat(61), interests: ['injera'] }, 'firstName'],
      [{ gender: 'Other' }, 'gender'],
      [{ birthDate: '2999-01-01' }, 'birthDate'],
      [{ birthDate: '01/02/1990' }, 'birthDate'],
      [{ phone: '+251911000000' }, 'request'],
      [{ imageFile: 'taken.webp' }, 'request'],
    ];
    for (const [payload, field] of cases) {
      const res = await update(user.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json();
      expect(body.error).toBe('bad_request');
      if (field !== 'request')
        expect(body.fields, JSON.stringify(payload)).toMatchObject({ [field]: `invalid_${field}` });
    }
    expect(await profile(user.headers)).toEqual(before);
  });

  it('answers 401 to an anonymous update', async () => {
    const res = await update({}, { interests: ['coffee'] });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthorized');
  });

  it('seeds demo views whose trend equals bumping them one by one, so trending and popular differ', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) {
      const companyId = await makeCompany(ctx.db, { ...offset(here, 200 + i * 20, 0) });
      await ctx.db.query('UPDATE companies SET likes = $2 WHERE id = $1', [companyId, 40 - i]);
      ids.push(companyId);
      await makeProduct(ctx.db, { companyId });
      await makePlace(ctx.db, { ...offset(here, 0, 200 + i * 20) });
    }
    const count = await seedEngagement(ctx.db, seededRandom(7), Date.now());
    const [totals] = await ctx.db.query<{ rows: number; counted: number }>(
      `SELECT (SELECT count(*)::int FROM views) AS rows,
              (SELECT sum(views)::int FROM companies) + (SELECT sum(views)::int FROM products)
                + (SELECT sum(views)::int FROM places) AS counted`,
    );
    expect(totals).toEqual({ rows: count, counted: count });
    expect(count).toBeGreaterThan(100);

    const [hot] = await ctx.db.query<{ id: number; trend: number }>(
      'SELECT id, trend FROM companies WHERE views > 0 ORDER BY views DESC, id LIMIT 1',
    );
    const times = await ctx.db.query<{ at: string }>(
      'SELECT created_at::text AS at FROM views WHERE kind = 0 AND entity_id = $1 ORDER BY created_at',
      [hot?.id],
    );
    let folded = Number.NEGATIVE_INFINITY;
    for (const { at } of times) {
      const [row] = await ctx.db.query<{ t: number }>(
        'SELECT sefer_bump_trend($1, 1, $2::timestamptz) AS t',
        [folded, at],
      );
      folded = Number(row?.t);
    }
    expect(hot?.trend).toBeCloseTo(folded, 6);

    const top = async (order: string) =>
      (await ctx.db.query<{ id: number }>(`SELECT id FROM companies ORDER BY ${order}, id LIMIT 5`)).map(
        (r) => Number(r.id),
      );
    expect(await top('trend DESC')).not.toEqual(await top('likes DESC'));
  });
});
