import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createAccount, logIn, newPhone } from './accounts.ts';
import { cards, DESKTOP, holdTheApp, PHONE, useBrowser, waitForCards } from './browser.ts';

const baseUrl = inject('baseUrl');
const withPage = useBrowser(baseUrl);

/** Distances (km) shown by the cards, in DOM order. */
async function distances(page: Page): Promise<number[]> {
  const texts = await page.locator('[data-testid="feed-card"] [data-testid="card-distance"]').allInnerTexts();
  return texts.map((text) => {
    const match = /(\d+\.\d{2})\s*km/.exec(text);
    if (!match) throw new Error(`No distance in "${text}"`);
    return Number(match[1]);
  });
}

const ascending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? 0) <= v);

describe('home feed', () => {
  it('opens on Around you with 10 cards, nearest first, and Load More appends the next 10', async () => {
    await withPage({}, async (page) => {
      await page.goto('/');
      const aroundYou = page.getByRole('tab', { name: 'Around you' });
      expect(await aroundYou.getAttribute('aria-selected')).toBe('true');
      await waitForCards(page, 10);
      expect(await cards(page).count()).toBe(10);

      // DOM order is feed order.
      const indexes = await cards(page).evaluateAll((els) =>
        els.map((el) => Number(el.getAttribute('data-index'))),
      );
      expect(indexes).toEqual([...Array(10).keys()]);

      const first = await distances(page);
      expect(first).toHaveLength(10);
      expect(ascending(first), `distances ${first.join(', ')}`).toBe(true);
      expect(first.every((km) => km <= 10)).toBe(true);

      const firstIds = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-id')));
      await page.getByRole('button', { name: 'Load More' }).click();
      await waitForCards(page, 20);
      expect(await cards(page).count()).toBe(20);

      const ids = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-id')));
      expect(ids.slice(0, 10)).toEqual(firstIds);
      expect(new Set(ids).size).toBe(20);
      const all = await distances(page);
      expect(ascending(all), `distances ${all.join(', ')}`).toBe(true);
    });
  });

  it('switches to the New tab with the keyboard and shows its own feed', async () => {
    await withPage({}, async (page) => {
      await page.goto('/');
      await waitForCards(page, 10);
      const aroundIds = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-id')));
      await page.getByRole('tab', { name: 'Around you' }).focus();
      await page.keyboard.press('ArrowLeft');
      const newTab = page.getByRole('tab', { name: 'New' });
      await page.locator('[role="tab"][aria-selected="true"]', { hasText: 'New' }).waitFor();
      expect(await newTab.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.waitForURL(/\?tab=new$/);
      await page.waitForFunction(
        (before) =>
          [...document.querySelectorAll('[data-testid="feed-card"]')]
            .map((el) => el.getAttribute('data-id'))
            .join() !== before,
        aroundIds.join(),
      );
      await waitForCards(page, 10);
      expect(await cards(page).count()).toBe(10);
      expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
        await newTab.getAttribute('id'),
      );
    });
  });

  it('scrolls the row of tabs on a phone to show the selected tab whole', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/');
      await waitForCards(page, 1);
      const row = page.getByRole('tablist');
      const popular = page.getByRole('tab', { name: 'Popular' });
      const whole = () =>
        popular.evaluate((tab) => {
          const outer = (tab.parentElement as HTMLElement).getBoundingClientRect();
          const inner = tab.getBoundingClientRect();
          return inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
        });
      await page.getByRole('tab', { name: 'Around you' }).focus();
      await page.keyboard.press('End');
      await page.getByRole('tab', { name: 'Popular', selected: true }).waitFor();
      await expect.poll(whole).toBe(true);
      expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    });
  });

  it('shows each card with a typed badge, a heading, alt text and a distance', async () => {
    await withPage({}, async (page) => {
      await page.goto('/');
      await waitForCards(page, 10);
      const summary = await cards(page).evaluateAll((els) =>
        els.map((el) => ({
          heading: el.querySelector('h3')?.textContent?.trim() ?? '',
          alt: el.querySelector('img')?.getAttribute('alt') ?? null,
          hasImage: Boolean(el.querySelector('img')),
          badge: el.textContent ?? '',
        })),
      );
      for (const card of summary) {
        expect(card.heading.length).toBeGreaterThan(0);
        if (card.hasImage) expect(card.alt).toBe(card.heading);
        expect(card.badge).toMatch(/Business|Product|Place/);
      }
    });
  });

  it('reserves every image box: nothing changes size or moves when the images arrive', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      // Hold the images back so the first measurement is surely taken before any has loaded.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/images/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      await waitForCards(page, 10);
      const boxes = () =>
        page.locator('[data-testid="card-image-box"]').evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            return [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 10) / 10);
          }),
        );
      const before = await boxes();
      const loadedBefore = await page
        .locator('[data-testid="card-image-box"] img')
        .evaluateAll(
          (imgs) => (imgs as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth > 0).length,
        );
      expect(loadedBefore).toBe(0);

      release();
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[data-testid="card-image-box"] img')]
          .slice(0, 4)
          .every((img) => img.complete && img.naturalWidth > 0),
      );
      const after = await boxes();
      expect(before.length).toBe(10);
      expect(after).toEqual(before);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls).toBeLessThanOrEqual(0.02);
    });
  });

  describe("asking before the app's code has loaded (index.html's early script)", () => {
    it('asks for the first page, the hashtags and the first pictures once each, before the app has loaded', async () => {
      await withPage({ viewport: PHONE }, async (page) => {
        const app = await holdTheApp(page);
        await page.goto('/', { waitUntil: 'commit' });
        await expect.poll(() => app.heldBack('/api/v2/home/aroundYou').length, { timeout: 10_000 }).toBe(1);
        expect(app.heldBack('/api/v2/home/toptags')).toHaveLength(1);
        // The first cards' pictures, as the feed lists them.
        await expect
          .poll(() => app.requests.filter((r) => r.held && r.path.startsWith('/images/small-')).length)
          .toBeGreaterThanOrEqual(2);
        // The English catalogue, which the first render waits for, beside the app's code.
        expect(app.requests.some((r) => r.held && /^\/assets\/en-[\w-]+\.js$/.test(r.path))).toBe(true);

        app.release();
        await waitForCards(page, 10);
        expect(app.asked('/api/v2/home/aroundYou')).toHaveLength(1);
        expect(app.asked('/api/v2/home/toptags')).toHaveLength(1);
        const pictures = app.requests.filter((r) => r.path.startsWith('/images/small-'));
        expect(new Set(pictures.map((r) => r.path)).size).toBe(pictures.length);
        // The pictures asked for early are the first cards' own.
        const shown = await page
          .locator('[data-testid="card-image-box"] img')
          .evaluateAll((imgs) =>
            (imgs as HTMLImageElement[]).slice(0, 2).map((img) => new URL(img.src).pathname),
          );
        const early = app.requests
          .filter((r) => r.held && r.path.startsWith('/images/small-'))
          .map((r) => r.path);
        expect(early).toEqual(expect.arrayContaining(shown));
        expect(app.asked('/api/v2/home/trending')).toHaveLength(0);
        expect(app.errors).toEqual([]);
      });
    });

    it('asks for what the stored place, radius, filter, tab and language say, as the app does', async () => {
      await withPage({ viewport: DESKTOP, language: 'am' }, async (page) => {
        await page.context().addInitScript(() => {
          localStorage.setItem(
            'sefer.myPlaces',
            JSON.stringify([{ name: 'Bole', lat: 8.9949, lng: 38.7875 }]),
          );
          localStorage.setItem('sefer.myPlaceIndex', '0');
          localStorage.setItem('sefer.searchRadius', '5');
          localStorage.setItem('sefer.feedTypes', 'company,place');
        });
        const app = await holdTheApp(page);
        await page.goto('/home?tab=new', { waitUntil: 'commit' });
        await expect.poll(() => app.heldBack('/api/v2/home/new').length, { timeout: 10_000 }).toBe(1);
        expect(app.heldBack('/api/v2/home/new')[0]?.url).toBe(
          '/api/v2/home/new?lat=8.9949&lng=38.7875&page=1&limit=10&r=5000&types=company%2Cplace',
        );
        expect(app.heldBack('/api/v2/home/toptags')[0]?.url).toBe(
          '/api/v2/home/toptags?lat=8.9949&lng=38.7875&r=5000',
        );
        expect(app.requests.some((r) => r.held && /^\/assets\/am-[\w-]+\.js$/.test(r.path))).toBe(true);
        // And the Ethiopic font's two weights, which the first render in Amharic needs.
        for (const weight of [400, 700]) {
          const font = new RegExp(`^/assets/noto-sans-ethiopic-core-${weight}-[\\w-]+\\.woff2$`);
          expect(app.requests.filter((r) => r.held && font.test(r.path))).toHaveLength(1);
        }

        app.release();
        await page.getByRole('tab', { name: 'አዲስ' }).waitFor();
        await waitForCards(page, 1);
        // Had the app built another URL, it would have asked again.
        expect(app.asked('/api/v2/home/new')).toHaveLength(1);
        expect(app.asked('/api/v2/home/toptags')).toHaveLength(1);
        expect(app.asked('/api/v2/home/aroundYou')).toHaveLength(0);
        expect(app.requests.some((r) => /^\/assets\/en-[\w-]+\.js$/.test(r.path))).toBe(false);
        // Each font once: the early preload is the download the page uses.
        expect(app.requests.filter((r) => r.path.includes('noto-sans-ethiopic-core-'))).toHaveLength(2);
        expect(app.errors).toEqual([]);
      });
    });

    it('shows the error of a first page that failed early and on its retry, and Retry asks again', async () => {
      await withPage({ viewport: PHONE }, async (page) => {
        let calls = 0;
        await page.route('**/api/v2/home/aroundYou?*', async (route) => {
          calls++;
          if (calls <= 2) {
            await route.fulfill({ status: 500, json: { error: 'internal_server_error', message: 'boom' } });
          } else {
            await route.continue();
          }
        });
        await page.goto('/');
        const retry = page.getByRole('button', { name: 'Retry' });
        await retry.waitFor();
        // The early script's call and the app's one automatic retry (provider.tsx): the app took the early answer
        // instead of asking a third time.
        expect(calls).toBe(2);
        await retry.click();
        await waitForCards(page, 10);
        expect(calls).toBe(3);
      });
    });

    it('leaves a signed-in visitor’s calls to the app, which sends them with the token', async () => {
      const phone = newPhone();
      await createAccount(baseUrl, phone);
      await withPage({ viewport: DESKTOP }, async (page) => {
        await logIn(page, phone);
        const app = await holdTheApp(page);
        await page.goto('/', { waitUntil: 'commit' });
        // Let the page arrive and its head run before the app is let go.
        await expect
          .poll(() => app.requests.some((r) => /^\/assets\/en-[\w-]+\.js$/.test(r.path)), { timeout: 10_000 })
          .toBe(true);
        expect(app.heldBack('/api/v2/home/aroundYou')).toHaveLength(0);
        expect(app.heldBack('/api/v2/home/toptags')).toHaveLength(0);

        app.release();
        await waitForCards(page, 10);
        const feed = app.asked('/api/v2/home/aroundYou');
        expect(feed).toHaveLength(1);
        expect(feed[0]?.auth).toBe(true);
      });
    });
  });
});
