import { describe, expect, inject, it } from 'vitest';
import { cards, DESKTOP, useBrowser, waitForCards } from './browser.ts';

const baseUrl = inject('baseUrl');
const withPage = useBrowser(baseUrl);

/** Distances (km) shown by the cards, in DOM order. */
async function distances(page: import('playwright-core').Page): Promise<number[]> {
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
});
