import { addisClock, type OpeningHours, WEEKDAYS } from '@sefer/contract/hours-clock';
import { openStatus } from '@sefer/contract/hours-week';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser, waitForCards } from './browser.ts';

const baseUrl = inject('baseUrl');
const withPage = useBrowser(baseUrl);
const PIASSA = { lat: 9.021343, lng: 38.7487854 };

type Card = { type: string; id: number; name: string; hours: OpeningHours | null };
type Result = { type: string; id: number; title: string; hours: OpeningHours | null };

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** The demo's companies near Piassa, with their hours (seed/hours.ts gives them by kind of business). */
const companies = () =>
  api<{ items: Card[] }>(
    `/api/v2/home/aroundYou?lat=${PIASSA.lat}&lng=${PIASSA.lng}&types=company&limit=50&r=10000`,
  ).then((page) => page.items);

/** A demo company whose hours are these on Monday and on Sunday. */
async function companyWith(monday: string, sunday: string): Promise<Card> {
  const text = (hours: OpeningHours, day: 'mon' | 'sun') =>
    hours[day].map((i) => `${i.open}-${i.close}`).join(',');
  // Lowest id first: the seed's companies come before any that other test files register (with links and hours).
  const found = (await companies())
    .sort((a, b) => a.id - b.id)
    .find((c) => c.hours && text(c.hours, 'mon') === monday && text(c.hours, 'sun') === sunday);
  if (!found) throw new Error(`No demo company open ${monday} on Monday and ${sunday} on Sunday`);
  return found;
}

const row = (page: Page, day: string) => page.getByTestId(`hours-${day}`);

