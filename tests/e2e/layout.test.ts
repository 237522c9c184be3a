import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser, waitForCards } from './browser.ts';

const baseUrl = inject('baseUrl');
const withPage = useBrowser(baseUrl);

describe('layout', () => {
  it('shows the bottom navigation on a phone, with Home current', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/');
      await waitForCards(page, 1);
      const nav = page.getByTestId('bottom-nav');
      expect(await nav.isVisible()).toBe(true);
      expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Home', 'Explore', 'Me', 'Company']);
      expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
      expect(await nav.getByRole('link', { name: 'Explore' }).getAttribute('aria-current')).toBeNull();
      const box = await nav.boundingBox();
      expect(box && Math.round(box.y + box.height)).toBe(PHONE.height);
      // The language switch is desktop-only; Settings stays reachable.
      expect(await page.getByRole('button', { name: 'አማርኛ' }).isVisible()).toBe(false);
      expect(await page.getByRole('link', { name: 'Settings' }).isVisible()).toBe(true);
    });
  });

  it('hides the bottom navigation on a desktop and shows the language switch', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto('/');
      await waitForCards(page, 1);
      expect(await page.getByTestId('bottom-nav').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByRole('button', { name: 'አማርኛ' }).isVisible()).toBe(true);
      // Three 275 px columns fit beside the saved-places panel on a 1280 px page.
      expect(await page.locator('ol[data-columns]').getAttribute('data-columns')).toBe('3');
    });
  });

  it('paints the frame of the app before its JavaScript has loaded, and replaces it', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      // With the scripts held back, what shows is index.html's own frame: the top bar with the mark.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/');
      const frame = page.locator('#root > .boot-bar');
      expect(await frame.isVisible()).toBe(true);
      expect(await frame.getAttribute('aria-hidden')).toBe('true');
      const box = await frame.boundingBox();
      expect(box && { y: box.y, height: Math.round(box.height) }).toEqual({ y: 0, height: 56 });
      expect(await page.locator('#root svg').isVisible()).toBe(true);

      // With them, React's first render takes its place: one top bar, the real one, at the same height.
      await page.unroute('**/assets/*.js');
      await page.goto('/');
      await waitForCards(page, 1);
      expect(await page.locator('.boot-bar').count()).toBe(0);
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(Math.round((await page.getByRole('banner').boundingBox())?.height ?? 0)).toBe(56);
    });
  });

  it('opens screens whose routes have loaders without a warning in the console', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      const messages: string[] = [];
      page.on('console', (m) => {
        // Map tiles come from outside and are refused in the tests; that is the only expected failure.
        const tile = m.text().startsWith('Failed to load resource');
        if ((m.type() === 'warning' || m.type() === 'error') && !tile)
          messages.push(`${m.type()}: ${m.text()}`);
      });
      await page.goto('/search?key=kitfo');
      await page.getByTestId('search-result').first().waitFor();
      await page.goto('/explore');
      await page
        .getByRole('link', { name: /restaurant/i })
        .first()
        .waitFor();
      await page.goto('/place/1');
      await page.getByTestId('place-page').waitFor();
      expect(messages).toEqual([]);
    });
  });

  it('shows Not Found with a link home for an unknown path', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Not Found' }).waitFor();
      expect(await page.getByText("The page you are looking for doesn't exist").isVisible()).toBe(true);
      const home = page.getByRole('link', { name: 'Go to the home page' });
      expect(await home.getAttribute('href')).toBe('/');
      await home.click();
      await waitForCards(page, 10);
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });

  it('opens the lazy Settings and Privacy screens with a back bar', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto('/');
      await waitForCards(page, 1);
      await page.getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('heading', { name: 'Settings' }).waitFor();
      await page.getByRole('link', { name: 'Privacy notice' }).click();
      await page.getByRole('heading', { name: 'Privacy notice' }).waitFor();
      expect(await page.getByText('at most six months after').isVisible()).toBe(true);
      // The support address once, as a link.
      const text = await page.locator('article').innerText();
      expect(text.split('support@sefer.et').length - 1).toBe(1);
      expect(await page.getByRole('link', { name: 'support@sefer.et' }).getAttribute('href')).toBe(
        'mailto:support@sefer.et',
      );
      await page.getByRole('button', { name: 'Go back' }).click();
      await page.getByRole('heading', { name: 'Settings' }).waitFor();
      await page.getByRole('button', { name: 'Go back' }).click();
      await waitForCards(page, 10);
    });
  });
});
