import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../../apps/api/test/server-process.ts';
import { DESKTOP, launchBrowser, openPage, type PageOptions, PHONE, waitForCards } from './browser.ts';

/** The shared server: the demo data, no APP_STORE_URL (global-setup.ts). */
const demoUrl = inject('baseUrl');
const STORE = 'https://play.google.com/store/apps/details?id=et.sefer';
const DAY = 86_400_000;
/** A fixed "now" for the pages whose clock the test moves. */
const T0 = Date.UTC(2026, 10, 2, 9, 0);

const WORDS = {
  en: {
    region: 'The Sefer app',
    title: 'Sefer on your phone',
    get: 'Get the app',
    install: 'Install',
    notNow: 'Not now',
  },
  am: { region: 'የሰፈር መተግበሪያ', title: 'ሰፈር በስልክዎ', get: 'አውርድ', install: 'ጫን', notNow: 'አሁን አይደለም' },
};

let browser: Browser | undefined;
/** A second server of its own with APP_STORE_URL set, on an empty database (the banner needs no data). */
let store: Awaited<ReturnType<typeof startServer>> | undefined;
let storeUrl = '';

beforeAll(async () => {
  [browser, store] = await Promise.all([launchBrowser(), startServer({ APP_STORE_URL: STORE })]);
  storeUrl = `http://127.0.0.1:${store.port}`;
});
afterAll(async () => {
  await browser?.close();
  await store?.cleanUp();
});

/** A fresh context on `base`, which adds up the page's layout shifts (CLS, as Lighthouse counts them) from its start. */
async function withPage<T>(base: string, options: PageOptions, body: (page: Page) => Promise<T>): Promise<T> {
  if (!browser) throw new Error('The browser is not running');
  const { context, page } = await openPage(browser, base, options);
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  try {
    return await body(page);
  } finally {
    await context.close();
  }
}

const cls = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
const banner = (page: Page) => page.getByTestId('app-banner');
const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  return (
    b && { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) }
  );
};
/** The app has rendered (index.html's frame has no <main>): the banner, when wanted, is decided by then. */
const rendered = (page: Page) => page.locator('main#main').waitFor();

/**
 * Sends `beforeinstallprompt` as Chromium does once a page is installable: a cancelable event with `prompt()` and
 * `userChoice`. Resolves whether the app cancelled the browser's own invitation. `window.__prompted` counts prompts.
 */
