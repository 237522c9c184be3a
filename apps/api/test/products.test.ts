import fs from 'node:fs';
import {
  COMPANY_MAX_PRODUCTS,
  type CompanyProductPage,
  companyDetailSchema,
  companyProductPageSchema,
  DEFAULT_PLACE,
  decodeImage,
  FEED_MAX_PAGE_SIZE,
  type FeedItem,
  feedPageSchema,
  type ProductDetail,
  productDetailSchema,
  searchResultListSchema,
  suggestionListSchema,
} from '@sefer/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTag, signedInUser } from './engage-helpers.ts';
import { makeCompany, offset } from './factories.ts';
import { buildTestApp, targets } from './helper.ts';
import { png, svg, textAsJpg, truncatedJpeg, webp } from './image-fixtures.ts';
import { type FilePart, type FormPart, filePart, formData } from './multipart.ts';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST';
type Account = { id: number; headers: Headers };

const here = { lat: DEFAULT_PLACE.lat, lng: DEFAULT_PLACE.lng };
const near = `lat=${here.lat}&lng=${here.lng}`;
const PRODUCT = 2;

/** A small JPEG of this size: its aspect (height / width) tells the pictures apart once stored. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: width % 256, g: height % 256, b: 90 } } })
    .jpeg()
    .toBuffer();
/** A PDF: not a picture, whatever field carries it. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const aspectOf = (image: string | null) => (image === null ? null : decodeImage(image).aspect);
const fileOf = (image: string) => decodeImage(image).fileName;
const variantsOf = (fileName: string) => ['thumb', 'small', 'big'].map((v) => `${v}-${fileName}`);
const keys = (items: readonly { type: string; id: number }[]) => items.map((i) => `${i.type}:${i.id}`);

describe.each(targets)('products of the owner’s company on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Account;
  let other: Account;
  let fan: Account;
  let companyId: number;
  let otherCompanyId: number;
  /** Pictures whose aspects (0.75, 1.333, 2, 0.5, 1) show where each one went. */
  let wide: Buffer;
  let tall: Buffer;
  let thin: Buffer;
  let flat: Buffer;
  let square: Buffer;

  const call = (method: Method, url: string, headers: Headers = {}, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ok = async (method: Method, url: string, headers: Headers = {}, payload?: unknown) => {
    const res = await call(method, url, headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const send = (url: string, headers: Headers, parts: FormPart[]) => {
    const body = formData(parts);
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const create = (headers: Headers, data: unknown, files: FilePart[]) =>
    send('/api/v2/product/create', headers, [{ name: 'data', value: data }, ...files]);
  const created = async (headers: Headers, data: unknown, files: FilePart[]) => {
    const res = await create(headers, data, files);
    expect(res.statusCode, res.body).toBe(200);
    return productDetailSchema.parse(res.json()) as ProductDetail;
  };
  const photo = (kind: 'profile' | 'create', headers: Headers, data: unknown, image: Buffer) =>
    send(`/api/v2/photo/${kind}/product`, headers, [{ name: 'Data', value: data }, filePart('Image', image)]);
  const photoOk = async (kind: 'profile' | 'create', data: unknown, image: Buffer) => {
    const res = await photo(kind, owner.headers, data, image);
    expect(res.statusCode, res.body).toBe(200);
    return productDetailSchema.parse(res.json()) as ProductDetail;
  };
  const removePicture = (
    headers: Headers,
    product: ProductDetail,
    image: string,
    parentOwnerId = companyId,
  ) =>
    call('POST', '/api/v2/photo/delete', headers, {
      fileName: fileOf(image),
      ownerId: product.id,
      parentOwnerId,
      ownerType: 1,
    });

  const item = async (id: number) => productDetailSchema.parse(await ok('GET', `/api/v2/product/${id}`));
  const list = async (company: number, query = '') =>
    companyProductPageSchema.parse(
      await ok('GET', `/api/company/products/${company}?${query}`),
    ) as CompanyProductPage;
  const feed = async (name: 'new' | 'aroundYou') =>
    feedPageSchema.parse(await ok('GET', `/api/v2/home/${name}?${near}&limit=${FEED_MAX_PAGE_SIZE}`))
      .items as FeedItem[];
  const search = async (key: string) =>
    searchResultListSchema.parse(
      await ok('GET', `/api/v2/search/all?key=${encodeURIComponent(key)}&${near}&type=products`),
    );
  const suggest = async (key: string) =>
    suggestionListSchema
      .parse(await ok('GET', `/api/v2/search/auto?key=${encodeURIComponent(key)}&${near}`))
      .flatMap((s) => ('id' in s ? [`${s.type}:${s.id}`] : []));
  const card = (items: FeedItem[], id: number) => items.find((i) => i.type === 'product' && i.id === id);

  /** Where a visitor meets the product: each place is true when it is listed there. */
  const seen = async (id: number, names: string[], prefixes: string[]) => {
    const key = `product:${id}`;
    const found: Record<string, boolean> = {
      item: (await call('GET', `/api/v2/product/${id}`)).statusCode === 200,
      list: (await list(companyId, 'limit=50')).items.some((p) => p.id === id),
      new: keys(await feed('new')).includes(key),
      aroundYou: keys(await feed('aroundYou')).includes(key),
    };
    for (const name of names) found[`search ${name}`] = keys(await search(name)).includes(key);
    for (const prefix of prefixes) found[`auto ${prefix}`] = (await suggest(prefix)).includes(key);
    return found;
  };
  const everywhere = (found: Record<string, boolean>, value: boolean) =>
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, value])));

  const storedFiles = () =>
    fs.existsSync(ctx.config.imagesDir) ? fs.readdirSync(ctx.config.imagesDir).sort() : [];
  const rows = (text: string) => ctx.db.query<Record<string, unknown>>(text);
  /** Everything a refused call must leave as it was: the product rows, the picture rows and the files. */
  const state = async () => ({
    products: await rows(
      `SELECT id, company_id, name, name_am, description, description_am, price::text, tags, images, image_file, image_aspect,
         updated_at::text FROM products ORDER BY id`,
    ),
    photos: await rows('SELECT id, owner_type, owner_id, file_name, aspect FROM photos ORDER BY id'),
    files: storedFiles(),
  });
  const count = async (text: string, params: unknown[]) =>
    (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${text}`, params))[0]?.n;

  const fields = (overrides: Record<string, unknown> = {}) => ({
    companyId,
    name: 'Mitmita chili powder',
    nameAm: 'ሚጥሚጣ',
    description: 'Bird’s eye chili with cardamom and salt, ground in Merkato.',
    descriptionAm: 'በኮረሪማና በጨው የተዘጋጀ ሚጥሚጣ፤ መርካቶ ውስጥ እንፈጫለን።',
    price: 19.99,
    tags: ['spices'],
    ...overrides,
  });

  beforeAll(async () => {
    ctx = await buildTestApp(target);
    await makeTag(ctx.db, 'spices', 'shopping');
    await makeTag(ctx.db, 'coffee', 'cafe');
    await makeTag(ctx.db, 'honey', 'shopping');
    owner = await signedInUser(ctx.app, ctx.db);
    other = await signedInUser(ctx.app, ctx.db);
    fan = await signedInUser(ctx.app, ctx.db);
    companyId = await makeCompany(ctx.db, {
      ...offset(here, 300, 200),
      name: 'Merkato Trading',
      tags: ['spices'],
    });
    otherCompanyId = await makeCompany(ctx.db, { ...offset(here, -400, 100), name: 'Bole Roasters' });
    await ctx.db.query('UPDATE companies SET owner_id = $1 WHERE id = $2', [owner.id, companyId]);
    await ctx.db.query('UPDATE companies SET owner_id = $1 WHERE id = $2', [other.id, otherCompanyId]);
    [wide, tall, thin, flat, square] = await Promise.all([
      picture(80, 60),
      picture(60, 80),
      picture(40, 80),
      picture(80, 40),
      picture(64, 64),
    ]);
  });
  afterAll(() => ctx?.close());

  describe('create', () => {
    it('stores the fields and the pictures in their order: profile, image[0], image[1]', async () => {
      const before = storedFiles();
      // The parts arrive in any order; the profile picture comes first, then image[n] by n.
      const product = await created(owner.headers, fields(), [
        filePart('image[1]', thin),
        filePart('profile', wide),
        filePart('image[0]', tall),
      ]);
      expect(product).toMatchObject({
        name: 'Mitmita chili powder',
        nameAm: 'ሚጥሚጣ',
        description: 'Bird’s eye chili with cardamom and salt, ground in Merkato.',
        descriptionAm: 'በኮረሪማና በጨው የተዘጋጀ ሚጥሚጣ፤ መርካቶ ውስጥ እንፈጫለን።',
        price: 19.99,
        tags: ['spices'],
        companyId,
        company: { id: companyId, name: 'Merkato Trading' },
      });
      expect((await list(companyId)).items.find((p) => p.id === product.id)).toMatchObject({
        description: 'Bird’s eye chili with cardamom and salt, ground in Merkato.',
        descriptionAm: 'በኮረሪማና በጨው የተዘጋጀ ሚጥሚጣ፤ መርካቶ ውስጥ እንፈጫለን።',
      });
      expect(product.images.map(aspectOf)).toEqual([0.75, 1.333, 2]);
      expect(product.image).toBe(product.images[0]);
      expect(await item(product.id)).toEqual(product);

      const names = product.images.map(fileOf);
      const photos = await ctx.db.query<{ file_name: string }>(
        'SELECT file_name FROM photos WHERE owner_type = 1 AND owner_id = $1 ORDER BY file_name',
        [product.id],
      );
      expect(photos.map((p) => p.file_name)).toEqual([...names].sort());
      expect(storedFiles()).toEqual([...before, ...names.flatMap(variantsOf)].sort());
      const [row] = await ctx.db.query<{ lat: number; lng: number; price: string }>(
        'SELECT p.lat, p.lng, p.price::text FROM products p WHERE id = $1',
        [product.id],
      );
      expect(row).toMatchObject({ price: '19.99', ...offset(here, 300, 200) });
    });

    it('shows a new product at once: item page, company list, New, Around you, search in both scripts', async () => {
      const product = await created(owner.headers, fields({ name: 'Korarima seed pods', nameAm: 'ኮረሪማ' }), [
        filePart('profile', square),
      ]);
      everywhere(await seen(product.id, ['korarima', 'ኮረሪማ'], ['korar', 'ኮረሪ']), true);
      const [first] = (await list(companyId)).items;
      expect(first).toMatchObject({ id: product.id, name: 'Korarima seed pods', price: 19.99 });
      const newCard = card(await feed('new'), product.id);
      expect(newCard).toMatchObject({ name: 'Korarima seed pods', nameAm: 'ኮረሪማ', companyId, price: 19.99 });
      expect(newCard?.image).toBe(product.image);
    });

    it('takes a plain `image` part before its data, and leaves out the Amharic name, description and price', async () => {
      const res = await send('/api/v2/product/create', owner.headers, [
        filePart('image', await webp()),
        { name: 'data', value: { companyId, name: 'Plain bag' } },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const product = productDetailSchema.parse(res.json());
      expect(product).toMatchObject({
        name: 'Plain bag',
        nameAm: null,
        description: null,
        descriptionAm: null,
        price: null,
        tags: [],
      });
      expect(product.images).toHaveLength(1);
      expect(aspectOf(product.image)).toBe(0.75);
    });

    it('accepts prices 0, 10,000,000 and 19.99 and reads them back exactly everywhere', async () => {
      for (const price of [0, 10_000_000, 19.99]) {
        const product = await created(owner.headers, fields({ name: `Priced ${price}`, price }), [
          filePart('profile', wide),
        ]);
        expect(product.price).toBe(price);
        expect((await item(product.id)).price).toBe(price);
        expect((await list(companyId)).items.find((p) => p.id === product.id)?.price).toBe(price);
        expect(card(await feed('new'), product.id)?.price).toBe(price);
      }
    });

    it('refuses fields that break the rules, naming each, and writes nothing', async () => {
      const before = await state();
      const cases: [Record<string, unknown>, string][] = [
        [{ name: 'ab' }, 'name'],
        [{ name: '   ab  ' }, 'name'],
        [{ name: 'x'.repeat(121) }, 'name'],
        [{ nameAm: 'ሀ'.repeat(121) }, 'nameAm'],
        [{ description: 'd'.repeat(2001) }, 'description'],
        [{ descriptionAm: 'ሀ'.repeat(2001) }, 'descriptionAm'],
        [{ price: 12.555 }, 'price'],
        [{ price: -1 }, 'price'],
        [{ price: 10_000_000.01 }, 'price'],
        [{ price: '12' }, 'price'],
        [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'tags'],
        [{ tags: ['nosuchtag'] }, 'tags'],
        [{ companyId: 'mine' }, 'companyId'],
        [{ companyId: undefined }, 'companyId'],
        [{ extra: 'field' }, 'data'],
      ];
      for (const [change, field] of cases) {
        const res = await create(owner.headers, fields(change), [filePart('profile', wide)]);
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().fields?.[field], `${JSON.stringify(change)}: ${res.body}`).toBe(`invalid_${field}`);
      }
      expect(await state()).toEqual(before);
    });

    it('refuses broken multipart bodies with a 4xx and a field key, and writes nothing', async () => {
      const before = await state();
      const good = fields({ name: 'Never stored' });
      const cases: [string, FormPart[]][] = [
        ['no data', [filePart('profile', wide)]],
        ['data not JSON', [{ name: 'data', value: '{"companyId": 1, name' }, filePart('profile', wide)]],
        ['data a JSON list', [{ name: 'data', value: [good] }, filePart('profile', wide)]],
        ['data without a name', [{ name: 'data', value: { companyId } }, filePart('profile', wide)]],
        [
          'five pictures',
          [
            { name: 'data', value: good },
            filePart('profile', wide),
            ...[0, 1, 2, 3].map((n) => filePart(`image[${n}]`, tall)),
          ],
        ],
        [
          'four pictures',
          [
            { name: 'data', value: good },
            filePart('profile', wide),
            filePart('image[0]', tall),
            filePart('image[1]', thin),
            filePart('image[2]', flat),
          ],
        ],
        [
          'a PDF as image[1]',
          [
            { name: 'data', value: good },
            filePart('profile', wide),
            filePart('image[0]', tall),
            filePart('image[1]', pdf, 'application/pdf', 'menu.pdf'),
          ],
        ],
        [
          'a PDF as the profile',
          [{ name: 'data', value: good }, filePart('profile', pdf, 'application/pdf', 'menu.pdf')],
        ],
        ['an SVG', [{ name: 'data', value: good }, filePart('profile', await svg(), 'image/svg+xml')]],
        ['text named .jpg', [{ name: 'data', value: good }, filePart('image[0]', await textAsJpg())]],
        [
          'a truncated JPEG',
          [
            { name: 'data', value: good },
            filePart('profile', wide),
            filePart('image[0]', await truncatedJpeg()),
          ],
        ],
        ['no picture', [{ name: 'data', value: good }]],
        ['an empty file', [{ name: 'data', value: good }, filePart('profile', Buffer.alloc(0))]],
      ];
      for (const [name, parts] of cases) {
        const res = await send('/api/v2/product/create', owner.headers, parts);
        expect(res.statusCode, `${name}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
        expect(Object.keys(res.json().fields ?? {}), `${name}: ${res.body}`).not.toHaveLength(0);
      }
      expect(await state()).toEqual(before);
    });
  });

  describe('ownership', () => {
    let mine: ProductDetail;
    let theirs: ProductDetail;

    beforeAll(async () => {
      mine = await created(owner.headers, fields({ name: 'Guarded product' }), [
        filePart('profile', wide),
        filePart('image[0]', tall),
      ]);
      theirs = await created(other.headers, fields({ companyId: otherCompanyId, name: 'Roasted beans' }), [
        filePart('profile', square),
        filePart('image[0]', flat),
      ]);
    });

    it('refuses a visitor (401), another account (403), another company (403) and a missing id (404)', async () => {
      const before = await state();
      const image = await png();
      const edit = (headers: Headers, body: Record<string, unknown>) =>
        call('POST', '/api/v2/product/edit', headers, { name: 'Taken over', ...body });
      const cases: [string, () => ReturnType<typeof call>, number][] = [
        ['create by a visitor', () => create({}, fields(), [filePart('profile', wide)]), 401],
        [
          'create for another company',
          () => create(owner.headers, fields({ companyId: otherCompanyId }), [filePart('profile', wide)]),
          403,
        ],
        [
          'create for a missing company',
          () => create(owner.headers, fields({ companyId: 987_654 }), [filePart('profile', wide)]),
          404,
        ],
        ['edit by a visitor', () => edit({}, { id: mine.id }), 401],
        ['edit by another account', () => edit(other.headers, { id: mine.id }), 403],
        [
          'edit with its company named by another',
          () => edit(other.headers, { id: mine.id, companyId: otherCompanyId }),
          403,
        ],
        [
          'edit naming another company',
          () => edit(owner.headers, { id: mine.id, companyId: otherCompanyId }),
          403,
        ],
        ['edit of another’s product', () => edit(owner.headers, { id: theirs.id, companyId }), 403],
        ['edit of a missing product', () => edit(owner.headers, { id: 987_654 }), 404],
        ['delete by a visitor', () => call('POST', '/api/v2/product/delete', {}, { id: mine.id }), 401],
        [
          'delete by another account',
          () => call('POST', '/api/v2/product/delete', other.headers, { id: mine.id }),
          403,
        ],
        [
          'delete naming another company',
          () =>
            call('POST', '/api/v2/product/delete', owner.headers, { id: mine.id, companyId: otherCompanyId }),
          403,
        ],
        [
          'delete of a missing product',
          () => call('POST', '/api/v2/product/delete', owner.headers, { id: 987_654 }),
          404,
        ],
        ['picture delete by a visitor', () => removePicture({}, mine, mine.images[1] as string), 401],
        [
          'picture delete by another account',
          () => removePicture(other.headers, mine, mine.images[1] as string),
          403,
        ],
        [
          'picture delete of another’s product',
          () => removePicture(owner.headers, theirs, theirs.images[1] as string),
          403,
        ],
        [
          'picture delete of a missing product',
          () =>
            call('POST', '/api/v2/photo/delete', owner.headers, {
              fileName: fileOf(mine.images[1] as string),
              ownerId: 987_654,
              parentOwnerId: companyId,
              ownerType: 1,
            }),
          404,
        ],
        [
          'picture delete naming another company',
          () => removePicture(owner.headers, mine, mine.images[1] as string, otherCompanyId),
          403,
        ],
        [
          'picture delete of a picture it does not have',
          () => removePicture(owner.headers, mine, theirs.images[1] as string),
          404,
        ],
      ];
      for (const kind of ['profile', 'create'] as const) {
        cases.push(
          [
            `${kind} photo by a visitor`,
            () => photo(kind, {}, { id: mine.id, companyId, type: 1 }, image),
            401,
          ],
          [
            `${kind} photo by another account`,
            () => photo(kind, other.headers, { id: mine.id, companyId, type: 1 }, image),
            403,
          ],
          [
            `${kind} photo by another account naming its own company`,
            () => photo(kind, other.headers, { id: mine.id, companyId: otherCompanyId, type: 1 }, image),
            403,
          ],
          [
            `${kind} photo naming another company`,
            () => photo(kind, owner.headers, { id: mine.id, companyId: otherCompanyId, type: 1 }, image),
            403,
          ],
          [
            `${kind} photo of another’s product`,
            () => photo(kind, owner.headers, { id: theirs.id, companyId, type: 1 }, image),
            403,
          ],
          [
            `${kind} photo of a missing product`,
            () => photo(kind, owner.headers, { id: 987_654, companyId, type: 1 }, image),
            404,
          ],
        );
      }
      for (const [name, request, status] of cases) {
        const res = await request();
        expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
        expect(res.json().error, name).toBe(
          { 401: 'unauthorized', 403: 'forbidden', 404: 'not_found' }[status],
        );
      }
      expect(await state()).toEqual(before);
      expect(await item(mine.id)).toEqual(mine);
      expect(await item(theirs.id)).toEqual(theirs);
    });
  });

  describe('edit', () => {
    let product: ProductDetail;

    beforeAll(async () => {
      product = await created(owner.headers, fields({ name: 'Berbere blend', nameAm: 'በርበሬ ድብልቅ' }), [
        filePart('profile', wide),
        filePart('image[0]', tall),
        filePart('image[1]', thin),
      ]);
    });

    const edit = async (body: Record<string, unknown>) =>
      productDetailSchema.parse(
        await ok('POST', '/api/v2/product/edit', owner.headers, { id: product.id, ...body }),
      );

    it('changes only the fields sent; price null is "price on request"', async () => {
      const described = await edit({ description: 'Hot, for doro wat.', tags: ['spices', 'coffee'] });
      expect(described).toEqual({
        ...product,
        description: 'Hot, for doro wat.',
        tags: ['spices', 'coffee'],
      });
      expect(await item(product.id)).toEqual(described);

      const onRequest = await edit({ price: null, companyId });
      expect(onRequest.price).toBeNull();
      expect((await item(product.id)).price).toBeNull();
      expect((await list(companyId)).items.find((p) => p.id === product.id)?.price).toBeNull();
      expect(card(await feed('new'), product.id)?.price).toBeNull();

      for (const price of [10_000_000, 0, 19.99]) {
        expect((await edit({ price })).price).toBe(price);
        expect((await item(product.id)).price).toBe(price);
        expect(card(await feed('aroundYou'), product.id)?.price).toBe(price);
      }
      // The Amharic description is written beside the English one, and read back on the item page and the list.
      const amharic = await edit({ descriptionAm: 'ለዶሮ ወጥ የሚሆን የሚያቃጥል በርበሬ።' });
      expect(amharic).toMatchObject({
        description: 'Hot, for doro wat.',
        descriptionAm: 'ለዶሮ ወጥ የሚሆን የሚያቃጥል በርበሬ።',
      });
      expect(await item(product.id)).toEqual(amharic);
      expect((await list(companyId)).items.find((p) => p.id === product.id)?.descriptionAm).toBe(
        'ለዶሮ ወጥ የሚሆን የሚያቃጥል በርበሬ።',
      );
      // A blank Amharic name or description is none.
      const cleared = await edit({ nameAm: '', description: '  ', descriptionAm: '' });
      expect(cleared).toMatchObject({
        name: 'Berbere blend',
        nameAm: null,
        description: null,
        descriptionAm: null,
        price: 19.99,
      });
      product = await edit({
        nameAm: 'በርበሬ ድብልቅ',
        description: 'Hot, for doro wat.',
        descriptionAm: 'ለዶሮ ወጥ የሚሆን የሚያቃጥል በርበሬ።',
      });
    });

    it('refuses bad edits with field keys and changes nothing', async () => {
      const before = await state();
      const [a, b, c] = product.images.map(fileOf) as [string, string, string];
      const cases: [Record<string, unknown>, string][] = [
        [{ name: 'ab' }, 'name'],
        [{ name: 'x'.repeat(121) }, 'name'],
        [{ description: 'd'.repeat(2001) }, 'description'],
        [{ descriptionAm: 'ሀ'.repeat(2001), description: 'Never written' }, 'descriptionAm'],
        [{ price: 12.555 }, 'price'],
        [{ price: -1 }, 'price'],
        [{ price: 10_000_000.01 }, 'price'],
        [{ tags: ['nosuchtag'] }, 'tags'],
        [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'tags'],
        [{ images: [a, b] }, 'images'],
        [{ images: [a, a, b] }, 'images'],
        [{ images: [a, b, 'elsewhere.webp'] }, 'images'],
        [{ images: [a, b, c, a] }, 'images'],
      ];
      for (const [change, field] of cases) {
        const res = await call('POST', '/api/v2/product/edit', owner.headers, { id: product.id, ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().fields?.[field], `${JSON.stringify(change)}: ${res.body}`).toBe(`invalid_${field}`);
      }
      expect(await state()).toEqual(before);
      expect(await item(product.id)).toEqual(product);
    });

    it('finds a renamed product by its new names at once, in both scripts, and no longer by the old', async () => {
      everywhere(await seen(product.id, ['berbere blend', 'በርበሬ ድብልቅ'], ['berbere bl', 'በርበሬ ድብ']), true);
      product = await edit({ name: 'Shiro powder', nameAm: 'የሽሮ ዱቄት' });
      everywhere(await seen(product.id, ['shiro powder', 'የሽሮ ዱቄት'], ['shiro pow', 'የሽሮ ዱ']), true);
      const gone = await seen(product.id, ['berbere blend', 'በርበሬ ድብልቅ'], ['berbere bl', 'በርበሬ ድብ']);
      expect(gone).toMatchObject({
        'search berbere blend': false,
        'search በርበሬ ድብልቅ': false,
        'auto berbere bl': false,
        'auto በርበሬ ድብ': false,
      });
      expect(card(await feed('new'), product.id)).toMatchObject({ name: 'Shiro powder', nameAm: 'የሽሮ ዱቄት' });
      expect((await list(companyId)).items.find((p) => p.id === product.id)?.name).toBe('Shiro powder');
    });

    it('reorders the pictures: the first becomes the picture of the item, the list, the feed card and search', async () => {
      const files = await state();
      const reversed = [...product.images].reverse();
      const reordered = await edit({ images: reversed.map(fileOf) });
      expect(reordered.images).toEqual(reversed);
      expect(reordered.image).toBe(reversed[0]);
      expect(aspectOf(reordered.image)).toBe(2);
      expect(await item(product.id)).toEqual(reordered);
      expect((await list(companyId)).items.find((p) => p.id === product.id)?.image).toBe(reversed[0]);
      expect(card(await feed('new'), product.id)?.image).toBe(reversed[0]);
      expect(card(await feed('aroundYou'), product.id)?.image).toBe(reversed[0]);
      const found = (await search('shiro powder')).find((r) => r.type === 'product' && r.id === product.id);
      expect(found?.subjectImage).toBe(reversed[0]);
      // The same pictures and files: only their order changed.
      const after = await state();
      expect(after.photos).toEqual(files.photos);
      expect(after.files).toEqual(files.files);
      product = reordered;
    });
  });

  describe('pictures', () => {
    let product: ProductDetail;
    const at = () => ({ id: product.id, companyId, type: 1 });

    beforeAll(async () => {
      product = await created(owner.headers, fields({ name: 'Picture frame' }), [
        filePart('profile', wide),
        filePart('image[0]', tall),
        filePart('image[1]', thin),
      ]);
    });

    it('replaces the first picture through photo/profile/product and removes the old files', async () => {
      const [old, ...rest] = product.images as [string, ...string[]];
      const updated = await photoOk('profile', at(), flat);
      expect(updated.images.map(aspectOf)).toEqual([0.5, 1.333, 2]);
      expect(updated.images.slice(1)).toEqual(rest);
      expect(updated.image).toBe(updated.images[0]);
      expect(await item(product.id)).toEqual(updated);
      expect(card(await feed('new'), product.id)?.image).toBe(updated.image);
      const files = storedFiles();
      for (const name of variantsOf(fileOf(old))) expect(files).not.toContain(name);
      for (const name of variantsOf(fileOf(updated.images[0] as string))) expect(files).toContain(name);
      expect(await count('photos WHERE owner_type = 1 AND owner_id = $1', [product.id])).toBe(3);
      expect(await count('photos WHERE file_name = $1', [fileOf(old)])).toBe(0);
      product = updated;
    });

    it('replaces a slot, refuses a fourth picture (picture_limit), appends after a removal', async () => {
      const old = product.images[1] as string;
      const replaced = await photoOk('create', { ...at(), slot: 1 }, square);
      expect(replaced.images.map(aspectOf)).toEqual([0.5, 1, 2]);
      expect(storedFiles()).not.toContain(`big-${fileOf(old)}`);
      product = replaced;

      const before = await state();
      const full = await photo('create', owner.headers, at(), wide);
      expect(full.statusCode).toBe(400);
      expect(full.json()).toMatchObject({ reason: 'picture_limit', fields: { image: 'invalid_image' } });
      expect(await state()).toEqual(before);

      const removed = product.images[1] as string;
      expect(
        await ok('POST', '/api/v2/photo/delete', owner.headers, {
          fileName: fileOf(removed),
          ownerId: product.id,
          parentOwnerId: companyId,
          ownerType: 1,
        }),
      ).toEqual({ deleted: true });
      product = await item(product.id);
      expect(product.images.map(aspectOf)).toEqual([0.5, 2]);
      expect(storedFiles().filter((f) => f.endsWith(fileOf(removed)))).toEqual([]);
      expect(await count('photos WHERE file_name = $1', [fileOf(removed)])).toBe(0);

      // Two appends at once for the one free slot: one is stored, the other refused with its files removed.
      const filesBefore = storedFiles().length;
      const race = await Promise.all(
        [tall, png()].map(async (image) => photo('create', owner.headers, at(), await image)),
      );
      expect(race.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(race.find((r) => r.statusCode === 400)?.json().reason).toBe('picture_limit');
      const appended = productDetailSchema.parse(race.find((r) => r.statusCode === 200)?.json());
      expect(appended.images).toHaveLength(3);
      expect(appended.images.slice(0, 2)).toEqual(product.images.slice(0, 2));
      expect(await item(product.id)).toEqual(appended);
      expect(await count('photos WHERE owner_type = 1 AND owner_id = $1', [product.id])).toBe(3);
      expect(storedFiles().length).toBe(filesBefore + 3);
      product = appended;
    });

    it('removes a picture named by its file alone (spec §7 photo object)', async () => {
      const [, second] = product.images as [string, string, string];
      await ok('POST', '/api/v2/photo/delete', owner.headers, { fileName: fileOf(second), ownerType: 1 });
      const now = await item(product.id);
      expect(now.images).toEqual(product.images.filter((image) => image !== second));
      expect(storedFiles().filter((f) => f.endsWith(fileOf(second)))).toEqual([]);
      const refused = await call('POST', '/api/v2/photo/delete', other.headers, {
        fileName: fileOf(now.images[1] as string),
      });
      expect(refused.statusCode).toBe(403);
      product = await photoOk('create', at(), square);
      expect(product.images.slice(0, 2)).toEqual(now.images);
    });

    it('removes pictures one by one with their files; the next becomes the picture; the last is refused', async () => {
      const [first, second, third] = product.images as [string, string, string];
      await ok('POST', '/api/v2/photo/delete', owner.headers, {
        fileName: fileOf(first),
        ownerId: product.id,
        parentOwnerId: companyId,
        ownerType: 1,
      });
      let now = await item(product.id);
      expect(now.images).toEqual([second, third]);
      expect(now.image).toBe(second);
      expect(card(await feed('new'), product.id)?.image).toBe(second);
      expect((await list(companyId)).items.find((p) => p.id === product.id)?.image).toBe(second);
      expect((await removePicture(owner.headers, product, second)).statusCode).toBe(200);
      now = await item(product.id);
      expect(now.images).toEqual([third]);

      const before = await state();
      const last = await removePicture(owner.headers, product, third);
      expect(last.statusCode).toBe(400);
      expect(last.json().reason).toBe('last_picture');
      expect(await state()).toEqual(before);
      const files = storedFiles();
      for (const image of [first, second]) expect(files.filter((f) => f.endsWith(fileOf(image)))).toEqual([]);
      expect(files).toContain(`big-${fileOf(third)}`);
      product = now;
    });

    it('refuses broken photo uploads with a 4xx and a field key, and writes nothing', async () => {
      const before = await state();
      const data = { name: 'Data', value: at() };
      const cases: [string, FormPart[]][] = [
        ['no Data', [filePart('Image', wide)]],
        ['Data not JSON', [{ name: 'Data', value: 'id=1' }, filePart('Image', wide)]],
        ['Data of type 0', [{ name: 'Data', value: { ...at(), type: 0 } }, filePart('Image', wide)]],
        ['Data with slot 3', [{ name: 'Data', value: { ...at(), slot: 3 } }, filePart('Image', wide)]],
        ['Data without a company', [{ name: 'Data', value: { id: product.id } }, filePart('Image', wide)]],
        ['two Images', [data, filePart('Image', wide), filePart('Image', tall)]],
        ['five Images', [data, ...[1, 2, 3, 4, 5].map(() => filePart('Image', wide))]],
        ['a PDF', [data, filePart('Image', pdf, 'application/pdf', 'menu.pdf')]],
        ['an SVG', [data, filePart('Image', await svg(), 'image/svg+xml')]],
        ['no Image', [data]],
        ['an empty Image', [data, filePart('Image', Buffer.alloc(0))]],
      ];
      for (const kind of ['profile', 'create'] as const) {
        for (const [name, parts] of cases) {
          const res = await send(`/api/v2/photo/${kind}/product`, owner.headers, parts);
          expect(res.statusCode, `${kind} ${name}: ${res.body}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${kind} ${name}: ${res.body}`).toBeLessThan(500);
          expect(Object.keys(res.json().fields ?? {}), `${kind} ${name}: ${res.body}`).not.toHaveLength(0);
        }
      }
      expect(await state()).toEqual(before);
    });
  });

  describe('delete', () => {
    it('removes the product with its likes, reviews, views and files, from every list and search', async () => {
      const doomed = await created(
        owner.headers,
        fields({ name: 'Wild forest honey', nameAm: 'የጫካ ማር', tags: ['honey'] }),
        [filePart('profile', wide), filePart('image[0]', tall)],
      );
      let kept = await created(owner.headers, fields({ name: 'Beeswax candles', nameAm: 'የሰም ሻማ' }), [
        filePart('profile', square),
      ]);
      const names = ['wild forest honey', 'የጫካ ማር'];
      const prefixes = ['wild fore', 'የጫካ'];
      await ok('POST', `/api/v2/engage/likeEntity/${PRODUCT}/${doomed.id}`, fan.headers);
      await ok('POST', `/api/v2/engage/reviews/${PRODUCT}/${doomed.id}`, fan.headers, {
        rating: 5,
        text: 'ጣፋጭ',
      });
      // Two viewers open both products: each is "also visited" from the other.
      const device = { headers: { 'x-device-id': `products-${process.pid}` }, remoteAddress: '10.77.0.1' };
      for (const viewer of [{ headers: fan.headers }, device]) {
        for (const id of [kept.id, doomed.id]) {
          const res = await ctx.app.inject({
            method: 'POST',
            url: `/api/v2/view/${PRODUCT}/${id}`,
            ...viewer,
          });
          expect(res.statusCode, res.body).toBe(200);
        }
      }
      const myLikes = async () =>
        keys(feedPageSchema.parse(await ok('GET', `/api/v2/engage/myLikes?${near}`, fan.headers)).items);
      const alsoVisited = async () =>
        keys((await ok('GET', `/api/v2/view/alsoVisited/${PRODUCT}/${kept.id}`)).items);
      const productCount = async () =>
        companyDetailSchema.parse(await ok('GET', `/api/v2/company/${companyId}`)).productCount;

      kept = await item(kept.id);
      everywhere(await seen(doomed.id, names, prefixes), true);
      expect(await myLikes()).toContain(`product:${doomed.id}`);
      expect(await alsoVisited()).toContain(`product:${doomed.id}`);
      const countBefore = await productCount();
      const files = doomed.images.map(fileOf);

      expect(await ok('POST', '/api/v2/product/delete', owner.headers, { id: doomed.id, companyId })).toEqual(
        {
          deleted: true,
        },
      );
      const res = await call('GET', `/api/v2/product/${doomed.id}`);
      expect(res.statusCode).toBe(404);
      everywhere(await seen(doomed.id, names, prefixes), false);
      expect(await myLikes()).not.toContain(`product:${doomed.id}`);
      expect(await alsoVisited()).not.toContain(`product:${doomed.id}`);
      expect(await productCount()).toBe(countBefore - 1);
      for (const table of ['likes', 'reviews', 'views']) {
        expect(await count(`${table} WHERE kind = $1 AND entity_id = $2`, [PRODUCT, doomed.id]), table).toBe(
          0,
        );
      }
      expect(await count('photos WHERE owner_type = 1 AND owner_id = $1', [doomed.id])).toBe(0);
      const stored = storedFiles();
      for (const file of files) expect(stored.filter((f) => f.endsWith(file))).toEqual([]);
      // What was the other product's stays.
      expect(await item(kept.id)).toEqual(kept);
      expect(
        (await call('POST', '/api/v2/product/delete', owner.headers, { id: doomed.id })).statusCode,
      ).toBe(404);
    });
    it('keeps the files a company photo still shows, for a product made as the demo seed makes it', async () => {
      // The seed gives a product a picture that is also one of its company's photos, and no photo row of its own.
      const companyPhoto = async (image: Buffer) => {
        const body = formData([{ name: 'data', value: { id: companyId } }, filePart('image', image)]);
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v2/photo/create/company',
          headers: { ...owner.headers, ...body.headers },
          payload: body.payload,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().fileName as string;
      };
      const shared = [await companyPhoto(wide), await companyPhoto(tall)];
      const [row] = await ctx.db.query<{ id: number }>(
        `INSERT INTO products (company_id, name, price, tags, images, image_file, image_aspect, lat, lng)
         VALUES ($1, 'Seeded teff flour', 90, '{}', $2, $3, 0.75, 0, 0) RETURNING id`,
        [companyId, shared, shared[0]],
      );
      const seeded = await item(Number(row?.id));
      const stillShown = () => {
        const files = storedFiles();
        return shared.flatMap(variantsOf).filter((name) => !files.includes(name));
      };

      // Its pictures keep their aspects through a reorder and back, though it had no photo rows.
      expect(seeded.images).toEqual([`${shared[0]}-0.75`, `${shared[1]}-1`]);
      const order = (images: string[]) =>
        ok('POST', '/api/v2/product/edit', owner.headers, { id: seeded.id, images });
      expect((await order([...shared].reverse())).images).toEqual([`${shared[1]}-1`, `${shared[0]}-0.75`]);
      expect(await order(shared)).toEqual(seeded);
      expect(card(await feed('new'), seeded.id)?.image).toBe(`${shared[0]}-0.75`);

      await photoOk('profile', { id: seeded.id, companyId, type: 1 }, flat);
      expect(stillShown()).toEqual([]);
      const now = await item(seeded.id);
      expect((await removePicture(owner.headers, now, now.images[1] as string)).statusCode).toBe(200);
      expect(stillShown()).toEqual([]);
      const own = fileOf((await item(seeded.id)).images[0] as string);
      await ok('POST', '/api/v2/product/delete', owner.headers, { id: seeded.id });
      expect(stillShown()).toEqual([]);
      expect(storedFiles().filter((f) => f.endsWith(own))).toEqual([]);
      const photos = await ok('GET', `/api/photo/owner/0/${companyId}?limit=50`);
      expect(photos.items.map((p: { fileName: string }) => p.fileName)).toEqual(
        expect.arrayContaining(shared),
      );

      // The other way round: deleting the company photo keeps the files while a product still shows them.
      const [again] = await ctx.db.query<{ id: number }>(
        `INSERT INTO products (company_id, name, price, tags, images, image_file, image_aspect, lat, lng)
         VALUES ($1, 'Seeded shiro', 70, '{}', $2, $3, 1, 0, 0) RETURNING id`,
        [companyId, [shared[1]], shared[1]],
      );
      expect(
        (await call('POST', '/api/v2/photo/delete', owner.headers, { fileName: shared[1] })).statusCode,
      ).toBe(200);
      expect(stillShown()).toEqual([]);
      await ok('POST', '/api/v2/product/delete', owner.headers, { id: Number(again?.id) });
      expect(storedFiles().filter((f) => f.endsWith(shared[1] as string))).toEqual([]);
    });
  });

  describe('company list and limit', () => {
    it('pages the company list like the feeds: newest first, page and limit, hasMore', async () => {
      const ids = (
        await ctx.db.query<{ id: number }>(
          'SELECT id FROM products WHERE company_id = $1 ORDER BY created_at DESC, id DESC',
          [companyId],
        )
      ).map((r) => Number(r.id));
      expect(ids.length).toBeGreaterThan(4);
      const seenIds: number[] = [];
      for (let page = 1; ; page++) {
        const got = await list(companyId, `page=${page}&limit=3`);
        expect(got).toMatchObject({ page, limit: 3 });
        seenIds.push(...got.items.map((p) => p.id));
        expect(got.hasMore).toBe(seenIds.length < ids.length);
        if (!got.hasMore) break;
      }
      expect(seenIds).toEqual(ids);
      expect((await call('GET', '/api/company/products/987654')).statusCode).toBe(404);
      expect((await list(otherCompanyId)).items.every((p) => p.id !== ids[0])).toBe(true);
    });

    it(`keeps at most ${COMPANY_MAX_PRODUCTS} products per company (product_limit)`, async () => {
      const seller = await signedInUser(ctx.app, ctx.db);
      // Far from the other tests' point, so the 500 rows stay out of their feeds.
      const busy = await makeCompany(ctx.db, { lat: 13.4967, lng: 39.4753, name: 'Mekelle Wholesale' });
      await ctx.db.query('UPDATE companies SET owner_id = $1 WHERE id = $2', [seller.id, busy]);
      await ctx.db.query(
        `INSERT INTO products (company_id, name, price, tags, images, image_file, image_aspect, lat, lng)
         SELECT $1, 'Sack ' || g, 100, '{}', ARRAY['sack-' || g || '.webp'], 'sack-' || g || '.webp', 1, 13.4967, 39.4753
         FROM generate_series(1, $2::int) g`,
        [busy, COMPANY_MAX_PRODUCTS - 1],
      );
      const data = { companyId: busy, name: 'The last sack' };
      const filesBefore = storedFiles().length;
      // Two at once for the last place: one is stored, the other refused (its picture's files removed).
      const race = await Promise.all(
        [wide, tall].map((image) => create(seller.headers, data, [filePart('profile', image)])),
      );
      expect(race.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(race.find((r) => r.statusCode === 400)?.json().reason).toBe('product_limit');
      const last = productDetailSchema.parse(race.find((r) => r.statusCode === 200)?.json());
      expect(last).toMatchObject({ companyId: busy, name: 'The last sack' });
      expect(await count('products WHERE company_id = $1', [busy])).toBe(COMPANY_MAX_PRODUCTS);
      expect(storedFiles().length).toBe(filesBefore + 3);

      const before = await state();
      const res = await create(seller.headers, { ...data, name: 'One sack too many' }, [
        filePart('profile', wide),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().reason).toBe('product_limit');
      expect(await state()).toEqual(before);
    });
  });
});
