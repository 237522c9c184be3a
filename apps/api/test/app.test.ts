import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../src/modules/images/image-store.ts';
import { buildTestApp } from './helper.ts';

describe('the app shell of the API', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp('pglite');
    ctx.app.get('/api/test/explode', async () => {
      throw new Error('secret detail of a failure');
    });
  });
  afterAll(() => ctx?.close());

  it('reports health with the database kind', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'pglite', version: expect.any(String) });
  });

  it('publishes the OpenAPI document with the feed calls and its viewer', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v2/home/aroundYou', '/api/v2/home/new', '/api/health']),
    );
    expect(doc.paths['/api/v2/user/profile'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const params = doc.paths['/api/v2/home/aroundYou'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['lat', 'lng', 'page', 'limit', 'r']));
    const viewer = await ctx.app.inject('/api/docs');
    expect([200, 302]).toContain(viewer.statusCode);
  });

  it('answers unknown API paths with the uniform not_found error', async () => {
    const res = await ctx.app.inject('/api/v2/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found', message: expect.any(String) });
  });

  it('hides the details of a server failure', async () => {
    const res = await ctx.app.inject('/api/test/explode');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'internal_server_error',
      message: 'There was an error. We will fix it.',
    });
    expect(res.body).not.toContain('secret');
  });

  it('serves stored image variants with a year of caching, and 404 for a missing one', async () => {
    const png = await sharp({ create: { width: 600, height: 450, channels: 3, background: '#2381f6' } })
      .png()
      .toBuffer();
    const stored = await storeImage(ctx.config.imagesDir, 'test-photo', png);
    expect(stored).toEqual({ fileName: 'test-photo.webp', aspect: 0.75 });
    for (const variant of ['thumb', 'small', 'big']) {
      expect(fs.existsSync(path.join(ctx.config.imagesDir, `${variant}-test-photo.webp`))).toBe(true);
    }
    const thumb = await sharp(path.join(ctx.config.imagesDir, 'thumb-test-photo.webp')).metadata();
    expect(thumb.width).toBe(160);
    const res = await ctx.app.inject('/images/small-test-photo.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    const missing = await ctx.app.inject('/images/small-none.webp');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('not_found');
    const traversal = await ctx.app.inject('/images/..%2f..%2fetc%2fpasswd');
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(traversal.statusCode).toBeLessThan(500);
    expect(traversal.body).not.toContain('root:');
  });

  it('sends security headers and compresses large answers', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // On every answer: a bad request, an unknown path and a refused token too.
    for (const [url, authorization] of [
      ['/api/v2/home/new?lat=x&lng=1', undefined],
      ['/api/no-such-call', undefined],
      ['/api/v2/home/new?lat=9&lng=38', 'Bearer not.a.token'],
    ] as const) {
      const other = await ctx.app.inject({ url, headers: authorization ? { authorization } : {} });
      expect(other.statusCode).toBeGreaterThanOrEqual(400);
      expect(other.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
      expect(other.headers['content-security-policy']).toContain("img-src 'self' data: blob: https:");
    }
  });
});