function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<boolean> {
  return page.evaluate((choice) => {
    const w = window as unknown as { __prompted: number };
    w.__prompted = 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        w.__prompted += 1;
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);
}

describe('the app banner with a store link (APP_STORE_URL)', () => {
  it('shows from the start on every screen, English on a desktop, and moves nothing', async () => {
    await withPage(storeUrl, { viewport: DESKTOP }, async (page) => {
      const shell = await (await page.request.get('/')).text();
      expect(shell).toContain(`<meta name="sefer-app-store-url" content="${STORE}">`);
      await page.goto('/');
      await banner(page).waitFor();
      const region = page.getByRole('region', { name: WORDS.en.region });
      expect(await region.getByText(WORDS.en.title).isVisible()).toBe(true);
      expect(await region.getByRole('link', { name: WORDS.en.get }).getAttribute('href')).toBe(STORE);
      // Slim, over the bottom of the window.
      expect(await box(page, '[data-testid="app-banner"]')).toEqual({
        x: 0,
        y: DESKTOP.height - 57,
        width: DESKTOP.width,
        height: 57,
      });
      for (const path of ['/privacy', '/settings', '/explore', '/no/such/page']) {
        await page.goto(path);
        await banner(page).waitFor();
      }
      expect(await cls(page)).toBeLessThanOrEqual(0.02);
    });
  });

  it('Not Now hides it, after a reload too, for 30 days: Amharic on a phone', async () => {
    await withPage(storeUrl, { viewport: PHONE, language: 'am' }, async (page) => {
      await page.clock.setFixedTime(T0);
      await page.goto('/');
      await banner(page).waitFor();
      const region = page.getByRole('region', { name: WORDS.am.region });
      expect(await region.getByText(WORDS.am.title).isVisible()).toBe(true);
      expect(await region.getByRole('link', { name: WORDS.am.get }).getAttribute('href')).toBe(STORE);
      // Just above the bottom navigation, and nothing moved for it.
      const nav = await box(page, '[data-testid="bottom-nav"]');
      const shown = await box(page, '[data-testid="app-banner"]');
      expect(shown && nav && shown.y + shown.height).toBe(nav?.y);
      expect(await cls(page)).toBeLessThanOrEqual(0.02);

      await region.getByRole('button', { name: WORDS.am.notNow }).click();
      await banner(page).waitFor({ state: 'detached' });
      // The focus goes to the page's content, not lost with the banner.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      expect(await page.evaluate(() => localStorage.getItem('sefer.appBanner.dismissedAt'))).toBe(String(T0));

      // Still hidden after a reload, on another screen, and 29 days on; not its code either.
      const chunks: string[] = [];
      page.on('request', (req) => {
        if (/\/assets\/app-banner-/.test(req.url())) chunks.push(req.url());
      });
      for (const [days, path] of [
        [0, '/'],
        [0, '/privacy'],
        [29, '/'],
        [29.99, '/settings'],
      ] as const) {
        await page.clock.setFixedTime(T0 + days * DAY);
        await page.goto(path);
        await rendered(page);
        expect(await banner(page).count(), `${days} days, ${path}`).toBe(0);
      }
      expect(chunks).toEqual([]);

      // 30 days after Not Now it is back.
      await page.clock.setFixedTime(T0 + 30 * DAY);
      await page.reload();
      await banner(page).waitFor();
      expect(await page.getByRole('region', { name: WORDS.am.region }).isVisible()).toBe(true);
    });
  });
});

describe('the app banner without a store link', () => {
  it('stays hidden, its code not even loaded, where the browser never offers to install', async () => {
    await withPage(demoUrl, { viewport: DESKTOP }, async (page) => {
      const chunks: string[] = [];
      page.on('request', (req) => {
        if (/\/assets\/app-banner-/.test(req.url())) chunks.push(req.url());
      });
      await page.goto('/');
      await waitForCards(page, 4);
      expect(await page.request.get('/').then((r) => r.text())).not.toContain('sefer-app-store-url');
      await page.waitForTimeout(3000);
      expect(await banner(page).count()).toBe(0);
      expect(chunks).toEqual([]);

      // What the browser reads to offer it: the manifest of the page's language and its icons. No service worker.
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
        '/manifest.en.webmanifest',
      );
      const manifest = await page.request.get('/manifest.en.webmanifest');
      expect(manifest.headers()['content-type']).toContain('application/manifest+json');
      const json = (await manifest.json()) as { name: string; lang: string; icons: { src: string }[] };
      expect(json).toMatchObject({
        name: 'Sefer',
        lang: 'en',
        display: 'standalone',
        theme_color: '#2381f6',
      });
      for (const icon of json.icons) {
        const res = await page.request.get(icon.src);
        expect(res.headers()['content-type'], icon.src).toBe('image/png');
      }
      expect(
        await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
      ).toBe(0);
    });
  });

  it('offers Install once the browser sends its offer, without moving the page: Amharic on a phone', async () => {
    await withPage(demoUrl, { viewport: PHONE, language: 'am' }, async (page) => {
      await page.goto('/');
      await waitForCards(page, 4);
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
        '/manifest.am.webmanifest',
      );
      expect(await (await page.request.get('/manifest.am.webmanifest')).json()).toMatchObject({
        name: 'ሰፈር',
        lang: 'am',
      });
      const cards = () =>
        page
          .locator('[data-testid="feed-card"]')
          .evaluateAll((els) => els.slice(0, 4).map((el) => JSON.stringify(el.getBoundingClientRect())));
      const before = await cards();
      const shiftsBefore = await cls(page);

      // The app takes the offer in place of the browser's own invitation.
      expect(await offerInstall(page, 'accepted')).toBe(true);
      await banner(page).waitFor();
      const region = page.getByRole('region', { name: WORDS.am.region });
      expect(await region.getByRole('link').count()).toBe(0);
      expect(await cards()).toEqual(before);
      expect((await cls(page)) - shiftsBefore).toBe(0);
      expect(await cls(page)).toBeLessThanOrEqual(0.02);

      // The end of the page scrolls clear of it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const end = await page
        .locator('main [data-testid="feed-card"], main button')
        .evaluateAll((els) => Math.max(...els.map((el) => el.getBoundingClientRect().bottom)));
      expect(end).toBeLessThanOrEqual((await banner(page).boundingBox())?.y ?? 0);

      // Install: the browser's dialog, once; accepted there, the banner goes and nothing is remembered.
      await region.getByRole('button', { name: WORDS.am.install }).click();
      await banner(page).waitFor({ state: 'detached' });
      expect(await page.evaluate(() => (window as unknown as { __prompted: number }).__prompted)).toBe(1);
      expect(await page.evaluate(() => localStorage.getItem('sefer.appBanner.dismissedAt'))).toBeNull();
    });
  });

  it('on a detail screen, under its back-bar: declining in the browser counts as Not Now (English, desktop)', async () => {
    await withPage(demoUrl, { viewport: DESKTOP }, async (page) => {
      await page.goto('/place/1');
      await page.getByTestId('place-page').waitFor();
      // The back-bar titles the kind of screen; the place's name stays its only heading.
      expect(await page.getByRole('button', { name: 'Go back' }).isVisible()).toBe(true);
      expect(await page.getByText('Place', { exact: true }).first().isVisible()).toBe(true);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      const name = await box(page, '[data-testid="detail-name"]');

      expect(await offerInstall(page, 'dismissed')).toBe(true);
      await banner(page).waitFor();
      expect(await box(page, '[data-testid="detail-name"]')).toEqual(name);
      expect(await cls(page)).toBeLessThanOrEqual(0.02);
      await page
        .getByRole('region', { name: WORDS.en.region })
        .getByRole('button', { name: 'Install' })
        .click();
      await banner(page).waitFor({ state: 'detached' });
      const stored = Number(await page.evaluate(() => localStorage.getItem('sefer.appBanner.dismissedAt')));
      expect(Math.abs(Date.now() - stored)).toBeLessThan(60_000);

      // A new offer (the next visit's) finds it dismissed.
      await page.reload();
      await page.getByTestId('place-page').waitFor();
      await offerInstall(page, 'accepted');
      await page.waitForTimeout(500);
      expect(await banner(page).count()).toBe(0);

      // Opened directly, the back-bar has no history to go back to: it goes home.
      await page.getByRole('button', { name: 'Go back' }).click();
      await waitForCards(page, 1);
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });
});
