import {
  type CompanyDetail,
  type CompanyProductPage,
  companyDetailSchema,
  companyProductPageSchema,
  DEFAULT_PLACE,
  decodeImage,
  type PhotoPage,
  type PlaceDetail,
  type PostPage,
  type ProductDetail,
  photoPageSchema,
  placeDetailSchema,
  postPageSchema,
  productDetailSchema,
} from '@sefer/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../src/modules/images/image-store.ts';
import { signedInUser } from './engage-helpers.ts';
import { makeCompany, makePhoto, makePlace, makePost, makeProduct, offset } from './factories.ts';
import { buildTestApp, targets } from './helper.ts';

const here = { lat: DEFAULT_PLACE.lat, lng: DEFAULT_PLACE.lng };
const at = (p: { lat: number; lng: number }) => `lat=${p.lat}&lng=${p.lng}`;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe.each(targets)('detail screens on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(target);
  });
  afterAll(() => ctx?.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ url, headers });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };

  describe('GET /api/v2/company/{id}', () => {
    it('answers names, contacts, social links, pictures, counts, likes and the distance', async () => {
      const point = offset(here, 300, 400);
      const id = await makeCompany(ctx.db, {
        ...point,
        name: 'Tomoca Coffee',
        nameAm: 'ቶሞካ ቡና',
        handle: 'tomoca',
        verified: true,
        tags: ['coffee', 'cafe', 'breakfast'],
        description: 'Roasting since 1953.',
        descriptionAm: 'ከ1945 ዓ.ም. ጀምሮ ቡና እንቆላለን።',
        phone: '+251911234567',
        address: 'Piassa, Addis Ababa',
        addressAm: 'ፒያሳ፣ ከጊዮርጊስ ቤተ ክርስቲያን አጠገብ',
        attributes: { telegram: '@tomoca', website: 'https://tomoca.example', twitter: '  ', email: 42 },
      });
      const p1 = await makeProduct(ctx.db, { companyId: id });
      await makeProduct(ctx.db, { companyId: id });
      await makePost(ctx.db, { companyId: id, body: 'Open on Sunday' });
      await makePhoto(ctx.db, {
        ownerId: id,
        fileName: 'shop-old.webp',
        aspect: 1.5,
        createdAt: minutesAgo(10),
      });
      await makePhoto(ctx.db, {
        ownerId: id,
        fileName: 'shop-new.webp',
        aspect: 0.5,
        createdAt: minutesAgo(1),
      });
      await makePhoto(ctx.db, { ownerType: 1, ownerId: p1, fileName: 'not-the-company.webp' });

      const body = companyDetailSchema.parse(await get(`/api/v2/company/${id}?${at(here)}`)) as CompanyDetail;
      expect(body).toMatchObject({
        type: 'company',
        id,
        name: 'Tomoca Coffee',
        nameAm: 'ቶሞካ ቡና',
        handle: 'tomoca',
        verified: true,
        description: 'Roasting since 1953.',
        descriptionAm: 'ከ1945 ዓ.ም. ጀምሮ ቡና እንቆላለን።',
        tags: ['coffee', 'cafe', 'breakfast'],
        phone: '+251911234567',
        address: 'Piassa, Addis Ababa',
        addressAm: 'ፒያሳ፣ ከጊዮርጊስ ቤተ ክርስቲያን አጠገብ',
        social: {
          telegram: '@tomoca',
          website: 'https://tomoca.example',
          twitter: null,
          email: null,
          facebook: null,
          instagram: null,
        },
        productCount: 2,
        postCount: 1,
        photoCount: 2,
        rating: null,
        ratingCount: 0,
        likes: 0,
        isLiked: false,
        views: 0,
      });
      expect(body.lat).toBeCloseTo(point.lat, 6);
      expect(body.image).toMatch(/^company-\d+\.webp-0\.75$/);
      // Main picture first, then the photos newest first, each `<fileName>-<aspect>`.
      expect(body.images).toEqual([body.image, 'shop-new.webp-0.5', 'shop-old.webp-1.5']);
      // 300 m north, 400 m east: 500 m.
      expect(body.distance).toBeGreaterThan(495);
      expect(body.distance).toBeLessThan(505);
      expect(new Date(body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

      const noPoint = await get(`/api/v2/company/${id}`);
      expect(noPoint.distance).toBeNull();
    });

    it('tells a signed-in user whether they like it, and a visitor never', async () => {
      const id = await makeCompany(ctx.db, offset(here, 100, 100));
      const user = await signedInUser(ctx.app, ctx.db);
      const liked = await ctx.app.inject({
        method: 'POST',
        url: `/api/v2/engage/likeEntity/0/${id}`,
        headers: user.headers,
      });
      expect(liked.statusCode).toBe(200);
      expect(await get(`/api/v2/company/${id}`, user.headers)).toMatchObject({ isLiked: true, likes: 1 });
      expect(await get(`/api/v2/company/${id}`)).toMatchObject({ isLiked: false, likes: 1 });
      const other = await signedInUser(ctx.app, ctx.db);
      expect(await get(`/api/v2/company/${id}`, other.headers)).toMatchObject({ isLiked: false });
    });
  });

  describe('GET /api/v2/product/{id}', () => {
    it("answers the product with its price, pictures and its company's summary", async () => {
      const point = offset(here, -600, 800);
      const companyId = await makeCompany(ctx.db, {
        ...point,
        name: 'Kaldi',
        handle: 'kaldis',
        verified: true,
        phone: '+251922000111',
        address: 'Bole',
        addressAm: 'ቦሌ፣ ፍሬንድሺፕ ሕንፃ 2ኛ ፎቅ',
      });
      const id = await makeProduct(ctx.db, {
        companyId,
        name: 'Macchiato',
        descriptionAm: 'ኤስፕሬሶ በሞቀ ወተትና አረፋ።',
        price: 45.5,
        tags: ['coffee', 'milk'],
        moreImages: ['macchiato-side.webp', 'macchiato-top.webp'],
      });
      await makePhoto(ctx.db, { ownerType: 1, ownerId: id, fileName: 'macchiato-side.webp', aspect: 1.25 });

      const body = productDetailSchema.parse(await get(`/api/v2/product/${id}?${at(here)}`)) as ProductDetail;
      expect(body).toMatchObject({
        type: 'product',
        id,
        name: 'Macchiato',
        price: 45.5,
        tags: ['coffee', 'milk'],
        companyId,
        phone: '+251922000111',
        address: 'Bole',
        // The product's address is its company's, in both languages.
        addressAm: 'ቦሌ፣ ፍሬንድሺፕ ሕንፃ 2ኛ ፎቅ',
        descriptionAm: 'ኤስፕሬሶ በሞቀ ወተትና አረፋ።',
        company: { id: companyId, handle: 'kaldis', name: 'Kaldi', verified: true, phone: '+251922000111' },
        rating: null,
        ratingCount: 0,
      });
      expect(body.company.image).toMatch(/^company-\d+\.webp-0\.75$/);
      // The product stands where its company is.
      expect(body.lat).toBeCloseTo(point.lat, 6);
      expect(body.distance).toBeGreaterThan(990);
      expect(body.distance).toBeLessThan(1010);
      // Main picture (aspect 1) first; an extra picture takes its aspect from its photo row, else 1.
      expect(body.images).toEqual([body.image, 'macchiato-side.webp-1.25', 'macchiato-top.webp-1']);
      expect(decodeImage(body.image as string)).toEqual({
        fileName: expect.stringMatching(/^product-/),
        aspect: 1,
      });
    });
  });

  describe('GET /api/v2/place/{id}', () => {
    it('marks OpenStreetMap places for attribution and keeps the local name', async () => {
      const osm = await makePlace(ctx.db, {
        ...offset(here, 50, 0),
        source: 'osm',
        name: 'ብሔራዊ ቴአትር',
        nameEn: 'National Theatre',
        nameAm: 'ብሔራዊ ቴአትር',
        category: 'leisure',
        tags: ['theatre'],
      });
      const demo = await makePlace(ctx.db, { ...offset(here, 0, 50), source: 'demo', name: 'Piassa ATM' });

      const body = placeDetailSchema.parse(await get(`/api/v2/place/${osm}?${at(here)}`)) as PlaceDetail;
      expect(body).toMatchObject({
        type: 'place',
        id: osm,
        name: 'National Theatre',
        localName: 'ብሔራዊ ቴአትር',
        nameAm: 'ብሔራዊ ቴአትር',
        category: 'leisure',
        tags: ['theatre'],
        source: 'osm',
        osm: true,
        description: null,
        descriptionAm: null,
        addressAm: null,
      });
      expect(body.images).toEqual([body.image]);
      expect(body.distance).toBeGreaterThan(45);
      expect(body.distance).toBeLessThan(55);

      expect(await get(`/api/v2/place/${demo}`)).toMatchObject({
        name: 'Piassa ATM',
        localName: null,
        source: 'demo',
        osm: false,
        distance: null,
      });
    });
  });

  describe("a company's products, posts and photos", () => {
    it('lists products newest first, page by page', async () => {
      const companyId = await makeCompany(ctx.db, offset(here, 10, 10));
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) {
        ids.push(
          await makeProduct(ctx.db, {
            companyId,
            price: i === 0 ? null : 10 * i,
            createdAt: minutesAgo(50 - i),
          }),
        );
      }
      const other = await makeCompany(ctx.db, offset(here, 20, 20));
      await makeProduct(ctx.db, { companyId: other });

      const first = companyProductPageSchema.parse(
        await get(`/api/company/products/${companyId}?limit=3`),
      ) as CompanyProductPage;
      expect(first.items.map((p) => p.id)).toEqual([ids[4], ids[3], ids[2]]);
      expect(first).toMatchObject({ page: 1, limit: 3, hasMore: true });
      expect(first.items[0]).toMatchObject({
        price: 40,
        tags: ['coffee'],
        rating: null,
        ratingCount: 0,
        likes: 0,
      });
      const second = (await get(`/api/company/products/${companyId}?limit=3&page=2`)) as CompanyProductPage;
      expect(second.items.map((p) => p.id)).toEqual([ids[1], ids[0]]);
      expect(second.hasMore).toBe(false);
      expect(second.items[1]?.price).toBeNull();
    });

    it('lists posts newest first', async () => {
      const companyId = await makeCompany(ctx.db, offset(here, 30, 10));
      const old = await makePost(ctx.db, { companyId, body: 'We opened!', createdAt: minutesAgo(120) });
      const fresh = await makePost(ctx.db, { companyId, body: 'ዛሬ ቅናሽ አለ', createdAt: minutesAgo(5) });
      // Same time: the later id first, so pages never repeat or skip.
      const hourAgo = minutesAgo(60);
      const tieA = await makePost(ctx.db, { companyId, body: 'A', createdAt: hourAgo });
      const tieB = await makePost(ctx.db, { companyId, body: 'B', createdAt: hourAgo });
      const body = postPageSchema.parse(await get(`/api/company/notice/${companyId}`)) as PostPage;
      expect(body.items.map((p) => p.id)).toEqual([fresh, Math.max(tieA, tieB), Math.min(tieA, tieB), old]);
      expect(body.items[0]).toEqual({
        id: fresh,
        companyId,
        body: 'ዛሬ ቅናሽ አለ',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(body.hasMore).toBe(false);
      const empty = await get(`/api/company/notice/${await makeCompany(ctx.db, here)}`);
      expect(empty).toEqual({ items: [], page: 1, limit: 20, hasMore: false });
    });

    it("lists the company's photos newest first, not its products'", async () => {
      const companyId = await makeCompany(ctx.db, offset(here, 40, 10));
      const productId = await makeProduct(ctx.db, { companyId });
      const a = await makePhoto(ctx.db, {
        ownerId: companyId,
        fileName: 'front.webp',
        aspect: 0.75,
        createdAt: minutesAgo(9),
      });
      const b = await makePhoto(ctx.db, {
        ownerId: companyId,
        fileName: 'inside.webp',
        aspect: 1.333,
        createdAt: minutesAgo(3),
      });
      await makePhoto(ctx.db, { ownerType: 1, ownerId: companyId, fileName: 'product-photo.webp' });
      await makePhoto(ctx.db, { ownerType: 1, ownerId: productId });
      const body = photoPageSchema.parse(await get(`/api/photo/owner/0/${companyId}?limit=1`)) as PhotoPage;
      expect(body.items).toEqual([
        { id: b, fileName: 'inside.webp', image: 'inside.webp-1.333', createdAt: expect.any(String) },
      ]);
      expect(body.hasMore).toBe(true);
      const rest = (await get(`/api/photo/owner/0/${companyId}?limit=1&page=2`)) as PhotoPage;
      expect(rest.items.map((p) => p.id)).toEqual([a]);
      expect(rest.hasMore).toBe(false);
    });

    it('forgets the photos and posts of a deleted company', async () => {
      const companyId = await makeCompany(ctx.db, offset(here, 60, 10));
      const productId = await makeProduct(ctx.db, { companyId });
      await makePost(ctx.db, { companyId });
      await makePhoto(ctx.db, { ownerId: companyId });
      await makePhoto(ctx.db, { ownerType: 1, ownerId: productId });
      await ctx.db.query('DELETE FROM companies WHERE id = $1', [companyId]);
      const [left] = await ctx.db.query<{ posts: number; photos: number }>(
        `SELECT (SELECT count(*)::int FROM posts WHERE company_id = $1) AS posts,
                (SELECT count(*)::int FROM photos WHERE (owner_type = 0 AND owner_id = $1) OR (owner_type = 1 AND owner_id = $2)) AS photos`,
        [companyId, productId],
      );
      expect(left).toEqual({ posts: 0, photos: 0 });
      expect((await ctx.app.inject(`/api/company/notice/${companyId}`)).statusCode).toBe(404);
    });
  });

  describe('bad and unknown ids', () => {
    const paths = (id: string) => [
      `/api/v2/company/${id}`,
      `/api/v2/product/${id}`,
      `/api/v2/place/${id}`,
      `/api/company/products/${id}`,
      `/api/company/notice/${id}`,
      `/api/photo/owner/0/${id}`,
    ];

    it('answers 400 bad_request for a malformed id', async () => {
      for (const bad of ['abc', '0', '-1', '1.5', '1e3', '0012', '9'.repeat(16), '%20']) {
        for (const url of paths(bad)) {
          const res = await ctx.app.inject(url);
          expect(res.statusCode, url).toBe(400);
          expect(res.json().error, url).toBe('bad_request');
        }
      }
    });

    it('answers 404 not_found for an id that does not exist', async () => {
      for (const url of paths('987654321')) {
        const res = await ctx.app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ error: 'not_found', message: expect.any(String) });
      }
    });

    it('answers 400 for half a point or a point off the earth', async () => {
      const id = await makeCompany(ctx.db, here);
      for (const query of ['lat=9', 'lng=38.7', 'lat=91&lng=38', 'lat=9&lng=181', 'lat=x&lng=38']) {
        const res = await ctx.app.inject(`/api/v2/company/${id}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error).toBe('bad_request');
        expect(Object.values(res.json().fields ?? {})[0]).toMatch(/^invalid_(lat|lng)$/);
      }
      for (const query of ['page=0', 'limit=51', 'limit=abc']) {
        const res = await ctx.app.inject(`/api/company/products/${id}?${query}`);
        expect(res.statusCode, query).toBe(400);
      }
    });
  });

  describe('images', () => {
    it('serves every picture a detail names in the thumb, small and big variants, cached for a year', async () => {
      const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2381f6' } })
        .png()
        .toBuffer();
      const main = await storeImage(ctx.config.imagesDir, 'detail-main', png);
      const photo = await storeImage(ctx.config.imagesDir, 'detail-photo', png);
      const id = await makeCompany(ctx.db, here);
      await ctx.db.query('UPDATE companies SET image_file = $1, image_aspect = $2 WHERE id = $3', [
        main.fileName,
        main.aspect,
        id,
      ]);
      await makePhoto(ctx.db, { ownerId: id, fileName: photo.fileName, aspect: photo.aspect });
      const body = (await get(`/api/v2/company/${id}`)) as CompanyDetail;
      expect(body.images).toEqual(['detail-main.webp-0.75', 'detail-photo.webp-0.75']);
      for (const image of body.images) {
        const { fileName } = decodeImage(image);
        for (const variant of ['thumb', 'small', 'big']) {
          const res = await ctx.app.inject(`/images/${variant}-${fileName}`);
          expect(res.statusCode, `${variant}-${fileName}`).toBe(200);
          expect(res.headers['content-type']).toBe('image/webp');
          expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        }
      }
      const missing = await ctx.app.inject('/images/big-no-such-picture.webp');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toContain('application/json');
      expect(missing.json().error).toBe('not_found');
      expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');
    });
  });
});
