import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { injectAppStoreMeta } from '../src/plugins/web.ts';
import { freshDatabase } from './helper.ts';

/** Stands in for the script the web build inlines in the shell's head (apps/web/src/boot/early-requests.ts). */
const EARLY_SCRIPT = 'window.early = "fetch(\'/api/v2/home/aroundYou\')";';

/** A build's manifest, as Vite writes it: the entry, a shared chunk, and the place screen with a chunk of its own. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_vendor-v1.js'] },
  '_vendor-v1.js': { file: 'assets/vendor-v1.js' },
  '_gallery-g1.js': { file: 'assets/gallery-g1.js', css: ['assets/gallery-g1.css'] },
  'src/app/routes/details/place.tsx': {
    file: 'assets/place-p1.js',
    imports: ['_vendor-v1.js', 'index.html', '_gallery-g1.js'],
  },
};

describe('serving the web app on the same port', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let drop: () => Promise<void>;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sefer-dist-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html lang="en"><head><title>Sefer</title><script>${EARLY_SCRIPT}</script></head><div id="root"></div>`,
    );
    fs.writeFileSync(path.join(dist, 'manifest.am.webmanifest'), JSON.stringify({ lang: 'am', name: 'ሰፈር' }));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    fs.writeFileSync(
      path.join(dist, 'assets/index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    const database = await freshDatabase('pglite');
    drop = database.drop;
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: path.join(dist, 'data'), WEB_DIST: dist });
    app = await buildApp({ config, db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await drop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the shell at / and for client routes, never cached, naming the screen for the early script', async () => {
    for (const [url, screen] of [
      ['/', 'home'],
      ['/home', 'home'],
      ['/settings', 'settings'],
      ['/company/7', 'company'],
      ['/profile/user?x=1', 'profile'],
    ] as const) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(`<html data-screen="${screen}" lang="en">`);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers unknown pages with 404 and the shell, so the app shows Not Found', async () => {
    const res = await app.inject('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toContain('data-screen');
  });

  it('serves hashed assets immutable and compressed', async () => {
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toMatch(/br|gzip/);
  });

  it("allows the shell's inline script by its hash, and no other inline script", async () => {
    const hash = createHash('sha256').update(EARLY_SCRIPT).digest('base64');
    for (const url of ['/', '/home', '/api/health']) {
      const csp = (await app.inject(url)).headers['content-security-policy'];
      expect(csp, url).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(String(csp).match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline');
    }
  });

  it("preloads a screen's own code with its page, and nothing the entry loads anyway", async () => {
    for (const url of ['/place/7', '/place/7/']) {
      const { body } = await app.inject(url);
      expect(body, url).toContain(
        '<link rel="modulepreload" href="/assets/place-p1.js"><link rel="modulepreload" href="/assets/gallery-g1.js">' +
          '<link rel="preload" as="style" href="/assets/gallery-g1.css" crossorigin>',
      );
      expect(body, url).not.toContain('vendor-v1');
      expect(body, url).not.toContain('modulepreload" href="/assets/index-abc123.js');
    }
    for (const url of ['/', '/home', '/company/7', '/no/such/page']) {
      expect((await app.inject(url)).body, url).not.toContain('modulepreload');
    }
  });

  it('carries no app store link in the shell when APP_STORE_URL is unset', async () => {
    expect((await app.inject('/')).body).not.toContain('sefer-app-store-url');
  });

  it('serves the web app manifests as application/manifest+json', async () => {
    const res = await app.inject('/manifest.am.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.json()).toMatchObject({ lang: 'am' });
  });

  it('keeps API errors as JSON', async () => {
    const res = await app.inject('/api/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });
});

describe('the app store link in the shell', () => {
  it('is a meta tag before </head>, its value escaped', () => {
    const shell = '<html><head><title>Sefer</title></head><body></body></html>';
    expect(injectAppStoreMeta(shell, null)).toBe(shell);
    expect(injectAppStoreMeta(shell, 'https://apps.example/sefer?id=1&x="<y>"')).toBe(
      '<html><head><title>Sefer</title>' +
        '<meta name="sefer-app-store-url" content="https://apps.example/sefer?id=1&amp;x=&quot;&lt;y>&quot;">' +
        '</head><body></body></html>',
    );
  });
});
