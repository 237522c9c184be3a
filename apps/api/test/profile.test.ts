import fs from 'node:fs';
import {
  addisToday,
  BIO_MAX_LENGTH,
  DEFAULT_PLACE,
  PROFILE_NAME_MAX_LENGTH,
  type ReviewPage,
  reviewPageSchema,
  type UserProfile,
  userNameCheckSchema,
  userProfileSchema,
} from '@sefer/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTag, signedInUser } from './engage-helpers.ts';
import { makeCompany, offset } from './factories.ts';
import { buildTestApp, targets } from './helper.ts';
import { bombPng, exifHasGps, phoneJpeg, svg, textAsJpg, truncatedJpeg } from './image-fixtures.ts';
import { multipart } from './multipart.ts';

type Headers = Record<string, string>;
type Member = { id: number; headers: Headers };

/** `YYYY-MM-DD` of the same day `years` earlier (29 February becomes the 28th in a common year). */
function yearsBefore(iso: string, years: number): string {
  const year = Number(iso.slice(0, 4)) - years;
  const monthDay = iso.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${year}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`;
}
const dayAfter = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };
/** A JPEG of two colours side by side: `width` × `height`, the left half red, the right half blue. */
async function twoHalves(width: number, height: number, orientation?: number): Promise<Buffer> {
  const left = await sharp({ create: { width: width / 2, height, channels: 3, background: RED } })
    .png()
    .toBuffer();
  const picture = sharp({ create: { width, height, channels: 3, background: BLUE } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 95 });
  return (orientation ? picture.withMetadata({ orientation }) : picture).toBuffer();
}

/** The colour of a stored variant at (x, y): 'red', 'blue' or another. */
async function colourAt(file: string, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const [r, g, b] = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
  if (r > 200 && g < 60 && b < 60) return 'red';
  if (b > 200 && r < 60 && g < 60) return 'blue';
  return `rgb(${r}, ${g}, ${b})`;
}

describe.each(targets)('the member profile on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    ctx = await buildTestApp(target);
    await makeTag(ctx.db, 'coffee', 'cafe');
    await makeTag(ctx.db, 'injera', 'restaurant');
  });
  afterAll(() => ctx?.close());

  const member = (): Promise<Member> => signedInUser(ctx.app, ctx.db);
  const profile = async (headers: Headers): Promise<UserProfile> => {
    const res = await ctx.app.inject({ url: '/api/v2/user/profile', headers });
    expect(res.statusCode, res.body).toBe(200);
    return userProfileSchema.parse(res.json());
  };
  const update = (headers: Headers, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/v2/user/update', headers, payload: payload as object });
  const updated = async (headers: Headers, payload: unknown): Promise<UserProfile> => {
    const res = await update(headers, payload);
    expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(200);
    return userProfileSchema.parse(res.json());
  };
  const checkName = (headers: Headers, userName: string) =>
    ctx.app.inject({
      url: `/api/v2/user/checkUserName?userName=${encodeURIComponent(userName)}`,
      headers,
    });
  const setPicture = (headers: Headers, data: unknown, image: Buffer | null, type = 'image/jpeg') => {
    const body = multipart(data, image, { type });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v2/user/setProfilePic',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const pictureSet = async (headers: Headers, data: unknown, image: Buffer): Promise<UserProfile> => {
    const res = await setPicture(headers, data, image);
    expect(res.statusCode, res.body).toBe(200);
    return userProfileSchema.parse(res.json());
  };
  const removePicture = (headers: Headers) =>
    ctx.app.inject({ method: 'POST', url: '/api/v2/user/removeProfilePic', headers, payload: {} });
  const storedFiles = () => (fs.existsSync(ctx.config.imagesDir) ? fs.readdirSync(ctx.config.imagesDir) : []);
  const variant = (name: 'thumb' | 'small' | 'big', fileName: string) =>
    `${ctx.config.imagesDir}/${name}-${fileName}`;

  describe('reading', () => {
    it('asks a visitor to sign in', async () => {
      const res = await ctx.app.inject({ url: '/api/v2/user/profile' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('unauthorized');
    });

    it("answers the member's own profile in the shape of spec §3", async () => {
      const me = await member();
      const mine = await profile(me.headers);
      expect(mine).toMatchObject({
        id: me.id,
        middleName: null,
        lastName: null,
        gender: null,
        birthDate: null,
        bio: null,
        imageFile: null,
        userName: null,
        interests: null,
      });
      expect(mine.phone).toMatch(/^\+2517\d{8}$/);
    });

    it('answers 401 to the token of an account that no longer exists', async () => {
      const me = await member();
      await ctx.db.query('DELETE FROM users WHERE id = $1', [me.id]);
      for (const res of [
        await ctx.app.inject({ url: '/api/v2/user/profile', headers: me.headers }),
        await update(me.headers, { firstName: 'Nobody' }),
        await removePicture(me.headers),
      ]) {
        expect(res.statusCode, res.body).toBe(401);
      }
    });
  });

  describe("'About you'", () => {
    it('saves every field and answers the profile as saved; the next read agrees', async () => {
      const me = await member();
      const birthDate = yearsBefore(addisToday(), 30);
      const saved = await updated(me.headers, {
        firstName: '  Almaz ',
        middleName: 'Tesfaye',
        lastName: 'Bekele',
        gender: 'Female',
        birthDate,
        bio: 'Buna every morning at Tomoca.\r\nPiassa is home.',
        userName: '@Almaz.B_1',
      });
      expect(saved).toMatchObject({
        firstName: 'Almaz',
        middleName: 'Tesfaye',
        lastName: 'Bekele',
        gender: 'Female',
        birthDate,
        bio: 'Buna every morning at Tomoca.\nPiassa is home.',
        userName: 'almaz.b_1',
      });
      expect(await profile(me.headers)).toEqual(saved);
    });

    it('changes only the fields sent; a blank or null clears an optional field', async () => {
      const me = await member();
      await updated(me.headers, {
        firstName: 'Dawit',
        middleName: 'Haile',
        lastName: 'Girma',
        gender: 'Male',
        bio: 'Runner',
        userName: 'dawit_g',
        interests: ['coffee'],
      });
      const after = await updated(me.headers, { middleName: '  ', bio: '', lastName: null });
      expect(after).toMatchObject({
        firstName: 'Dawit',
        middleName: null,
        lastName: null,
        bio: null,
        gender: 'Male',
        userName: 'dawit_g',
        interests: 'coffee',
      });
      expect(await updated(me.headers, { gender: null, userName: null, birthDate: null })).toMatchObject({
        gender: null,
        userName: null,
        birthDate: null,
        firstName: 'Dawit',
      });
      // An empty body changes nothing.
      expect(await updated(me.headers, {})).toEqual(await profile(me.headers));
    });

    it('takes a person of 13 to 120 years, by the day in Addis Ababa', async () => {
      const me = await member();
      const today = addisToday();
      const thirteen = yearsBefore(today, 13);
      const oldest = dayAfter(yearsBefore(today, 121));
      for (const birthDate of [thirteen, yearsBefore(today, 120), oldest]) {
        expect((await updated(me.headers, { birthDate })).birthDate).toBe(birthDate);
      }
      for (const birthDate of [dayAfter(thirteen), yearsBefore(today, 121), today, '2999-01-01']) {
        const res = await update(me.headers, { birthDate });
        expect(res.statusCode, birthDate).toBe(400);
        expect(res.json().fields).toEqual({ birthDate: 'invalid_birthDate' });
      }
    });

    it('refuses every bad field with its key, changing nothing', async () => {
      const me = await member();
      await updated(me.headers, { firstName: 'Tigist', userName: 'tigist', interests: ['injera'] });
      const before = await profile(me.headers);
      const long = 'x'.repeat(PROFILE_NAME_MAX_LENGTH + 1);
      const cases: [Record<string, unknown>, string][] = [
        [{ firstName: '' }, 'firstName'],
        [{ firstName: '   ' }, 'firstName'],
        [{ firstName: null }, 'firstName'],
        [{ firstName: long }, 'firstName'],
        [{ firstName: 'Ti\u0000gist' }, 'firstName'],
        [{ middleName: long }, 'middleName'],
        [{ middleName: 42 }, 'middleName'],
        [{ lastName: long }, 'lastName'],
        [{ lastName: 'Be\rkele' }, 'lastName'],
        [{ gender: 'Other' }, 'gender'],
        [{ gender: 'female' }, 'gender'],
        [{ birthDate: '01/02/1990' }, 'birthDate'],
        [{ birthDate: '1990-02-30' }, 'birthDate'],
        [{ birthDate: '1990-2-3' }, 'birthDate'],
        [{ bio: 'x'.repeat(BIO_MAX_LENGTH + 1) }, 'bio'],
        [{ bio: 'Coffee\u0007lover' }, 'bio'],
        [{ userName: 'ab' }, 'userName'],
        [{ userName: 'a'.repeat(31) }, 'userName'],
        [{ userName: 'almaz b' }, 'userName'],
        [{ userName: 'almaz-b' }, 'userName'],
        [{ userName: 'አልማዝ' }, 'userName'],
        [{ userName: '' }, 'userName'],
        [{ interests: ['coffee', 'skydiving'] }, 'interests'],
        [{ interests: 'coffee' }, 'interests'],
        [{ phone: '+251911000000' }, 'request'],
        [{ imageFile: 'x.webp' }, 'request'],
      ];
      for (const [payload, field] of cases) {
        const res = await update(me.headers, { firstName: 'Changed', ...payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        const body = res.json();
        expect(body.error, JSON.stringify(payload)).toBe('bad_request');
        if (field !== 'request')
          expect(body.fields, JSON.stringify(payload)).toEqual({ [field]: `invalid_${field}` });
      }
      expect(await profile(me.headers)).toEqual(before);
    });

    it('answers 401 to a visitor before looking at the body', async () => {
      for (const payload of [{ firstName: 'Abebe' }, { junk: true }]) {
        const res = await update({}, payload);
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toBe('unauthorized');
      }
    });
  });

  describe('usernames', () => {
    it('are unique in any case: another member is refused with username_taken, the holder may save it again', async () => {
      const [abebe, kebede] = [await member(), await member()];
      await updated(abebe.headers, { userName: 'selam.k' });
      for (const userName of ['selam.k', 'Selam.K', '@SELAM.K']) {
        const res = await update(kebede.headers, { userName, bio: 'should not be saved' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          error: 'bad_request',
          reason: 'username_taken',
          fields: { userName: 'invalid_userName' },
        });
      }
      expect((await profile(kebede.headers)).bio).toBeNull();
      expect((await updated(abebe.headers, { userName: 'Selam.K' })).userName).toBe('selam.k');
      // Once given up, the name is free for another.
      await updated(abebe.headers, { userName: null });
      expect((await updated(kebede.headers, { userName: 'selam.k' })).userName).toBe('selam.k');
    });

    it('two members claiming one name at once: one wins, the other gets the field error', async () => {
      for (let round = 0; round < 4; round++) {
        const [a, b] = [await member(), await member()];
        const userName = `race_${target}_${round}`;
        const answers = await Promise.all([
          update(a.headers, { userName }),
          update(b.headers, { userName: userName.toUpperCase() }),
        ]);
        const codes = answers.map((res) => res.statusCode).sort();
        expect(codes, answers.map((r) => r.body).join(' ')).toEqual([200, 400]);
        const lost = answers.find((res) => res.statusCode === 400);
        expect(lost?.json().fields).toEqual({ userName: 'invalid_userName' });
        expect(lost?.json().reason).toBe('username_taken');
        const [row] = await ctx.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM users WHERE lower(user_name) = $1',
          [userName],
        );
        expect(row?.n).toBe(1);
      }
    });

    it('are checked live: free, taken in any case, or the asker’s own', async () => {
      const [me, other] = [await member(), await member()];
      await updated(other.headers, { userName: 'meron_t' });
      await updated(me.headers, { userName: 'hanna.g' });
      const check = async (userName: string) => {
        const res = await checkName(me.headers, userName);
        expect(res.statusCode, res.body).toBe(200);
        return userNameCheckSchema.parse(res.json());
      };
      expect(await check('@Meron_T')).toEqual({ userName: 'meron_t', available: false });
      expect(await check('hanna.g')).toEqual({ userName: 'hanna.g', available: true });
      expect(await check('nobody_yet')).toEqual({ userName: 'nobody_yet', available: true });
      for (const bad of ['ab', 'has space', 'x'.repeat(31)]) {
        const res = await checkName(me.headers, bad);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().fields).toEqual({ userName: 'invalid_userName' });
      }
      const visitor = await checkName({}, 'meron_t');
      expect(visitor.statusCode).toBe(401);
    });
  });

  describe('the profile picture', () => {
    it('asks a visitor to sign in before reading the upload', async () => {
      const before = storedFiles().length;
      const res = await setPicture({}, {}, await twoHalves(400, 200));
      expect(res.statusCode).toBe(401);
      expect((await removePicture({})).statusCode).toBe(401);
      expect(storedFiles().length).toBe(before);
    });

    it('keeps the middle square without a crop: three square variants, no metadata', async () => {
      const me = await member();
      const phone = await phoneJpeg();
      const saved = await pictureSet(me.headers, undefined, phone);
      expect(saved.imageFile).toMatch(/^[0-9a-f]{16}\.webp$/);
      const fileName = saved.imageFile as string;
      for (const name of ['thumb', 'small', 'big'] as const) {
        const meta = await sharp(variant(name, fileName)).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width, name).toBe(meta.height);
        expect(exifHasGps(meta.exif)).toBe(false);
      }
      expect((await sharp(variant('thumb', fileName)).metadata()).width).toBe(160);
      const served = await ctx.app.inject(`/images/thumb-${fileName}`);
      expect(served.statusCode).toBe(200);

      const halves = await pictureSet(me.headers, {}, await twoHalves(400, 200));
      const thumb = variant('thumb', halves.imageFile as string);
      expect(await colourAt(thumb, 10, 80)).toBe('red');
      expect(await colourAt(thumb, 150, 80)).toBe('blue');
    });

    it('cuts the square the member chose, in the picture as shown (EXIF orientation applied)', async () => {
      const me = await member();
      const wide = await twoHalves(400, 200);
      const left = await pictureSet(me.headers, { crop: { x: 0, y: 0, size: 1 } }, wide);
      expect(await colourAt(variant('small', left.imageFile as string), 100, 100)).toBe('red');
      const right = await pictureSet(me.headers, { crop: { x: 0.5, y: 0, size: 1 } }, wide);
      const rightFile = variant('small', right.imageFile as string);
      expect(await colourAt(rightFile, 5, 5)).toBe('blue');
      expect(await colourAt(rightFile, 190, 190)).toBe('blue');

      // Stored 400 × 300 lying on its side (orientation 6): shown 300 × 400, red on top, blue below.
      const sideways = await twoHalves(400, 300, 6);
      const top = await pictureSet(me.headers, { crop: { x: 0, y: 0, size: 0.5 } }, sideways);
      const topFile = variant('thumb', top.imageFile as string);
      expect((await sharp(topFile).metadata()).width).toBe(150);
      expect(await colourAt(topFile, 75, 75)).toBe('red');
      const bottom = await pictureSet(me.headers, { crop: { x: 0, y: 0.5, size: 0.5 } }, sideways);
      expect(await colourAt(variant('thumb', bottom.imageFile as string), 75, 75)).toBe('blue');
    });

    it('refuses a bad crop, a bad data part or no picture, storing nothing and keeping the old picture', async () => {
      const me = await member();
      const kept = (await pictureSet(me.headers, {}, await twoHalves(400, 200))).imageFile;
      const before = storedFiles().length;
      const wide = await twoHalves(400, 200);
      const cases: [unknown, Buffer | null, Record<string, string>][] = [
        [{ crop: { x: 0.75, y: 0, size: 1 } }, wide, { crop: 'invalid_crop' }],
        [{ crop: { x: 0, y: 0.5, size: 1 } }, wide, { crop: 'invalid_crop' }],
        [{ crop: { x: -0.1, y: 0, size: 0.5 } }, wide, { crop: 'invalid_crop' }],
        [{ crop: { x: 0, y: 0, size: 0 } }, wide, { crop: 'invalid_crop' }],
        [{ crop: { x: 0, y: 0, size: 1.5 } }, wide, { crop: 'invalid_crop' }],
        [{ crop: { x: '0', y: 0, size: 1 } }, wide, { crop: 'invalid_crop' }],
        [{ crop: 'middle' }, wide, { crop: 'invalid_crop' }],
        [{ crop: { x: 0, y: 0, size: 1 }, id: 4 }, wide, { data: 'invalid_data' }],
        ['{not json', wide, { data: 'invalid_data' }],
        [{}, null, { image: 'invalid_image' }],
      ];
      for (const [data, image, fields] of cases) {
        const res = await setPicture(me.headers, data, image);
        expect(res.statusCode, JSON.stringify(data)).toBe(400);
        expect(res.json().fields, JSON.stringify(data)).toEqual(fields);
      }
      expect(storedFiles().length).toBe(before);
      expect((await profile(me.headers)).imageFile).toBe(kept);
    });

    it('answers hostile uploads with a 4xx and the picture reason, storing nothing', async () => {
      const me = await member();
      const before = storedFiles().length;
      const cases: [string, Buffer, string, number, string][] = [
        ['text named .jpg', await textAsJpg(), 'image/jpeg', 415, 'image_type'],
        ['svg', await svg(), 'image/svg+xml', 415, 'image_type'],
        ['30 MB file', Buffer.alloc(30 * 1024 * 1024, 0xff), 'image/jpeg', 413, 'image_too_large'],
        ['20,000 × 20,000 PNG', await bombPng(), 'image/png', 413, 'image_too_many_pixels'],
        ['truncated JPEG', await truncatedJpeg(), 'image/jpeg', 400, 'image_unreadable'],
      ];
      for (const [name, bytes, type, status, reason] of cases) {
        const res = await setPicture(me.headers, {}, bytes, type);
        expect(res.statusCode, name).toBe(status);
        expect(res.json().reason, name).toBe(reason);
        expect(res.json().fields, name).toEqual({ image: 'invalid_image' });
      }
      expect(storedFiles().length).toBe(before);
      expect((await profile(me.headers)).imageFile).toBeNull();
    });

    it('deletes the old files when replaced or removed; removing twice is harmless', async () => {
      const me = await member();
      const first = (await pictureSet(me.headers, {}, await twoHalves(400, 200))).imageFile as string;
      expect(storedFiles().filter((f) => f.endsWith(first))).toHaveLength(3);
      const second = (await pictureSet(me.headers, {}, await twoHalves(200, 400))).imageFile as string;
      expect(second).not.toBe(first);
      expect(storedFiles().filter((f) => f.endsWith(first))).toEqual([]);
      expect(storedFiles().filter((f) => f.endsWith(second))).toHaveLength(3);

      const removed = await removePicture(me.headers);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(userProfileSchema.parse(removed.json()).imageFile).toBeNull();
      expect(storedFiles().filter((f) => f.endsWith(second))).toEqual([]);
      expect((await profile(me.headers)).imageFile).toBeNull();
      const again = await removePicture(me.headers);
      expect(again.statusCode).toBe(200);
      expect(again.json().imageFile).toBeNull();
    });

    it('shows on the member’s reviews, and goes from them when removed', async () => {
      const me = await member();
      await updated(me.headers, { firstName: 'Saba', lastName: 'Alemu' });
      const companyId = await makeCompany(ctx.db, offset(DEFAULT_PLACE, 300, 300));
      const posted = await ctx.app.inject({
        method: 'POST',
        url: `/api/v2/engage/reviews/0/${companyId}`,
        headers: me.headers,
        payload: { rating: 5, text: 'Best macchiato in Piassa' },
      });
      expect(posted.statusCode, posted.body).toBe(200);
      const authorImage = async () => {
        const res = await ctx.app.inject({ url: `/api/v2/engage/reviews/0/${companyId}` });
        const page = reviewPageSchema.parse(res.json()) as ReviewPage;
        expect(page.items[0]?.author).toBe('Saba A.');
        return page.items[0]?.authorImage;
      };
      expect(await authorImage()).toBeNull();
      const { imageFile } = await pictureSet(me.headers, {}, await twoHalves(400, 200));
      expect(await authorImage()).toBe(imageFile);
      expect((await removePicture(me.headers)).statusCode).toBe(200);
      expect(await authorImage()).toBeNull();
    });
  });
});

/**
 * The database's unique index decides a race the first look cannot see: a name held by a transaction that has not
 * committed yet. PostgreSQL only (PGlite has one connection, so nothing can be held open beside the call).
 */
describe.each(targets.filter((t) => t === 'postgres'))(
  'a username held by an open transaction on %s',
  (target) => {
    let ctx: Awaited<ReturnType<typeof buildTestApp>>;
    beforeAll(async () => {
      ctx = await buildTestApp(target);
    });
    afterAll(() => ctx?.close());

    it('waits for it, then refuses the name with username_taken', async () => {
      const [holder, claimer] = [await signedInUser(ctx.app, ctx.db), await signedInUser(ctx.app, ctx.db)];
      let answer:
        | Promise<{ statusCode: number; json: () => { reason?: string; fields?: unknown } }>
        | undefined;
      await ctx.db.transaction(async (tx) => {
        await tx.query("UPDATE users SET user_name = 'held.name' WHERE id = $1", [holder.id]);
        answer = ctx.app.inject({
          method: 'POST',
          url: '/api/v2/user/update',
          headers: claimer.headers,
          payload: { userName: 'Held.Name' },
        });
        // The claim's first look has passed (the name is not committed) and its write waits on the index.
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const res = await (answer as NonNullable<typeof answer>);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        reason: 'username_taken',
        fields: { userName: 'invalid_userName' },
      });
    });
  },
);
