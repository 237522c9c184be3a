import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, holdBack, holdTheApp, PHONE, useBrowser, waitForCards } from './browser.ts';

const baseUrl = inject('baseUrl');
const withPage = useBrowser(baseUrl);

/** The default centre (Piassa, spec §1): a fresh browser has no saved place selected. */
const PIASSA = { lat: 9.021343, lng: 38.7487854 };

type ApiResult = { type: string; id: number };

const results = (page: Page) => page.getByTestId('search-result');
const resultIds = (page: Page) =>
  results(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-id')));
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The API's own answer for the same search, as `type-id`, to compare the list with. */
async function apiSearch(params: Record<string, string>): Promise<string[]> {
  const search = new URLSearchParams({ ...params, lat: String(PIASSA.lat), lng: String(PIASSA.lng) });
  const res = await fetch(`${baseUrl}/api/v2/search/all?${search}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as ApiResult[]).map((r) => `${r.type}-${r.id}`);
}

/**
 * Waits until the page lists exactly what the API answers for these parameters, in its order (the
 * previous list may still show for a moment after a chip or sort change), and returns the list.
 */
async function expectList(page: Page, params: Record<string, string>): Promise<string[]> {
  const expected = await apiSearch(params);
  expect(expected.length).toBeGreaterThan(0);
  // Polled, not read once: a list that matched can still be replaced by a refetch a moment later.
  await expect.poll(() => resultIds(page), { timeout: 20_000 }).toEqual(expected);
  return expected;
}

/** Waits for the top bar's search box to show a value (it follows the URL once the route has rendered). */
async function waitForBoxValue(page: Page, value: string): Promise<void> {
  await page.waitForFunction(
    (v) => (document.querySelector('input[role="combobox"]') as HTMLInputElement | null)?.value === v,
    value,
  );
}

/** Records the keys sent to autocomplete. */
function autocompleteKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/v2/search/auto') keys.push(url.searchParams.get('key') ?? '');
  });
  return keys;
}

describe('search', () => {
  it('suggests as you type, searches the chosen suggestion, and follows the type chip and sort in the URL and the list', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      const keys = autocompleteKeys(page);
      await page.goto('/');
      await waitForCards(page, 1);
      const box = page.getByRole('combobox', { name: 'Search', exact: true });
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      await box.click();
      const answered = page.waitForResponse((res) => {
        const url = new URL(res.url());
        return url.pathname === '/api/v2/search/auto' && url.searchParams.get('key') === 'bole mobile';
      });
      // Two words: around Piassa `bole` alone suggests only OpenStreetMap places (banks' Bole branches, taxis).
      await box.pressSequentially('bole mobile');
      await answered;

      const listbox = page.getByRole('listbox', { name: 'Suggestions' });
      await listbox.waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      expect(await box.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
      const options = listbox.getByRole('option');
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[role="option"]')].some((el) =>
          el.textContent?.includes('Bole Mobile Center'),
        ),
      );
      const titles = await options.evaluateAll((els) =>
        els.map((el) => el.firstElementChild?.textContent ?? ''),
      );
      expect(titles.length).toBeGreaterThan(1);
      expect(titles.length).toBeLessThanOrEqual(10);
      for (const title of titles) expect(title.toLowerCase()).toContain('mobile');
      // Only non-blank keys were asked, and the last one is what is in the box.
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.every((k) => k.trim() !== '')).toBe(true);
      expect(keys.at(-1)).toBe('bole mobile');

      // The keyboard: arrows move the active option (aria-activedescendant), Enter chooses it.
      const target = titles.indexOf('Bole Mobile Center');
      for (let i = 0; i <= target; i++) await box.press('ArrowDown');
      const active = options.nth(target);
      expect(await box.getAttribute('aria-activedescendant')).toBe(await active.getAttribute('id'));
      expect(await active.getAttribute('aria-selected')).toBe('true');
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search');
      expect(query(page)).toEqual({ key: 'Bole Mobile Center' });
      // The address changes a moment before the screen renders: poll what follows it.
      await expect.poll(() => box.inputValue()).toBe('Bole Mobile Center');
      await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
      await page.getByRole('heading', { name: 'Results for “Bole Mobile Center”' }).waitFor();
      await expect.poll(() => page.title()).toBe('Bole Mobile Center – search · Sefer');

      // All types, by distance: what the API answers, in its order (OpenStreetMap places among them).
      const all = await expectList(page, { key: 'Bole Mobile Center' });
      expect(new Set(all.map((id) => id.split('-')[0]))).toEqual(new Set(['company', 'product', 'place']));
      expect(await page.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

      // A product row: picture box, title, owner name and @handle, distance in km, price in Br.
      const product = results(page).filter({ hasText: 'Smartphone' }).first();
      const text = await product.innerText();
      expect(text).toMatch(/Bole Mobile Center\s+@\S+/);
      expect(text).toMatch(/\d+\.\d{2} km/);
      expect(text).toMatch(/Br \d/);
      expect(await product.locator('img').getAttribute('src')).toMatch(/^\/images\/thumb-/);

      // PLACES: the URL and the list follow.
      const placeCall = page.waitForRequest((req) => req.url().includes('/api/v2/search/all'));
      await page.getByRole('button', { name: 'Places' }).click();
      expect(new URL((await placeCall).url()).searchParams.get('type')).toBe('places');
      await page.waitForURL((url) => url.searchParams.get('content_type') === 'places');
      await expect
        .poll(() => page.getByRole('button', { name: 'Places' }).getAttribute('aria-pressed'))
        .toBe('true');
      const places = await expectList(page, { key: 'Bole Mobile Center', type: 'places' });
      expect(places.every((id) => id.startsWith('place-'))).toBe(true);

      // Sort by Rating.
      const ratingCall = page.waitForRequest((req) => req.url().includes('/api/v2/search/all'));
      await page.getByLabel('Sort by').selectOption('Rating');
      const sent = new URL((await ratingCall).url()).searchParams;
      expect([sent.get('type'), sent.get('sortBy'), sent.get('r')]).toEqual(['places', 'Rating', '1000000']);
      await page.waitForURL((url) => url.searchParams.get('sortBy') === 'Rating');
      expect(new URL(page.url()).search).toBe('?key=Bole+Mobile+Center&content_type=places&sortBy=Rating');
      const byRating = await expectList(page, {
        key: 'Bole Mobile Center',
        type: 'places',
        sortBy: 'Rating',
      });
      expect(byRating.every((id) => id.startsWith('place-'))).toBe(true);
      const ratings = await results(page).evaluateAll((els) =>
        els.map((el) => el.getAttribute('data-rating')).map((r) => (r ? Number(r) : -1)),
      );
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

      // A reload keeps the search; a result opens its detail screen.
      await page.reload();
      await expectList(page, { key: 'Bole Mobile Center', type: 'places', sortBy: 'Rating' });
      expect(await page.getByLabel('Sort by').inputValue()).toBe('Rating');
      await results(page).first().click();
      await page.waitForURL((url) => /^\/place\/\d+$/.test(url.pathname));
      expect(new URL(page.url()).pathname).toBe(`/place/${byRating[0]?.split('-')[1]}`);

      // Back: the search as it was left; chip and sort changes replaced their entry, so one more Back
      // leaves search for the home page.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/search');
      expect(query(page)).toEqual({ key: 'Bole Mobile Center', content_type: 'places', sortBy: 'Rating' });
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await waitForBoxValue(page, '');
    });
  });

  it('asks for the results as the search screen opens, before its code has loaded, and only once', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      const requests: string[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        requests.push(
          url.pathname === '/api/v2/search/all'
            ? `${url.pathname}?${url.searchParams.get('key')}`
            : url.pathname,
        );
      });
      // Each screen's code is held back until its data has been asked for: data asked for only by the screen
      // itself would come after it.
      const searchHeld = await holdBack(page, '**/assets/search-*.js', () =>
        requests.includes('/api/v2/search/all?kitfo'),
      );
      await page.goto('/search?key=kitfo&content_type=ALL&sortBy=Distance');
      await page.getByTestId('search-result').first().waitFor();
      expect(searchHeld()).toBe('ready');
      expect(requests.filter((p) => p.startsWith('/api/v2/search/all'))).toEqual([
        '/api/v2/search/all?kitfo',
      ]);

      // Explore's tags likewise.
      requests.length = 0;
      const exploreHeld = await holdBack(page, '**/assets/explore-*.js', () =>
        requests.includes('/api/home/alltags'),
      );
      await page.goto('/explore');
      await page
        .getByRole('link', { name: /restaurant/i })
        .first()
        .waitFor();
      expect(exploreHeld()).toBe('ready');
      expect(requests.filter((p) => p === '/api/home/alltags')).toHaveLength(1);
    });
  });

  it("asks for a search's results before the app's code has loaded, from the stored place, once", async () => {
    await withPage({ viewport: DESKTOP, language: 'am' }, async (page) => {
      await page.context().addInitScript(() => {
        localStorage.setItem('sefer.myPlaces', JSON.stringify([{ name: 'Bole', lat: 8.9949, lng: 38.7875 }]));
        localStorage.setItem('sefer.myPlaceIndex', '0');
      });
      const app = await holdTheApp(page);
      await page.goto(`/search?key=${encodeURIComponent('ቦሌ')}&content_type=PLACES&sortBy=Rating`, {
        waitUntil: 'commit',
      });
      await expect.poll(() => app.heldBack('/api/v2/search/all').length, { timeout: 10_000 }).toBe(1);
      expect(app.heldBack('/api/v2/search/all')[0]?.url).toBe(
        `/api/v2/search/all?key=${encodeURIComponent('ቦሌ')}&lat=8.9949&lng=38.7875&sortBy=Rating&type=places&r=1000000`,
      );

      app.release();
      await page.getByTestId('search-result').first().waitFor();
      // Had the app built another URL, it would have asked again.
      expect(app.asked('/api/v2/search/all')).toHaveLength(1);
      expect(app.errors).toEqual([]);
    });
  });

  it("asks for Explore's tags before the app's code has loaded, once, and nothing for a blank search", async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      const app = await holdTheApp(page);
      await page.goto('/explore', { waitUntil: 'commit' });
      await expect.poll(() => app.heldBack('/api/home/alltags').length, { timeout: 10_000 }).toBe(1);
      app.release();
      await page
        .getByRole('link', { name: /restaurant/i })
        .first()
        .waitFor();
      expect(app.asked('/api/home/alltags')).toHaveLength(1);
      expect(app.errors).toEqual([]);
    });
    await withPage({ viewport: PHONE }, async (page) => {
      const app = await holdTheApp(page);
      await page.goto('/search?key=%20', { waitUntil: 'commit' });
      // The page's head has run once the language's words are asked for.
      await expect
        .poll(() => app.requests.some((r) => /^\/assets\/en-[\w-]+\.js$/.test(r.path)), { timeout: 10_000 })
        .toBe(true);
      app.release();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(app.asked('/api/v2/search/all')).toHaveLength(0);
    });
  });

  it('searches by click and submit, closes with Escape, and does nothing for a blank key', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      const keys = autocompleteKeys(page);
      const searches: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/v2/search/all')) searches.push(req.url());
      });
      await page.goto('/');
      await waitForCards(page, 1);
      const box = page.getByRole('combobox', { name: 'Search', exact: true });

      // Blank: no suggestion call, no search, no navigation; by Enter and by the button.
      await box.click();
      await box.pressSequentially('   ');
      await box.press('Enter');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(keys).toEqual([]);
      expect(searches).toEqual([]);
      expect(await box.getAttribute('aria-expanded')).toBe('false');

      // Escape closes the list, a second Escape clears the text.
      await box.fill('pharm');
      const listbox = page.getByRole('listbox', { name: 'Suggestions' });
      await listbox.waitFor();
      await box.press('Escape');
      await listbox.waitFor({ state: 'hidden' });
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      expect(await box.inputValue()).toBe('pharm');
      await box.press('Escape');
      await expect.poll(() => box.inputValue()).toBe('');

      // Typing again opens it; a click on an option searches for it. (`pharmacy` alone suggests the
      // OpenStreetMap pharmacies nearest to Piassa.)
      await box.pressSequentially('kazanchis pharmacy');
      const option = listbox.getByRole('option').filter({ hasText: 'Kazanchis Pharmacy' });
      await option.click();
      await page.waitForURL((url) => url.pathname === '/search');
      expect(query(page)).toEqual({ key: 'Kazanchis Pharmacy' });
      await expectList(page, { key: 'Kazanchis Pharmacy' });

      // Submitting the text searches for it as typed, keeping the chosen type.
      await page.getByRole('button', { name: 'Places' }).click();
      await page.waitForURL((url) => url.searchParams.get('content_type') === 'places');
      await box.fill('church');
      await box.press('Escape');
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('key') === 'church');
      expect(query(page)).toEqual({ key: 'church', content_type: 'places' });
      const churches = await expectList(page, { key: 'church', type: 'places' });
      expect(churches.length).toBeGreaterThan(1);
      expect(await results(page).first().innerText()).toContain('Church');
    });
  });

  it('opens a tag from Explore and lists what carries it', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      expect((await page.goto('/explore'))?.status()).toBe(200);
      await page.getByRole('heading', { name: 'Explore', level: 1 }).waitFor();
      await expect.poll(() => page.title()).toBe('Explore · Sefer');
      const restaurant = page.getByRole('region', { name: 'Restaurant' });
      await restaurant.waitFor();
      for (const name of ['ATM', 'Hospital', 'Gas Station', 'Home Services', 'Café']) {
        expect(await page.getByRole('heading', { name, level: 2 }).count()).toBe(1);
      }
      const kitfo = restaurant.getByRole('link', { name: '#kitfo' });
      expect(await kitfo.getAttribute('href')).toBe('/search?key=%23kitfo');
      await kitfo.click();
      await page.waitForURL((url) => url.pathname === '/search');
      expect(query(page)).toEqual({ key: '#kitfo' });
      await waitForBoxValue(page, '#kitfo');
      await expectList(page, { key: '#kitfo' });
      // By distance (the default sort): nearest first.
      const metres = await results(page).evaluateAll((els) =>
        els.map((el) => Number(el.getAttribute('data-metres'))),
      );
      expect(metres).toEqual([...metres].sort((a, b) => a - b));
    });
  });

  it('works in Amharic on a phone: Ethiopic key, clicked suggestion, chips, sort and Explore', async () => {
    await withPage({ viewport: PHONE, language: 'am' }, async (page) => {
      await page.goto('/');
      await waitForCards(page, 1);
      const box = page.getByRole('combobox', { name: 'ፈልግ', exact: true });
      expect(await box.getAttribute('placeholder')).toBe('ድርጅት፣ ምርት፣ ቦታ ይፈልጉ');
      // The search box fits the phone's top bar beside its buttons.
      const boxSize = await box.boundingBox();
      expect(boxSize?.width).toBeGreaterThan(120);
      expect(boxSize && boxSize.x + boxSize.width).toBeLessThanOrEqual(PHONE.width);

      await box.click();
      await box.pressSequentially('ካዛንቺስ ቡና');
      const listbox = page.getByRole('listbox', { name: 'ጥቆማዎች' });
      const option = listbox.getByRole('option').filter({ hasText: 'ካዛንቺስ ቡና ቤት' }).first();
      await option.waitFor();
      const list = await listbox.boundingBox();
      expect(list && list.x >= 0 && list.x + list.width <= PHONE.width).toBe(true);
      await option.click();
      await page.waitForURL((url) => url.pathname === '/search');
      expect(query(page)).toEqual({ key: 'ካዛንቺስ ቡና ቤት' });
      await page.getByRole('heading', { name: 'የ“ካዛንቺስ ቡና ቤት” ውጤቶች' }).waitFor();
      await expect.poll(() => page.title()).toBe('ካዛንቺስ ቡና ቤት – ፍለጋ · ሰፈር');

      const all = await expectList(page, { key: 'ካዛንቺስ ቡና ቤት' });
      expect(new Set(all.map((id) => id.split('-')[0])).size).toBeGreaterThan(1);
      // Titles in Amharic, distances in ኪ.ሜ, types in Amharic.
      const company = await results(page).filter({ hasText: 'ካዛንቺስ ቡና ቤት' }).first().innerText();
      expect(company).toMatch(/^ካዛንቺስ ቡና ቤት/);
      expect(company).toMatch(/\d+\.\d{2} ኪ\.ሜ/);
      expect(company).toContain('ድርጅት');
      // A product's owner by the company's Amharic name, as the API gives it.
      const search = new URLSearchParams({
        key: 'ካዛንቺስ ቡና ቤት',
        lat: String(PIASSA.lat),
        lng: String(PIASSA.lng),
      });
      const answer = (await (await fetch(`${baseUrl}/api/v2/search/all?${search}`)).json()) as {
        type: string;
        id: number;
        ownerNameAm: string | null;
      }[];
      const product = answer.find((r) => r.type === 'product' && r.ownerNameAm);
      expect(product).toBeDefined();
      const row = page.locator(`[data-testid="search-result"][data-id="product-${product?.id}"]`);
      expect(await row.innerText()).toContain(product?.ownerNameAm);

      await page.getByRole('button', { name: 'ቦታዎች' }).click();
      await page.waitForURL((url) => url.searchParams.get('content_type') === 'places');
      await page.getByLabel('ደርድር በ').selectOption({ label: 'ደረጃ' });
      await page.waitForURL((url) => url.searchParams.get('sortBy') === 'Rating');
      const places = await expectList(page, { key: 'ካዛንቺስ ቡና ቤት', type: 'places', sortBy: 'Rating' });
      expect(places.every((id) => id.startsWith('place-'))).toBe(true);

      // Explore from the bottom navigation: Amharic category names and tag labels.
      await page.getByTestId('bottom-nav').getByRole('link', { name: 'ያስሱ' }).click();
      await page.waitForURL((url) => url.pathname === '/explore');
      await page.getByRole('heading', { name: 'ያስሱ', level: 1 }).waitFor();
      const restaurant = page.getByRole('region', { name: 'ምግብ ቤት' });
      await restaurant.waitFor();
      await restaurant.getByRole('link', { name: '#ክትፎ' }).click();
      await page.waitForURL((url) => url.pathname === '/search');
      // The tag as it was tapped: the API reads the Amharic label as the tag.
      expect(query(page)).toEqual({ key: '#ክትፎ' });
      await page.getByRole('heading', { name: 'የ“#ክትፎ” ውጤቶች' }).waitFor();
      expect(await expectList(page, { key: '#ክትፎ' })).toEqual(await apiSearch({ key: '#kitfo' }));
    });
  });

  it('completes a tag typed after # and searches the chosen one, in English and in Amharic', async () => {
    for (const [language, typed, title, label, heading] of [
      ['en', '#kit', '#kitfo', 'Tag', 'Results for “#kitfo”'],
      ['am', '#ክት', '#ክትፎ', 'መለያ', 'የ“#ክትፎ” ውጤቶች'],
    ] as const) {
      await withPage({ viewport: language === 'en' ? DESKTOP : PHONE, language }, async (page) => {
        await page.goto('/');
        await waitForCards(page, 1);
        const box = page.getByRole('combobox', { name: language === 'en' ? 'Search' : 'ፈልግ', exact: true });
        await box.click();
        await box.pressSequentially(typed);
        const option = page.getByRole('option').filter({ hasText: title });
        await option.waitFor();
        expect(await option.innerText()).toMatch(new RegExp(`^${title}\\s+${label}$`));
        await option.click();
        await page.waitForURL((url) => url.pathname === '/search');
        expect(query(page)).toEqual({ key: title });
        await page.getByRole('heading', { name: heading }).waitFor();
        // The same rows as the tag's slug: the label finds the tag.
        expect(await expectList(page, { key: title })).toEqual(await apiSearch({ key: '#kitfo' }));
      });
    }
  });

  it('keeps the chip when the sort changes before the page has re-rendered', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto('/search?key=Bole+Mobile+Center');
      await expectList(page, { key: 'Bole Mobile Center' });
      // A quick user: the chip and the sort in one task, so React has not re-rendered in between.
      await page.evaluate(() => {
        const chip = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Places');
        const sort = [...document.querySelectorAll('select')].find(
          (s) => s.labels?.[0]?.textContent === 'Sort by',
        );
        if (!chip || !sort) throw new Error('no Places chip or Sort by select');
        chip.click();
        sort.value = 'Rating';
        sort.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await page.waitForURL((url) => url.searchParams.get('sortBy') === 'Rating');
      expect(query(page)).toEqual({ key: 'Bole Mobile Center', content_type: 'places', sortBy: 'Rating' });
      const places = await expectList(page, { key: 'Bole Mobile Center', type: 'places', sortBy: 'Rating' });
      expect(places.every((id) => id.startsWith('place-'))).toBe(true);
    });
  });

  it('shows the empty state and the blank-key prompt in both languages', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      // The server answers the app's routes with 200 (not its Not Found 404).
      expect((await page.goto('/search?key=qwzxqwzx'))?.status()).toBe(200);
      await page.getByTestId('search-empty').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('search-empty').getByText('No results for “qwzxqwzx”').isVisible()).toBe(
        true,
      );
      // Screen readers hear it from the status region.
      expect(await page.getByTestId('search-status').innerText()).toBe('No results for “qwzxqwzx”');
      await page.goto('/search');
      await page.getByText('Type a name, a product or a #tag in the search box above.').waitFor();
      expect(await results(page).count()).toBe(0);
      // Chips and sort would refine nothing.
      expect(await page.getByTestId('search-chip-all').count()).toBe(0);
      expect(await page.getByLabel('Sort by').count()).toBe(0);
    });
    await withPage({ viewport: DESKTOP, language: 'am' }, async (page) => {
      await page.goto(`/search?key=${encodeURIComponent('ዥዥዥዥዥ')}`);
      await page.getByTestId('search-empty').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('search-empty').getByText('ለ“ዥዥዥዥዥ” ምንም ውጤት አልተገኘም').isVisible()).toBe(
        true,
      );
      expect(await page.getByTestId('search-status').innerText()).toBe('ለ“ዥዥዥዥዥ” ምንም ውጤት አልተገኘም');
    });
  });

  it('keeps one status region that says how many each search found, and shows a very long key cut short', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/search?key=bole');
      const status = page.getByTestId('search-status');
      await expect.poll(() => status.innerText(), { timeout: 20_000 }).toMatch(/^\d+ results?$/);
      const all = Number((await status.innerText()).split(' ')[0]);
      expect(all).toBe((await apiSearch({ key: 'bole' })).length);
      // The same element, its text changed: a region added with its text already in it is often not read.
      const region = await status.elementHandle();
      await page.getByTestId('search-chip-companies').click();
      const companies = (await apiSearch({ key: 'bole', type: 'companies' })).length;
      expect(companies).not.toBe(all);
      await expect.poll(() => status.innerText()).toBe(`${companies} result${companies === 1 ? '' : 's'}`);
      expect(await region?.evaluate((el) => el.isConnected)).toBe(true);
      // All four chips fit a phone's width: none is cut off at the edge.
      const overflow = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid^="search-chip-"]')].some(
          (chip) => chip.getBoundingClientRect().right > document.documentElement.clientWidth,
        ),
      );
      expect(overflow).toBe(false);

      const long = 'ቡና '.repeat(100).trim();
      await page.goto(`/search?key=${encodeURIComponent(long)}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.innerText()).toMatch(/…”$/);
      expect([...(await heading.innerText())].length).toBeLessThan(100);
      expect([...(await page.title())].length).toBeLessThan(100);
    });
  });

  it('moves the focus to the results after a search from the box, so a phone puts its keyboard away', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/');
      await waitForCards(page, 1);
      const box = page.getByRole('combobox', { name: 'Search', exact: true });
      await box.fill('bole');
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search');
      const heading = page.getByRole('heading', { name: 'Results for “bole”' });
      await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
      // A chip refines the search where the focus is.
      await page.getByTestId('search-chip-places').click();
      await page.waitForURL((url) => url.searchParams.get('content_type') === 'places');
      expect(
        await page.getByTestId('search-chip-places').evaluate((el) => el === document.activeElement),
      ).toBe(true);
    });
  });

  it('shows an error with Retry when the search fails, and Retry recovers', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      let failing = true;
      await page.route('**/api/v2/search/all?**', (route) =>
        failing
          ? route.fulfill({ status: 500, json: { error: 'internal_server_error', message: 'boom' } })
          : route.continue(),
      );
      await page.goto('/search?key=bole&content_type=places');
      const alert = page.getByRole('alert').filter({ hasText: 'There was an error. We will fix it.' });
      await alert.waitFor({ timeout: 20_000 });
      expect(await results(page).count()).toBe(0);
      failing = false;
      await alert.getByRole('button', { name: 'Retry' }).click();
      const ids = await expectList(page, { key: 'bole', type: 'places' });
      expect(ids.every((id) => id.startsWith('place-'))).toBe(true);
    });
    await withPage({ viewport: PHONE, language: 'am' }, async (page) => {
      let failing = true;
      await page.route('**/api/home/alltags', (route) =>
        failing ? route.abort('failed') : route.continue(),
      );
      await page.goto('/explore');
      // No answer at all: the network problem, in Amharic, with Retry.
      const alert = page.getByRole('alert').filter({ hasText: 'የኔትወርክ ችግር አለ' });
      await alert.waitFor({ timeout: 20_000 });
      failing = false;
      await alert.getByRole('button', { name: 'እንደገና ይሞክሩ' }).click();
      await page.getByRole('region', { name: 'ምግብ ቤት' }).waitFor();
    });
  });
});