describe('opening hours and contact actions', () => {
  it('shows the week in the 12-hour clock with today marked, Open now or when it opens, and the contact actions', async () => {
    const shop = await companyWith('08:00-18:00', '');
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto(`/company/${shop.id}`);
      const section = page.getByTestId('opening-hours');
      await section.waitFor();
      expect(await section.getByRole('heading', { level: 2 }).innerText()).toBe('Opening hours');
      expect(await row(page, 'mon').innerText()).toMatch(/^Monday\s+8:00 AM – 6:00 PM$/);
      expect(await row(page, 'sun').innerText()).toMatch(/^Sunday(\s·\sToday)?\s+Closed$/);
      const today = addisClock(new Date()).day;
      expect(await row(page, today).getAttribute('aria-current')).toBe('date');
      expect(await page.locator('[aria-current="date"]').count()).toBe(1);
      const open = openStatus(shop.hours, new Date())?.open;
      const status = await page.getByTestId('hours-status').innerText();
      expect(status).toMatch(
        open ? /^Open now · Closes at 6:00 PM$/ : /^Closed · Opens (tomorrow |Monday )?at 8:00 AM$/,
      );

      const actions = page.getByTestId('contact-actions');
      expect(await actions.getByTestId('action-call').getAttribute('href')).toMatch(/^tel:\+2519\d{8}$/);
      expect(await actions.getByTestId('action-directions').getAttribute('href')).toMatch(
        /^https:\/\/www\.openstreetmap\.org\/directions\?to=\d+\.\d+%2C\d+\.\d+$/,
      );
      // The demo companies have no Telegram or website: no such actions.
      expect(await actions.getByTestId('action-telegram').count()).toBe(0);
      expect(await actions.getByTestId('action-website').count()).toBe(0);
      await actions.getByTestId('action-call').focus();
      expect(await actions.getByTestId('action-call').evaluate((el) => el === document.activeElement)).toBe(
        true,
      );
    });
  });

  it('shows the Ethiopian clock with the part of the day on the Amharic page', async () => {
    const cafe = await companyWith('06:30-22:00', '06:30-22:00');
    const shop = await companyWith('08:00-18:00', '');
    await withPage({ viewport: PHONE, language: 'am' }, async (page) => {
      await page.goto(`/company/${shop.id}`);
      await page.getByTestId('opening-hours').waitFor();
      expect(await page.getByTestId('opening-hours').getByRole('heading', { level: 2 }).innerText()).toBe(
        'የሥራ ሰዓት',
      );
      expect(await row(page, 'mon').innerText()).toMatch(/^ሰኞ\s+ከጠዋቱ 2:00 – ከምሽቱ 12:00$/);
      expect(await row(page, 'sun').innerText()).toMatch(/^እሑድ(\s·\sዛሬ)?\s+ዝግ$/);
      expect(await page.getByTestId('hours-status').innerText()).toMatch(
        /^(ክፍት ነው · ከምሽቱ 12:00 ይዘጋል|ዝግ ነው · .*ከጠዋቱ 2:00 ይከፈታል)$/,
      );
      expect(await page.getByTestId('action-directions').innerText()).toContain('አቅጣጫ');

      await page.goto(`/company/${cafe.id}`);
      await page.getByTestId('opening-hours').waitFor();
      for (const day of WEEKDAYS) {
        expect(await row(page, day).innerText()).toMatch(/ከጠዋቱ 12:30 – ከምሽቱ 4:00$/);
      }
    });
  });

  it('shows nothing of hours for a company without them', async () => {
    const none = (await companies()).find((c) => c.hours === null);
    if (!none) throw new Error('The demo has no company without hours');
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto(`/company/${none.id}`);
      await page.getByTestId('company-page').waitFor();
      await page.getByTestId('contact-actions').waitFor();
      expect(await page.getByTestId('opening-hours').count()).toBe(0);
    });
  });

  it('narrows search to what is open now with the Open now chip, by keyboard too', async () => {
    const key = 'piassa';
    const at = `lat=${PIASSA.lat}&lng=${PIASSA.lng}&r=1000000`;
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto(`/search?key=${key}`);
      const status = page.getByTestId('search-status');
      await expect.poll(() => status.innerText(), { timeout: 20_000 }).toMatch(/^\d+ results?$/);
      const all = await api<Result[]>(`/api/v2/search/all?key=${key}&${at}`);
      expect(all.some((r) => r.type === 'place')).toBe(true);
      // Each company with hours says whether it is open now; others say nothing.
      await page.getByTestId('search-result').first().waitFor();
      for (const r of all.filter((x) => x.type === 'company')) {
        const line = page.locator(`[data-id="company-${r.id}"] [data-testid="open-status"]`);
        if (!r.hours) expect(await line.count()).toBe(0);
        else
          expect(await line.innerText()).toBe(openStatus(r.hours, new Date())?.open ? 'Open now' : 'Closed');
      }
      const chip = page.getByTestId('search-chip-open');
      expect(await chip.getAttribute('aria-pressed')).toBe('false');
      await chip.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('open') === '1');
      // The address changes before the chip's next render: wait for that render.
      await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
      const open = await api<Result[]>(`/api/v2/search/all?key=${key}&${at}&open=1`);
      expect(open.length).toBeLessThan(all.length);
      for (const r of open) {
        expect(r.type).not.toBe('place');
        if (r.hours) expect(openStatus(r.hours, new Date())?.open, r.title).toBe(true);
      }
      const ids = async () =>
        (
          await page
            .getByTestId('search-result')
            .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')))
        )
          .filter(Boolean)
          .sort();
      const expected = open.map((r) => `${r.type}-${r.id}`).sort();
      if (expected.length === 0) {
        await page.getByTestId('search-empty').waitFor();
      } else {
        await expect.poll(ids).toEqual(expected);
        const shown = page.locator('[data-testid="search-result"] [data-testid="open-status"]');
        for (const flag of await shown.evaluateAll((els) => els.map((e) => e.getAttribute('data-open')))) {
          expect(flag).toBe('true');
        }
      }
      // Reloading keeps the filter (the early request asks with it too).
      await page.reload();
      await expect.poll(ids).toEqual(expected);
    });
  });

  it('keeps Open now in the home feed filter: only what is open now, each company card saying so', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto('/');
      await waitForCards(page, 1);
      await page.getByRole('button', { name: 'Filter' }).click();
      const dialog = page.getByTestId('filter-dialog');
      await dialog.getByTestId('filter-open-now').check();
      const answer = page.waitForResponse(
        (res) => res.url().includes('/api/v2/home/aroundYou') && res.url().includes('open=1'),
      );
      await dialog.getByRole('button', { name: 'Apply' }).click();
      const { items } = (await (await answer).json()) as { items: Card[] };
      expect(items.every((i) => i.type !== 'place')).toBe(true);
      const shown = () =>
        page.getByTestId('feed-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
      await expect.poll(shown).toEqual(items.map((i) => `${i.type}-${i.id}`));
      expect(await page.getByRole('button', { name: /^Filter \(4\)$/ }).count()).toBe(1);
      for (const item of items.filter((i) => i.hours)) {
        const card = page.locator(`[data-id="${item.type}-${item.id}"] [data-testid="open-status"]`);
        expect(await card.getAttribute('data-open')).toBe('true');
        expect(await card.innerText()).toBe('Open now');
      }
      // Kept across visits, and asked for with the first request again.
      const again = page.waitForRequest((req) => req.url().includes('/api/v2/home/aroundYou?'));
      await page.reload();
      expect((await again).url()).toContain('open=1');
      await expect.poll(shown).toEqual(items.map((i) => `${i.type}-${i.id}`));
    });
  });
});
