import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { cards, DESKTOP, PHONE, useBrowser, waitForCards } from './browser.ts';

const baseUrl = inject('baseUrl');
const withPage = useBrowser(baseUrl);

const cardIds = (page: Page) => cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-id')));
const metres = (page: Page) =>
  page
    .locator('[data-testid="feed-card"] [data-testid="card-distance"]')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-metres'))));

/** Waits until the feed shows other cards than `before` (it reloaded for a new centre or filter). */
async function waitForNewFeed(page: Page, before: (string | null)[]): Promise<void> {
  await page.waitForFunction(
    (old) => {
      const ids = [...document.querySelectorAll('[data-testid="feed-card"]')].map((el) =>
        el.getAttribute('data-id'),
      );
      return ids.length > 0 && ids.join() !== old;
    },
    before.join(),
    { timeout: 20_000 },
  );
}

describe('saved places', () => {
  it('adds a place with the map picker on a desktop, and the feed re-centres on it', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      const leaflet: string[] = [];
      page.on('request', (req) => {
        if (/map-view|leaflet/i.test(req.url())) leaflet.push(req.url());
      });
      await page.goto('/');
      await waitForCards(page, 10);
      const panel = page.getByTestId('saved-places');
      await panel.getByRole('heading', { name: 'Your Locations' }).waitFor();
      expect(await panel.getByRole('radio', { name: 'Piassa' }).isChecked()).toBe(true);
      expect(await panel.getByLabel('Search Radius').inputValue()).toBe('10');
      const before = await cardIds(page);
      const beforeMetres = await metres(page);
      // Leaflet is not part of the first load.
      expect(leaflet).toEqual([]);

      await panel.getByRole('button', { name: 'Add new location' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pick your location' });
      await dialog.waitFor();
      expect(leaflet.length).toBeGreaterThan(0);
      // Focus starts on the name, inside the modal.
      expect(
        await dialog.getByLabel('Name of the place').evaluate((el) => el === document.activeElement),
      ).toBe(true);
      expect(await dialog.getByLabel('Latitude').inputValue()).toBe('9.021');
      expect(await dialog.getByLabel('Longitude').inputValue()).toBe('38.748374');

      // No tiles load here (no internet): the map still takes the click.
      const map = dialog.getByTestId('map');
      const box = await map.boundingBox();
      if (!box) throw new Error('The map has no box');
      await map.click({ position: { x: 60, y: box.height - 40 } });
      const lat = Number(await dialog.getByLabel('Latitude').inputValue());
      const lng = Number(await dialog.getByLabel('Longitude').inputValue());
      expect(lat).toBeLessThan(9.021);
      expect(lng).toBeLessThan(38.748374);
      expect(await dialog.locator('.leaflet-overlay-pane path').count()).toBe(1);

      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Please provide a name').waitFor();
      await dialog.getByLabel('Name of the place').fill('Mexico Square');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });

      // Added and selected; the feed follows it from page 1.
      expect(await panel.getByRole('radio', { name: 'Mexico Square' }).isChecked()).toBe(true);
      await page.getByTestId('feed-place').getByText('Near Mexico Square').waitFor();
      await waitForNewFeed(page, before);
      await waitForCards(page, 10);
      expect(await metres(page)).not.toEqual(beforeMetres);
      const stored = await page.evaluate(() => [
        JSON.parse(localStorage.getItem('sefer.myPlaces') ?? '[]'),
        localStorage.getItem('sefer.myPlaceIndex'),
      ]);
      expect(stored).toEqual([
        [
          { name: 'Piassa', lat: 9.021343, lng: 38.7487854 },
          { name: 'Mexico Square', lat, lng },
        ],
        '1',
      ]);

      // Back to Piassa: the first feed again. A smaller radius keeps only what lies within it.
      const recentred = await cardIds(page);
      await panel.getByRole('radio', { name: 'Piassa' }).check();
      await waitForNewFeed(page, recentred);
      expect(await cardIds(page)).toEqual(before);
      await panel.getByLabel('Search Radius').selectOption('1');
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('[data-testid="card-distance"]')].every(
            (el) => Number(el.getAttribute('data-metres')) <= 1000,
          ),
        undefined,
        { timeout: 20_000 },
      );

      // Kept across visits.
      await page.reload();
      await waitForCards(page, 1);
      expect(await panel.getByRole('radio', { name: 'Piassa' }).isChecked()).toBe(true);
      expect(await panel.getByLabel('Search Radius').inputValue()).toBe('1');
    });
  });

  it('edits and deletes places on /myLocations on a phone, in Amharic, with the keyboard', async () => {
    await withPage({ viewport: PHONE, language: 'am' }, async (page) => {
      await page.goto('/');
      await waitForCards(page, 10);
      await page.getByTestId('feed-place').getByText('በፒያሳ አካባቢ').waitFor();
      const before = await cardIds(page);
      // The desktop panel is hidden on phones; the top bar's button opens /myLocations.
      expect(await page.getByTestId('saved-places').isVisible()).toBe(false);
      await page.getByRole('banner').getByRole('link', { name: 'የእርስዎ ቦታዎች' }).click();
      await page.waitForURL((url) => url.pathname === '/myLocations');
      const panel = page.getByTestId('saved-places');
      await panel.getByRole('button', { name: 'አዲስ ቦታ ያክሉ' }).click();
      const dialog = page.getByRole('dialog', { name: 'ቦታዎን ይምረጡ' });
      await dialog.waitFor();
      await dialog.getByLabel('የቦታው ስም').fill('ቦሌ');
      await dialog.getByLabel('ኬክሮስ').fill('8.9806');
      await dialog.getByLabel('ኬንትሮስ').fill('38.7578');
      await dialog.getByLabel('ኬንትሮስ').press('Enter');
      await dialog.waitFor({ state: 'detached' });
      expect(await panel.getByRole('radio', { name: 'ቦሌ' }).isChecked()).toBe(true);

      // Escape closes a dialog without saving.
      await panel.getByRole('button', { name: 'አዲስ ቦታ ያክሉ' }).click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await panel.getByRole('radio').count()).toBe(2);

      // The starting place is named in Amharic. Editing it moves it, then selects the last place (spec §4).
      expect(await panel.getByRole('radio', { name: 'ፒያሳ' }).count()).toBe(1);
      await panel.getByRole('button', { name: 'ፒያሳን አስተካክል' }).click();
      await dialog.waitFor();
      expect(await dialog.getByLabel('የቦታው ስም').inputValue()).toBe('ፒያሳ');
      await dialog.getByLabel('ኬክሮስ').fill('9.03');
      await dialog.getByRole('button', { name: 'አስቀምጥ' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await panel.getByRole('radio', { name: 'ቦሌ' }).isChecked()).toBe(true);
      const places = await page.evaluate(() => JSON.parse(localStorage.getItem('sefer.myPlaces') ?? '[]'));
      // Stored as Piassa still, so English shows Piassa and Amharic ፒያሳ, wherever it now lies.
      expect(places[0]).toEqual({ name: 'Piassa', lat: 9.03, lng: 38.7487854 });
      expect(await panel.getByRole('radio', { name: 'ፒያሳ' }).count()).toBe(1);

      // Deleting the place before the selected one keeps the selection on ቦሌ.
      await panel.getByRole('button', { name: 'ፒያሳን አጥፋ' }).click();
      expect(await panel.getByRole('radio').count()).toBe(1);
      expect(await panel.getByRole('radio', { name: 'ቦሌ' }).isChecked()).toBe(true);
      // The focus stays in the list, on the selected place.
      await expect
        .poll(() => panel.getByRole('radio', { name: 'ቦሌ' }).evaluate((el) => el === document.activeElement))
        .toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('sefer.myPlaceIndex'))).toBe('0');

      await page.getByTestId('bottom-nav').getByRole('link', { name: 'ዋና ገጽ' }).click();
      await page.getByTestId('feed-place').getByText('በቦሌ አካባቢ').waitFor();
      await waitForNewFeed(page, before);
    });
  });
});
