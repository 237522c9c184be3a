import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser, waitForCards } from './browser.ts';

const baseUrl = inject('baseUrl');
const withPage = useBrowser(baseUrl);

const ETHIOPIC = /[\u1200-\u139f]/;

async function ethiopicFontState(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return {
      check: document.fonts.check('16px "Noto Sans Ethiopic"', 'ሰፈር'),
      loaded: [...document.fonts].filter(
        (f) => f.family.includes('Noto Sans Ethiopic') && f.status === 'loaded',
      ).length,
    };
  });
}

describe('languages', () => {
  it('switches to Amharic from the top bar, renders it in Noto Sans Ethiopic, and keeps it after a reload', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      const fonts: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'font') fonts.push(new URL(req.url()).pathname);
      });
      await page.goto('/');
      await waitForCards(page, 10);
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      await page.getByRole('button', { name: 'አማርኛ' }).click();

      await page.getByRole('tab', { name: 'በአቅራቢያዎ' }).waitFor();
      await page.getByRole('tab', { name: 'አዲስ' }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('am');
      expect(await page.getByRole('navigation').getByRole('link', { name: 'ያስሱ' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'ተጨማሪ ጫን' }).count()).toBe(1);

      await page.reload();
      await waitForCards(page, 10);
      expect(await page.getAttribute('html', 'lang')).toBe('am');
      expect(await page.getByRole('tab', { name: 'በአቅራቢያዎ' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.evaluate(() => localStorage.getItem('sefer.lang'))).toBe('am');

      // Names come in Amharic where the item has one, drawn with the self-hosted font: the demo's, on the New
      // tab (around Piassa the nearest OpenStreetMap places mostly have Latin names only).
      await page.getByRole('tab', { name: 'አዲስ' }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'new');
      const amharicNames = async () =>
        (await page.locator('[data-testid="feed-card"] h3').allInnerTexts()).filter((h) => ETHIOPIC.test(h));
      await expect.poll(async () => (await amharicNames()).length).toBeGreaterThan(5);
      const amharicName = page.locator('[data-testid="feed-card"] h3 [lang="am"]').first();
      expect(await amharicName.evaluate((el) => getComputedStyle(el).fontFamily)).toContain(
        'Noto Sans Ethiopic',
      );
      const font = await ethiopicFontState(page);
      expect(font.check).toBe(true);
      expect(font.loaded).toBeGreaterThan(0);
      // Amharic needs only the Ethiopic block's cut of the font (fonts.css), not the Supplement and Extended one.
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.every((f) => /\/noto-sans-ethiopic-core-(400|700)-[\w-]+\.woff2$/.test(f))).toBe(true);
    });
  });

  it('stays in English when the Amharic words cannot be downloaded, and switches on the next try', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto('/');
      await waitForCards(page, 10);
      // Each language's words are a file of their own, downloaded when first chosen (i18n.ts).
      await page.route('**/assets/am-*.js', (route) => route.abort('internetdisconnected'));
      const failed = page.waitForEvent('requestfailed', (req) => /\/assets\/am-[\w-]+\.js$/.test(req.url()));
      await page.getByRole('button', { name: 'አማርኛ' }).click();
      await failed;
      await expect
        .poll(() => page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed'))
        .toBe('true');
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(await page.getByRole('tab', { name: 'Around you' }).count()).toBe(1);
      expect(await page.evaluate(() => localStorage.getItem('sefer.lang'))).toBeNull();
      // The notice is in the language still shown, in the page's live region.
      await expect
        .poll(() => page.getByTestId('toast').innerText())
        .toBe('Amharic could not be downloaded. Check your connection and try again.');

      await page.unroute('**/assets/am-*.js');
      await page.getByRole('button', { name: 'አማርኛ' }).click();
      await page.getByRole('tab', { name: 'በአቅራቢያዎ' }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('am');
    });
  });

  it('stays in Amharic with a notice in Amharic when the English words cannot be downloaded', async () => {
    await withPage({ viewport: DESKTOP, language: 'am' }, async (page) => {
      await page.goto('/');
      await waitForCards(page, 10);
      await page.route('**/assets/en-*.js', (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: 'English' }).click();
      await expect
        .poll(() => page.getByTestId('toast').innerText())
        .toBe('እንግሊዝኛን ማውረድ አልተቻለም። ግንኙነትዎን አረጋግጠው እንደገና ይሞክሩ።');
      expect(await page.getByRole('button', { name: 'አማርኛ' }).getAttribute('aria-pressed')).toBe('true');
      expect(await page.getAttribute('html', 'lang')).toBe('am');
      expect(await page.getByRole('tab', { name: 'በአቅራቢያዎ' }).count()).toBe(1);
    });
  });

  it('switches language from Settings on a phone, with Amharic bottom navigation and the data credit', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/settings');
      await page.getByRole('heading', { name: 'Settings' }).waitFor();
      const credit = page.getByRole('link', { name: '© OpenStreetMap contributors, ODbL' });
      expect(await credit.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
      await page.getByRole('radio', { name: /አማርኛ/ }).check();
      await page.getByRole('heading', { name: 'ቅንብሮች' }).waitFor();
      expect(await page.getByRole('link', { name: '© የOpenStreetMap አበርካቾች፣ ODbL' }).count()).toBe(1);
      const nav = page.getByTestId('bottom-nav');
      expect(await nav.getByRole('link').allInnerTexts()).toEqual(['ዋና ገጽ', 'ያስሱ', 'እኔ', 'ድርጅት']);
      await nav.getByRole('link', { name: 'ዋና ገጽ' }).click();
      await waitForCards(page, 10);
      expect(await page.getByRole('tab', { name: 'አዲስ' }).count()).toBe(1);
    });
  });

  it('does not download the Ethiopic font for an English page', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      const fonts: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'font') fonts.push(req.url());
      });
      await page.goto('/');
      await waitForCards(page, 10);
      await page.waitForLoadState('networkidle');
      expect(fonts).toEqual([]);
      expect((await ethiopicFontState(page)).loaded).toBe(0);
    });
  });
});
