import fs from 'node:fs';
import {
  type CompanyDetail,
  companyDetailSchema,
  DEFAULT_PLACE,
  type MyCompany,
  myCompanySchema,
  type OwnCompany,
  ownCompanySchema,
  type PhotoPage,
  type PostPage,
} from '@sefer/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTag, makeUser, signedInUser } from './engage-helpers.ts';
import { buildTestApp, targets } from './helper.ts';
import { bombPng, exifHasGps, phoneJpeg, png, svg, textAsJpg, truncatedJpeg } from './image-fixtures.ts';
import { multipart } from './multipart.ts';

type Headers = Record<string, string>;

const register = (overrides: Record<string, unknown> = {}) => ({
  name: 'Merkato Spice House',
  nameAm: 'መርካቶ ቅመም ቤት',
  handle: 'merkato_spice',
  description: 'Berbere, mitmita and shiro ground fresh every morning.',
  tags: ['spices', 'coffee'],
  phone: '0911 23 45 67',
  lat: DEFAULT_PLACE.lat + 0.004,
  lng: DEFAULT_PLACE.lng - 0.003,
  address: 'Merkato, Addis Ketema',
  ...overrides,
});

describe.each(targets)('company owners on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: { id: number; headers: Headers };
  let other: { id: number; headers: Headers };
  let company: OwnCompany;
  let otherCompany: OwnCompany;

  const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ok = async (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: unknown) => {
    const res = await call(method, url, headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const storedFiles = () => (fs.existsSync(ctx.config.imagesDir) ? fs.readdirSync(ctx.config.imagesDir) : []);
  const detail = async (id: number): Promise<CompanyDetail> =>
    companyDetailSchema.parse(await ok('GET', `/api/v2/company/${id}`));
  const upload = (headers: Headers, data: unknown, image: Buffer | null, type?: string) => {
    const body = multipart(data, image, type ? { type } : {});
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v2/photo/create/company',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    ctx = await buildTestApp(target);
    await makeTag(ctx.db, 'spices', 'shopping');
    await makeTag(ctx.db, 'coffee', 'cafe');
    owner = await signedInUser(ctx.app, ctx.db);
    other = await signedInUser(ctx.app, ctx.db);
  });
  afterAll(() => ctx?.close());

  describe('register', () => {
    it('asks a visitor to sign in, whatever the body', async () => {
      for (const payload of [register(), { junk: true }]) {
        const res = await call('POST', '/api/v2/company/register', {}, payload);
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toBe('unauthorized');
      }
      const mine = await call('GET', '/api/v2/company/mine');
      expect(mine.statusCode).toBe(401);
    });

    it('answers a person without a company with null', async () => {
      const mine = myCompanySchema.parse(await ok('GET', '/api/v2/company/mine', owner.headers)) as MyCompany;
      expect(mine.company).toBeNull();
    });

    it('refuses bad fields one by one, naming each, and writes nothing', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ handle: 'no spaces' }, 'handle'],
        [{ handle: 'ab' }, 'handle'],
        [{ name: ' ' }, 'name'],
        [{ phone: '12345' }, 'phone'],
        [{ lat: 51.5, lng: -0.12 }, 'lat'],
        [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags'],
        [{ description: 'x'.repeat(1001) }, 'description'],
        [{ descriptionAm: 'ሀ'.repeat(1001) }, 'descriptionAm'],
        [{ addressAm: 'ሀ'.repeat(201) }, 'addressAm'],
        [{ extra: 'field' }, 'request'],
      ];
      for (const [change, field] of cases) {
        const res = await call('POST', '/api/v2/company/register', owner.headers, register(change));
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        if (field !== 'request')
          expect(res.json().fields?.[field], JSON.stringify(change)).toBe(`invalid_${field}`);
      }
      const unknown = await call(
        'POST',
        '/api/v2/company/register',
        owner.headers,
        register({ tags: ['nosuchtag'] }),
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toEqual({ tags: 'invalid_tags' });
      const [row] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
      expect(row?.n).toBe(0);
    });

    it('registers one company per account, with a unique handle', async () => {
      company = ownCompanySchema.parse(
        await ok('POST', '/api/v2/company/register', owner.headers, register()),
      );
      expect(company).toMatchObject({
        handle: 'merkato_spice',
        nameAm: 'መርካቶ ቅመም ቤት',
        phone: '+251911234567',
        verified: false,
        hours: null,
        photoCount: 0,
        postCount: 0,
      });
      const again = await call(
        'POST',
        '/api/v2/company/register',
        owner.headers,
        register({ handle: 'second_one' }),
      );
      expect(again.statusCode).toBe(400);
      expect(again.json().reason).toBe('company_exists');

      const taken = await call(
        'POST',
        '/api/v2/company/register',
        other.headers,
        register({ handle: '@Merkato_Spice' }),
      );
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toMatchObject({ reason: 'handle_taken', fields: { handle: 'invalid_handle' } });

      otherCompany = ownCompanySchema.parse(
        await ok(
          'POST',
          '/api/v2/company/register',
          other.headers,
          register({
            handle: 'bole_beans',
            name: 'Bole Beans',
            nameAm: null,
            phone: '0911234567',
            addressAm: 'ቦሌ፣ ከኤድና ሞል አጠገብ',
          }),
        ),
      );
      expect(company).toMatchObject({ descriptionAm: null, addressAm: null });
      expect(otherCompany).toMatchObject({ descriptionAm: null, addressAm: 'ቦሌ፣ ከኤድና ሞል አጠገብ' });
    });

    it('shows the new company at once to visitors: detail, feeds and search in both scripts', async () => {
      const page = await detail(company.id);
      expect(page).toMatchObject({ name: 'Merkato Spice House', handle: 'merkato_spice', verified: false });
      const near = `lat=${DEFAULT_PLACE.lat}&lng=${DEFAULT_PLACE.lng}`;
      const feed = await ok('GET', `/api/v2/home/new?${near}`);
      expect(feed.items.map((i: { id: number; type: string }) => `${i.type}:${i.id}`)).toContain(
        `company:${company.id}`,
      );
      for (const key of ['መርካቶ ቅመም', 'merkato spice', 'ቅመም']) {
        const found = await ok('GET', `/api/v2/search/all?key=${encodeURIComponent(key)}&${near}`);
        expect(
          found.map((r: { id: number; type: string }) => `${r.type}:${r.id}`),
          key,
        ).toContain(`company:${company.id}`);
      }
    });
  });

  describe('update', () => {
    it('changes only the fields sent, and only the own company', async () => {
      const updated = ownCompanySchema.parse(
        await ok('POST', '/api/v2/company/update', owner.headers, {
          description: 'Spices and fresh coffee beans',
          social: {
            telegram: 'https://t.me/merkato_spice',
            website: 'merkato-spice.et',
            email: 'Shop@Example.com',
          },
          hours: {
            mon: [{ open: '08:00', close: '18:00' }],
            tue: [
              { open: '08:00', close: '12:00' },
              { open: '13:00', close: '18:00' },
            ],
            wed: [],
            thu: [{ open: '22:00', close: '02:00' }],
            fri: [],
            sat: [],
            sun: [],
          },
        }),
      );
      expect(updated).toMatchObject({
        name: 'Merkato Spice House',
        description: 'Spices and fresh coffee beans',
        social: {
          telegram: 'merkato_spice',
          website: 'https://merkato-spice.et/',
          email: 'shop@example.com',
          facebook: null,
        },
      });
      expect(updated.hours?.tue).toHaveLength(2);
      const [week] = await ctx.db.query<{ open_week: string }>(
        'SELECT open_week::text FROM companies WHERE id = $1',
        [company.id],
      );
      expect(week?.open_week).toBe('{[480,1080),[1920,2160),[2220,2520),[5640,5880)}');

      // The other owner's update touches only their own company.
      await ok('POST', '/api/v2/company/update', other.headers, { name: 'Bole Beans Roastery' });
      expect((await detail(company.id)).name).toBe('Merkato Spice House');
      expect((await detail(otherCompany.id)).name).toBe('Bole Beans Roastery');
      const page = await detail(company.id);
      expect(page.social.telegram).toBe('merkato_spice');
      expect(page.description).toBe('Spices and fresh coffee beans');
    });

    it('writes the Amharic description and address beside the English, and reads them back', async () => {
      const updated = ownCompanySchema.parse(
        await ok('POST', '/api/v2/company/update', owner.headers, {
          descriptionAm: '  ቅመማ ቅመምና ትኩስ የቡና ፍሬ።\nበየቀኑ እንፈጫለን።  ',
          addressAm: 'መርካቶ፣ ከአንዋር መስጊድ አጠገብ',
        }),
      );
      expect(updated).toMatchObject({
        description: 'Spices and fresh coffee beans',
        descriptionAm: 'ቅመማ ቅመምና ትኩስ የቡና ፍሬ።\nበየቀኑ እንፈጫለን።',
        addressAm: 'መርካቶ፣ ከአንዋር መስጊድ አጠገብ',
      });
      expect(await detail(company.id)).toMatchObject({
        description: 'Spices and fresh coffee beans',
        descriptionAm: 'ቅመማ ቅመምና ትኩስ የቡና ፍሬ።\nበየቀኑ እንፈጫለን።',
        addressAm: 'መርካቶ፣ ከአንዋር መስጊድ አጠገብ',
      });
      // The other company wrote no Amharic description: null, and the page falls back to the English.
      expect(await detail(otherCompany.id)).toMatchObject({
        descriptionAm: null,
        addressAm: 'ቦሌ፣ ከኤድና ሞል አጠገብ',
      });
      // A blank one is none; a field not sent stays.
      const cleared = ownCompanySchema.parse(
        await ok('POST', '/api/v2/company/update', owner.headers, { addressAm: ' ' }),
      );
      expect(cleared).toMatchObject({ addressAm: null, descriptionAm: 'ቅመማ ቅመምና ትኩስ የቡና ፍሬ።\nበየቀኑ እንፈጫለን።' });
      await ok('POST', '/api/v2/company/update', owner.headers, { addressAm: 'መርካቶ፣ ከአንዋር መስጊድ አጠገብ' });
    });

    it('finds a renamed company by its new names at once, and no longer by the old', async () => {
      const near = `lat=${DEFAULT_PLACE.lat}&lng=${DEFAULT_PLACE.lng}`;
      const found = async (key: string) =>
        (await ok('GET', `/api/v2/search/all?key=${encodeURIComponent(key)}&${near}`)).map(
          (r: { id: number; type: string }) => `${r.type}:${r.id}`,
        );
      await ok('POST', '/api/v2/company/update', owner.headers, {
        name: 'Addis Berbere Corner',
        nameAm: 'አዲስ በርበሬ',
      });
      expect(await found('berbere corner')).toContain(`company:${company.id}`);
      expect(await found('አዲስ በርበሬ')).toContain(`company:${company.id}`);
      expect(await found('house')).not.toContain(`company:${company.id}`);
      await ok('POST', '/api/v2/company/update', owner.headers, {
        name: 'Merkato Spice House',
        nameAm: 'መርካቶ ቅመም ቤት',
      });
    });

    it('removes a social link sent blank, and the hours sent null', async () => {
      const updated = ownCompanySchema.parse(
        await ok('POST', '/api/v2/company/update', owner.headers, { social: { email: '' }, hours: null }),
      );
      expect(updated.social).toMatchObject({ email: null, telegram: 'merkato_spice' });
      expect(updated.hours).toBeNull();
    });

    it('refuses bad input with field keys and changes nothing', async () => {
      const before = await detail(company.id);
      const cases: [Record<string, unknown>, string][] = [
        [{ social: { telegram: 'no spaces allowed' } }, 'social'],
        [{ hours: { mon: [{ open: '25:00', close: '18:00' }] } }, 'hours'],
        [{ lat: 9.0 }, 'lat'],
        [{ handle: 'bole_beans' }, 'handle'],
        [{ name: 'x'.repeat(81) }, 'name'],
        [{ descriptionAm: 'ሀ'.repeat(1001) }, 'descriptionAm'],
        [{ addressAm: 'ሀ'.repeat(201), descriptionAm: 'ይህ አይጻፍም' }, 'addressAm'],
      ];
      for (const [payload, field] of cases) {
        const res = await call('POST', '/api/v2/company/update', owner.headers, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().fields?.[field], JSON.stringify(payload)).toBe(`invalid_${field}`);
      }
      expect(await detail(company.id)).toEqual(before);
    });

    it('asks a visitor to sign in, and a person without a company to register', async () => {
      expect((await call('POST', '/api/v2/company/update', {}, { name: 'Mine now' })).statusCode).toBe(401);
      const stranger = await signedInUser(ctx.app, ctx.db);
      const res = await call('POST', '/api/v2/company/update', stranger.headers, { name: 'Mine now' });
      expect(res.statusCode).toBe(404);
      expect(res.json().reason).toBe('no_company');
      expect((await detail(company.id)).name).toBe('Merkato Spice House');
    });
  });

  describe('verified mark', () => {
    const code = async (phone: string) =>
      (await ok('GET', `/api/dev/outbox?phone=${encodeURIComponent(phone)}`)).code as string;

    it('is set by the code texted to the business phone, and cleared by a new number', async () => {
      const sent = await ok('POST', '/api/v2/company/verify/request', owner.headers);
      expect(sent).toMatchObject({ codeSent: true, phone: '+251911234567' });
      const again = await ok('POST', '/api/v2/company/verify/request', owner.headers);
      expect(again.codeSent).toBe(false);
      expect(again.resendAfter).toBeGreaterThan(0);

      const right = await code('+251911234567');
      const wrong = right === '000000' ? '111111' : '000000';
      const bad = await call('POST', '/api/v2/company/verify/confirm', owner.headers, { code: wrong });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().reason).toBe('incorrect_code');
      // The other owner cannot use this code for their company (same number, other company).
      const stolen = await call('POST', '/api/v2/company/verify/confirm', other.headers, { code: right });
      expect(stolen.statusCode).toBe(400);
      expect((await detail(otherCompany.id)).verified).toBe(false);

      const verified = ownCompanySchema.parse(
        await ok('POST', '/api/v2/company/verify/confirm', owner.headers, { code: right }),
      );
      expect(verified.verified).toBe(true);
      expect((await detail(company.id)).verified).toBe(true);

      // The number now belongs to a verified company: the other one cannot ask for a code for it.
      const taken = await call('POST', '/api/v2/company/verify/request', other.headers);
      expect(taken.statusCode).toBe(400);
      expect(taken.json().reason).toBe('phone_taken');

      const moved = ownCompanySchema.parse(
        await ok('POST', '/api/v2/company/update', owner.headers, { phone: '0922 11 22 33' }),
      );
      expect(moved).toMatchObject({ phone: '+251922112233', verified: false });
      // Re-sending the same number keeps it unverified; confirming the old code does nothing.
      const stale = await call('POST', '/api/v2/company/verify/confirm', owner.headers, { code: right });
      expect(stale.statusCode).toBe(400);
      expect((await detail(company.id)).verified).toBe(false);
    });

    it('uses up a code after five wrong tries', async () => {
      const stranger = await signedInUser(ctx.app, ctx.db);
      await ok(
        'POST',
        '/api/v2/company/register',
        stranger.headers,
        register({ handle: 'tries_shop', phone: '0933445566' }),
      );
      await ok('POST', '/api/v2/company/verify/request', stranger.headers);
      const right = await code('+251933445566');
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await call('POST', '/api/v2/company/verify/confirm', stranger.headers, { code: wrong });
        expect(res.json().reason).toBe('incorrect_code');
      }
      const late = await call('POST', '/api/v2/company/verify/confirm', stranger.headers, { code: right });
      expect(late.json().reason).toBe('code_exhausted');
    });
  });

  describe('photos', () => {
    let photoId: number;
    let fileName: string;

    it('stores an owner’s phone photo without its GPS position, and shows it to visitors', async () => {
      const jpeg = await phoneJpeg();
      expect(exifHasGps((await sharp(jpeg).metadata()).exif)).toBe(true);
      const res = await upload(owner.headers, { id: company.id }, jpeg);
      expect(res.statusCode, res.body).toBe(200);
      ({ id: photoId, fileName } = res.json());
      for (const variant of ['thumb', 'small', 'big']) {
        const stored = await sharp(
          fs.readFileSync(`${ctx.config.imagesDir}/${variant}-${fileName}`),
        ).metadata();
        expect(stored.format).toBe('webp');
        expect(stored.exif).toBeUndefined();
        expect(stored.xmp).toBeUndefined();
      }
      const list = (await ok('GET', `/api/photo/owner/0/${company.id}`)) as PhotoPage;
      expect(list.items.map((p) => p.id)).toEqual([photoId]);
      // The first photo is the company's picture: its page and its feed card show it.
      const page = await detail(company.id);
      expect(page.image?.startsWith(fileName)).toBe(true);
      expect(page.photoCount).toBe(1);
    });

    it('refuses another account, a visitor and an unknown company, storing nothing', async () => {
      const before = storedFiles().length;
      const image = await png();
      const stranger = await upload(other.headers, { id: company.id }, image);
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().error).toBe('forbidden');
      const visitor = await upload({}, { id: company.id }, image);
      expect(visitor.statusCode).toBe(401);
      const nowhere = await upload(owner.headers, { id: 999_999 }, image);
      expect(nowhere.statusCode).toBe(404);
      const noData = await upload(owner.headers, undefined, image);
      expect(noData.statusCode).toBe(400);
      expect(storedFiles().length).toBe(before);
      expect(((await ok('GET', `/api/photo/owner/0/${company.id}`)) as PhotoPage).items).toHaveLength(1);
    });

    it('answers hostile uploads with a 4xx and a clear message, storing nothing', async () => {
      const before = storedFiles().length;
      const rssBefore = process.memoryUsage().rss;
      const cases: [string, Buffer, string, number][] = [
        ['text named .jpg', await textAsJpg(), 'image/jpeg', 415],
        ['svg', await svg(), 'image/svg+xml', 415],
        ['30 MB file', Buffer.alloc(30 * 1024 * 1024, 0xff), 'image/jpeg', 413],
        ['20,000 × 20,000 PNG', await bombPng(), 'image/png', 413],
        ['truncated JPEG', await truncatedJpeg(), 'image/jpeg', 400],
      ];
      for (const [name, bytes, type, status] of cases) {
        const res = await upload(owner.headers, { id: company.id }, bytes, type);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
        const body = res.json();
        expect(body.message.length, name).toBeGreaterThan(10);
        expect(body.fields?.image, name).toBe('invalid_image');
      }
      expect(storedFiles().length).toBe(before);
      const [row] = await ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM photos WHERE owner_id = $1',
        [company.id],
      );
      expect(row?.n).toBe(1);
      // The bomb was refused by its header: memory did not grow by its 1.2 GB of pixels.
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300 * 1024 * 1024);
    });

    it('keeps at most 30 photos', async () => {
      const image = await png();
      await ctx.db.query(
        `INSERT INTO photos (owner_type, owner_id, file_name, aspect)
         SELECT 0, $1, 'filler-' || g || '.webp', 1 FROM generate_series(1, 29) g`,
        [company.id],
      );
      const res = await upload(owner.headers, { id: company.id }, image);
      expect(res.statusCode).toBe(400);
      expect(res.json().reason).toBe('photo_limit');
      await ctx.db.query(`DELETE FROM photos WHERE file_name LIKE 'filler-%'`);
    });

    it('deletes only the own photo, with its files; the picture falls back to the next photo', async () => {
      const second = (await upload(owner.headers, { id: company.id }, await png())).json();
      const byOther = await call('POST', '/api/v2/photo/delete', other.headers, { id: photoId });
      expect(byOther.statusCode).toBe(403);
      expect((await call('POST', '/api/v2/photo/delete', {}, { id: photoId })).statusCode).toBe(401);
      expect((await call('POST', '/api/v2/photo/delete', owner.headers, { id: 987_654 })).statusCode).toBe(
        404,
      );
      expect(storedFiles()).toContain(`big-${fileName}`);

      await ok('POST', '/api/v2/photo/delete', owner.headers, { id: photoId });
      expect(storedFiles().filter((f) => f.endsWith(fileName))).toEqual([]);
      const list = (await ok('GET', `/api/photo/owner/0/${company.id}`)) as PhotoPage;
      expect(list.items.map((p) => p.id)).toEqual([second.id]);
      expect((await detail(company.id)).image?.startsWith(second.fileName)).toBe(true);
      // By file name, as spec §7 also allows.
      await ok('POST', '/api/v2/photo/delete', owner.headers, { fileName: second.fileName });
      expect((await detail(company.id)).image).toBeNull();
    });
  });

  describe('posts', () => {
    it('lets the owner write and delete posts, and nobody else', async () => {
      const blank = await call('POST', '/api/v2/feed/notice/create', owner.headers, {
        body: '   ',
        companyId: company.id,
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().fields).toEqual({ body: 'invalid_body' });
      const long = await call('POST', '/api/v2/feed/notice/create', owner.headers, {
        body: 'ሀ'.repeat(2001),
        companyId: company.id,
      });
      expect(long.statusCode).toBe(400);
      const visitor = await call(
        'POST',
        '/api/v2/feed/notice/create',
        {},
        { body: 'Hi', companyId: company.id },
      );
      expect(visitor.statusCode).toBe(401);
      const stranger = await call('POST', '/api/v2/feed/notice/create', other.headers, {
        body: 'Not my company',
        companyId: company.id,
      });
      expect(stranger.statusCode).toBe(403);

      const first = await ok('POST', '/api/v2/feed/notice/create', owner.headers, {
        body: '  Fresh berbere today  ',
        companyId: company.id,
      });
      expect(first).toMatchObject({ body: 'Fresh berbere today', companyId: company.id });
      const second = await ok('POST', '/api/v2/feed/notice/create', owner.headers, {
        body: 'አዲስ ቡና ደርሷል',
        companyId: company.id,
      });
      const list = (await ok('GET', `/api/company/notice/${company.id}`)) as PostPage;
      expect(list.items.map((p) => p.id)).toEqual([second.id, first.id]);

      expect((await call('POST', `/api/feed/notice/delete/${first.id}`, other.headers)).statusCode).toBe(403);
      expect((await call('POST', `/api/feed/notice/delete/${first.id}`)).statusCode).toBe(401);
      await ok('POST', `/api/feed/notice/delete/${first.id}`, owner.headers);
      expect((await call('POST', `/api/feed/notice/delete/${first.id}`, owner.headers)).statusCode).toBe(404);
      const after = (await ok('GET', `/api/company/notice/${company.id}`)) as PostPage;
      expect(after.items.map((p) => p.id)).toEqual([second.id]);
    });
  });

  it('never lets an account that lost its company row act on it', async () => {
    const lone = await makeUser(ctx.db);
    const token = await ctx.app.accessTokens.sign(lone);
    const res = await call('POST', '/api/v2/company/verify/request', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(404);
  });
});
