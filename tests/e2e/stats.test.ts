import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessToken, createAccount, logIn, newPhone } from './accounts.ts';
import { DESKTOP, PHONE, useBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const withPage = useBrowser(baseUrl);

/** The Ethiopian months as apps/web/src/lib/dates/calendar-date.ts names them (outside this project's sources). */
const ETHIOPIAN_MONTHS = [
  'መስከረም',
  'ጥቅምት',
  'ኅዳር',
  'ታኅሣሥ',
  'ጥር',
  'የካቲት',
  'መጋቢት',
  'ሚያዝያ',
  'ግንቦት',
  'ሰኔ',
  'ሐምሌ',
  'ነሐሴ',
  'ጳጉሜን',
];

/** Registers a company for the signed-in owner through the API. */
async function registerCompany(owner: Page): Promise<{ id: number; name: string }> {
  const name = `Stats Shop ${Date.now().toString(36)}`;
  const registered = await fetch(`${baseUrl}/api/v2/company/register`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await accessToken(owner)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name,
      handle: `stats_${Date.now().toString(36)}`,
      tags: ['coffee'],
      phone: newPhone(),
      lat: 9.03,
      lng: 38.75,
    }),
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
  const { id } = (await registered.json()) as { id: number };
  return { id, name };
}

describe("the owner's statistics (issue 31)", () => {
  it('count a visitor’s view and call, in English on a desktop and in Amharic, Ethiopian dates, on a phone', async () => {
    const phone = newPhone();
    await createAccount(baseUrl, phone);
    await withPage({ viewport: DESKTOP }, async (owner) => {
      await logIn(owner, phone);
      const { id, name } = await registerCompany(owner);

      // A new company: the empty state, and the way there from the dashboard.
      await owner.goto('/profile/company');
      await owner.getByTestId('company-stats').click();
      await owner.waitForURL((url) => url.pathname === '/profile/stats');
      await owner.getByTestId('stats-empty').waitFor();

      // A visitor, signed out, opens the page and taps Call.
      await withPage({ viewport: DESKTOP }, async (visitor) => {
        const viewed = visitor.waitForResponse((r) => r.url().includes(`/api/v2/view/0/${id}`));
        await visitor.goto(`/company/${id}`);
        await visitor.getByRole('heading', { name, level: 1 }).waitFor();
        expect((await viewed).status()).toBe(200);
        const called = visitor.waitForResponse((r) => r.url().endsWith('/api/v2/stats/action'));
        await visitor.getByTestId('action-call').click();
        const answer = await called;
        expect(answer.status()).toBe(200);
        expect(await answer.json()).toEqual({ counted: true });
      });

      await owner.goto('/profile/stats');
      await owner.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor();
      await expect.poll(() => owner.getByTestId('stats-total-views').textContent()).toBe('1');
      expect(await owner.getByTestId('stats-total-calls').textContent()).toBe('1');
      expect(await owner.getByTestId('stats-total-viewers').textContent()).toBe('1');
      expect(await owner.getByRole('radio', { name: '30 days' }).isChecked()).toBe(true);
      // The same numbers for a screen reader, in the views chart's table.
      expect(await owner.getByTestId('stats-table-views').locator('caption').textContent()).toBe(
        'Views by day',
      );
      await owner.getByRole('radio', { name: '12 months' }).check();
      await owner.getByTestId('stats-table-views').getByText('Views by month').waitFor({ state: 'attached' });
      expect(await owner.getByTestId('stats-total-views').textContent()).toBe('1');

      // Amharic on a phone: Ethiopian-calendar dates, the Gregorian one on focus.
      await owner.setViewportSize(PHONE);
      await owner.evaluate(() => window.localStorage.setItem('sefer.lang', 'am'));
      await owner.goto('/profile/stats');
      await owner.getByRole('heading', { name: 'ስታቲስቲክስ', level: 1 }).waitFor();
      await expect.poll(() => owner.getByTestId('stats-total-calls').textContent()).toBe('1');
      expect(await owner.getByTestId('stats-tile-calls').textContent()).toContain('ጥሪዎች');
      const range = owner.getByTestId('stats-range');
      const text = (await range.textContent()) ?? '';
      expect(
        ETHIOPIAN_MONTHS.some((month) => text.includes(month)),
        text,
      ).toBe(true);
      expect(text).toContain('ዓ.ም.');
      // Nothing spills sideways on the phone, the Gregorian date of an Ethiopian one shown on focus.
      const scrollWidth = () => owner.evaluate(() => document.documentElement.scrollWidth);
      expect(await scrollWidth()).toBeLessThanOrEqual(PHONE.width);
      const today = range.locator('time').last();
      await today.focus();
      expect(await today.getAttribute('data-gregorian')).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
      expect(await scrollWidth()).toBeLessThanOrEqual(PHONE.width);
    });
  });

  it('show a failure with Retry, and take the period from the keyboard', async () => {
    const phone = newPhone();
    await createAccount(baseUrl, phone);
    await withPage({ viewport: DESKTOP }, async (owner) => {
      await logIn(owner, phone);
      await registerCompany(owner);
      let failing = true;
      await owner.route('**/api/v2/company/stats?*', (route) =>
        failing ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
      );
      await owner.goto('/profile/stats');
      await owner.getByRole('alert').waitFor();
      failing = false;
      await owner.getByRole('button', { name: 'Retry' }).click();
      await owner.getByTestId('stats-empty').waitFor();
      await owner.getByRole('radio', { name: '30 days' }).focus();
      await owner.keyboard.press('ArrowRight');
      expect(await owner.getByRole('radio', { name: '12 months' }).isChecked()).toBe(true);
      await owner.getByTestId('stats-empty').waitFor();
    });
  });
});
