import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessToken, createAccount, logIn, newPhone, PASSWORD } from './accounts.ts';
import { DESKTOP, holdBack, launchBrowser, openPage, PHONE, useBrowser, waitForCards } from './browser.ts';

const baseUrl = inject('baseUrl');
const withPage = useBrowser(baseUrl);
const root = path.resolve(import.meta.dirname, '../..');

/** The rating shown at the top of a detail screen: average text and count. */
async function headerRating(page: Page): Promise<{ average: string | null; count: number }> {
  const summary = page.getByTestId('rating-summary').first();
  const count = Number(await summary.getByTestId('rating-count').getAttribute('data-count'));
  const average = (await summary.getByTestId('rating-average').count())
    ? (await summary.getByTestId('rating-average').innerText()).replace(/[^\d.]/g, '')
    : null;
  return { average, count };
}

/**
 * Opens the first product card of the New feed by its title link; resolves the product id. (Around you, the
 * default tab, starts at Piassa with the OpenStreetMap places nearest to it.)
 */
async function openFirstProductCard(page: Page): Promise<{ id: string; name: string }> {
  await page.goto('/?tab=new');
  await waitForCards(page, 1);
  const card = page.locator('[data-testid="feed-card"][data-id^="product-"]').first();
  await card.waitFor({ timeout: 20_000 });
  const id = ((await card.getAttribute('data-id')) ?? '').split('-')[1] ?? '';
  const link = card.getByTestId('card-link');
  const name = (await link.innerText()).trim();
  expect(await link.getAttribute('href')).toBe(`/item/${id}`);
  const view = page.waitForResponse(
    (res) => res.url().endsWith(`/api/v2/view/2/${id}`) && res.request().method() === 'POST',
  );
  await link.click();
  await page.waitForURL((url) => url.pathname === `/item/${id}`);
  // Opening the screen records one view.
  expect((await view).status()).toBe(200);
  return { id, name };
}

/** No sideways scrolling: the screen fits its viewport. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('detail screens', () => {
  it('goes from a home card to the item, its company, a review that moves the average, and a full-size image', async () => {
    const phone = newPhone();
    await createAccount(baseUrl, phone);
    await withPage({ viewport: DESKTOP }, async (page) => {
      const views: string[] = [];
      page.on('request', (req) => {
        if (req.method() === 'POST' && req.url().includes('/api/v2/view/'))
          views.push(new URL(req.url()).pathname);
      });
      const item = await openFirstProductCard(page);
      const itemPage = page.getByTestId('item-page');
      await itemPage.waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(item.name);
      await expect.poll(() => page.title()).toBe(`${item.name} · Sefer`);
      expect(await page.getByTestId('item-price').innerText()).toMatch(/Br [\d,]+(\.\d\d)?$/);
      expect(await page.getByTestId('detail-distance').innerText()).toMatch(/^[\d.]+ km from /);
      const directions = await page.getByTestId('directions-link').getAttribute('href');
      expect(directions).toMatch(
        /^https:\/\/www\.openstreetmap\.org\/directions\?to=-?\d+(\.\d+)?%2C-?\d+(\.\d+)?$/,
      );
      // The small map loads lazily and works without tiles.
      await itemPage.getByTestId('map').waitFor();
      await page.getByRole('heading', { name: 'Reviews', level: 2 }).waitFor();
      expect(await page.getByTestId('review-login').innerText()).toBe('Log in to write a review');
      expect(views.filter((v) => v.endsWith(`/2/${item.id}`))).toHaveLength(1);
      // Share copies a link that opens this same screen.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await itemPage.getByTestId('share-button').click();
      await page.getByRole('status').filter({ hasText: 'Link copied to Clipboard' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/item/${item.id}`);

      // Its company.
      const companyLink = page.getByTestId('item-company');
      const handle = (await companyLink.innerText()).match(/@\S+/)?.[0] ?? '';
      const companyHref = (await companyLink.getAttribute('href')) ?? '';
      expect(companyHref).toMatch(/^\/company\/\d+$/);
      const companyId = companyHref.split('/')[2] ?? '';
      await companyLink.click();
      await page.waitForURL((url) => url.pathname === companyHref);
      await page.getByTestId('company-page').waitFor();
      expect(await page.getByTestId('company-handle').innerText()).toBe(handle);
      const companyName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      await expect.poll(() => page.title()).toBe(`${companyName} · Sefer`);
      // Its products, the item among them.
      await page.getByTestId('company-product').first().waitFor();
      expect(await page.locator(`[data-testid="company-product"][href="/item/${item.id}"]`).count()).toBe(1);
      await expect.poll(() => views.filter((v) => v.endsWith(`/0/${companyId}`)).length).toBe(1);

      // A visitor is asked to log in, and comes back here after.
      const before = await headerRating(page);
      await page.getByRole('link', { name: 'Log in to write a review' }).click();
      await page.waitForURL((url) => url.pathname === '/auth/login');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe(companyHref);
      await page.getByLabel('Phone number').fill(phone);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/auth/login/enterPassword');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === companyHref, { timeout: 15_000 });

      // Write a review: a rating far from the current average, so the average must move.
      const form = page.getByTestId('review-form');
      await form.waitFor();
      const rating = before.average !== null && Number(before.average) <= 2.5 ? 5 : 1;
      await form.getByRole('button', { name: 'Post review' }).click();
      await form.getByText('Choose a rating from 1 to 5 stars.').waitFor();
      await form.getByRole('radio', { name: rating === 1 ? '1 star' : '5 stars', exact: true }).check();
      // Five stars, one for each choice, all within the form.
      const stars = form.getByRole('group', { name: 'Your rating' }).locator('svg');
      expect(await stars.count()).toBe(5);
      const formBox = await form.boundingBox();
      for (const box of await stars.evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().toJSON()),
      )) {
        expect(box.left).toBeGreaterThanOrEqual(formBox?.x ?? 0);
        expect(box.right).toBeLessThanOrEqual((formBox?.x ?? 0) + (formBox?.width ?? 0));
      }
      // Past the limit the counter says by how much.
      await form.getByLabel('Your review (optional)').fill('x'.repeat(1003));
      expect(await form.getByText('3 characters too many').count()).toBe(1);
      const text = `Checked on ${new Date().toISOString()}: friendly staff.`;
      await form.getByLabel('Your review (optional)').fill(text);
      expect(await form.getByText(`${1000 - text.length} characters left`).count()).toBe(1);
      await form.getByRole('button', { name: 'Post review' }).click();
      await form.getByText('Thank you! Your review is saved.').waitFor();

      const expected = (Number(before.average ?? 0) * before.count + rating) / (before.count + 1);
      await page.waitForFunction(
        (count) =>
          document.querySelector('[data-testid="rating-count"]')?.getAttribute('data-count') ===
          String(count),
        before.count + 1,
      );
      const after = await headerRating(page);
      expect(after.count).toBe(before.count + 1);
      expect(after.average).not.toBe(before.average);
      expect(Math.abs(Number(after.average) - expected)).toBeLessThanOrEqual(0.06);
      // The review list shows it as the user's own, and it is still there after a reload.
      await page.getByTestId('review').filter({ hasText: text }).waitFor();
      await page.reload();
      await page.getByTestId('review').filter({ hasText: text }).first().waitFor();
      await page.getByRole('heading', { name: 'Your review' }).waitFor();
      expect((await headerRating(page)).count).toBe(before.count + 1);
      // To others the author, who has no name yet, is a Sefer user, in the reader's language.
      for (const [language, anonymous] of [
        ['en', 'Sefer user'],
        ['am', 'የሰፈር ተጠቃሚ'],
      ] as const) {
        await withPage({ viewport: PHONE, language }, async (other) => {
          await other.goto(companyHref);
          const review = other.getByTestId('review').filter({ hasText: text });
          await review.waitFor();
          expect(await review.innerText()).toContain(anonymous);
        });
      }

      // Like from the screen (signed in now).
      const like = page.getByTestId('like-button');
      const likes = Number(await like.getByTestId('like-count').innerText());
      expect(await like.getAttribute('aria-pressed')).toBe('false');
      await like.click();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="like-button"]')?.getAttribute('aria-pressed') === 'true',
      );
      expect(Number(await like.getByTestId('like-count').innerText())).toBe(likes + 1);

      // The cover full size, and back with Escape.
      const cover = page.getByTestId('gallery-main');
      await cover.click();
      await page.waitForURL((url) => url.pathname.startsWith('/viewImage/'));
      const viewer = page.getByTestId('image-viewer');
      await viewer.waitFor();
      expect(await page.getByTestId('image-close').evaluate((el) => el === document.activeElement)).toBe(
        true,
      );
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="image-viewer"] img');
        return img?.complete && img.naturalWidth > 0;
      });
      expect(await viewer.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 13, 16)');
      expect(await viewer.locator('img').getAttribute('alt')).toBe(companyName);
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => url.pathname === companyHref);
      await page.getByTestId('company-page').waitFor();
    });
  });

  it('keeps the layout while loading: the skeleton reserves the picture box', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      const res = await fetch(`${baseUrl}/api/v2/home/new?lat=9.021343&lng=38.7487854&types=product&limit=1`);
      const productId = ((await res.json()) as { items: { id: number }[] }).items[0]?.id;
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/v2/product/*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/item/${productId}`);
      const skeleton = page.getByTestId('detail-skeleton');
      await skeleton.waitFor();
      const reserved = await skeleton.locator('> div').first().locator('> div').first().boundingBox();
      release();
      await page.getByTestId('item-page').waitFor();
      const shown = await page.getByTestId('gallery-main').boundingBox();
      expect(shown).not.toBeNull();
      expect(reserved).toEqual(shown);
    });
  });

  it('asks for a place as its screen opens, before the code of the screen has loaded, and only once', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      const res = await fetch(`${baseUrl}/api/v2/home/new?lat=9.021343&lng=38.7487854&types=place&limit=1`);
      const placeId = ((await res.json()) as { items: { id: number }[] }).items[0]?.id;
      expect(placeId).toBeTypeOf('number');
      const requests: string[] = [];
      page.on('request', (req) => requests.push(new URL(req.url()).pathname));
      // Hold the screen's code back until the place has been asked for: a place asked for only by the screen
      // itself would come after it.
      const subjectAsked = () => requests.includes(`/api/v2/place/${placeId}`);
      const heldUntil = await holdBack(page, '**/assets/place-*.js', subjectAsked);
      await page.goto(`/place/${placeId}`);
      await page.getByTestId('place-page').waitFor();
      expect(heldUntil()).toBe('ready');
      expect(requests.filter((p) => p === `/api/v2/place/${placeId}`)).toHaveLength(1);
    });
  });

  it("downloads a place screen's code with the page, before the app's libraries have loaded", async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      const res = await fetch(`${baseUrl}/api/v2/home/new?lat=9.021343&lng=38.7487854&types=place&limit=1`);
      const placeId = ((await res.json()) as { items: { id: number }[] }).items[0]?.id;
      expect(placeId).toBeTypeOf('number');
      // The server's page for /place/… preloads the screen's chunks (apps/api/src/plugins/web.ts), so they need
      // not wait for the entry to run: hold the libraries back and see the screen's code asked for meanwhile.
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let held = true;
      const early: string[] = [];
      page.on('request', (req) => {
        if (held) early.push(new URL(req.url()).pathname);
      });
      await page.route('**/assets/vendor-*.js', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`/place/${placeId}`, { waitUntil: 'commit' });
      await expect
        .poll(() => early.some((p) => /^\/assets\/place-[\w-]+\.js$/.test(p)), { timeout: 10_000 })
        .toBe(true);
      held = false;
      release();
      await page.getByTestId('place-page').waitFor();
    });
  });

  it('shows Not Found for a missing or malformed id, and Retry after a failed load', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      for (const missing of ['/item/999999999', '/company/999999999', '/place/999999999', '/place/abc']) {
        await page.goto(missing);
        await page.getByTestId('not-found').waitFor();
        await expect.poll(() => page.title()).toBe('Not Found · Sefer');
      }

      let failures = 0;
      await page.route('**/api/v2/place/*', async (route) => {
        failures++;
        await route.fulfill({ status: 500, json: { error: 'internal_server_error', message: 'boom' } });
      });
      const res = await fetch(`${baseUrl}/api/v2/home/new?lat=9.021343&lng=38.7487854&types=place&limit=1`);
      const placeId = ((await res.json()) as { items: { id: number }[] }).items[0]?.id;
      expect(placeId).toBeTypeOf('number');
      await page.goto(`/place/${placeId}`);
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor();
      expect(await page.getByRole('alert').innerText()).toContain('There was an error. We will fix it.');
      expect(failures).toBeGreaterThan(0);
      await page.unroute('**/api/v2/place/*');
      await retry.click();
      await page.getByTestId('place-page').waitFor();
    });
  });

  it('works in Amharic on a phone: item, company link, reviews prompt, image viewer', async () => {
    await withPage({ viewport: PHONE, language: 'am' }, async (page) => {
      await openFirstProductCard(page);
      await page.getByTestId('item-page').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('am');
      await page.getByRole('heading', { name: 'አስተያየቶች', level: 2 }).waitFor();
      expect(await page.getByTestId('review-login').innerText()).toBe('አስተያየት ለመጻፍ ይግቡ');
      expect(await page.getByTestId('directions-link').innerText()).toContain('አቅጣጫ');
      expect(await page.getByTestId('like-button').getAttribute('aria-label')).toMatch(/[\u1200-\u137f]/);
      expect(await fitsWidth(page)).toBe(true);
      // Phone layout: one column (the location section comes after the reviews).
      const [reviewsBox, locationBox] = await Promise.all([
        page.getByTestId('reviews').boundingBox(),
        page.getByTestId('location-section').boundingBox(),
      ]);
      expect(locationBox?.y ?? 0).toBeGreaterThan(reviewsBox?.y ?? 0);

      await page.getByTestId('gallery-main').click();
      await page.waitForURL((url) => url.pathname.startsWith('/viewImage/'));
      const close = page.getByRole('button', { name: 'ምስሉን ዝጋ' });
      await close.waitFor();
      await close.click();
      await page.getByTestId('item-page').waitFor();

      await page.getByTestId('item-company').click();
      await page.getByTestId('company-page').waitFor();
      expect(await page.getByRole('heading', { name: 'አስተያየቶች', level: 2 }).count()).toBe(1);
      expect(await page.getByTestId('company-products').getByRole('heading').innerText()).toMatch(
        /^ምርቶች \(\d+\)$/,
      );
      expect(await fitsWidth(page)).toBe(true);
    });
  });
  it('shows the Amharic description and address on Amharic pages, else the other language marked by lang', async () => {
    // A demo company: the owner wrote both languages.
    const demo = (await fetch(`${baseUrl}/api/v2/company/1`).then((r) => r.json())) as {
      description: string;
      descriptionAm: string;
      address: string;
      addressAm: string;
    };
    expect(demo.descriptionAm).toMatch(/[\u1200-\u137f]/);
    expect(demo.addressAm).toMatch(/[\u1200-\u137f]/);
    const shown = async (page: Page, testId: string) => {
      const element = page.getByTestId(testId);
      const lang = await element.getAttribute('lang');
      return {
        text: (await element.innerText()).trim(),
        lang: lang ?? (await element.locator('[lang]').first().getAttribute('lang')),
      };
    };

    // A company whose owner wrote the description in English only and the address in Amharic only.
    const phone = newPhone();
    await createAccount(baseUrl, phone);
    let companyId = 0;
    await withPage({}, async (page) => {
      await logIn(page, phone);
      const res = await fetch(`${baseUrl}/api/v2/company/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await accessToken(page)}` },
        body: JSON.stringify({
          name: 'Lang Test Roastery',
          handle: `lang_test_${Date.now().toString(36)}`,
          description: 'Roasted in the morning, sold by the kilo.',
          tags: [],
          phone: newPhone(),
          lat: 9.0335,
          lng: 38.7505,
          addressAm: 'ፒያሳ፣ ሲኒማ ኢትዮጵያ አጠገብ',
        }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      companyId = ((await res.json()) as { id: number }).id;

      // English: the English where there is one, the Amharic address marked as Amharic.
      await page.goto('/company/1');
      await page.getByTestId('company-page').waitFor();
      expect(await shown(page, 'detail-description')).toEqual({ text: demo.description, lang: 'en' });
      expect(await shown(page, 'detail-address')).toEqual({ text: demo.address, lang: 'en' });
      await page.goto(`/company/${companyId}`);
      await page.getByTestId('company-page').waitFor();
      expect(await shown(page, 'detail-address')).toEqual({ text: 'ፒያሳ፣ ሲኒማ ኢትዮጵያ አጠገብ', lang: 'am' });
    });

    await withPage({ viewport: PHONE, language: 'am' }, async (page) => {
      await page.goto('/company/1');
      await page.getByTestId('company-page').waitFor();
      expect(await shown(page, 'detail-description')).toEqual({ text: demo.descriptionAm, lang: 'am' });
      expect(await shown(page, 'detail-address')).toEqual({ text: demo.addressAm, lang: 'am' });
      // No Amharic description: the English one, marked as English for screen readers.
      await page.goto(`/company/${companyId}`);
      await page.getByTestId('company-page').waitFor();
      expect(await shown(page, 'detail-description')).toEqual({
        text: 'Roasted in the morning, sold by the kilo.',
        lang: 'en',
      });
      expect(await shown(page, 'detail-address')).toEqual({ text: 'ፒያሳ፣ ሲኒማ ኢትዮጵያ አጠገብ', lang: 'am' });
    });
  });
});

// --- A place imported from OpenStreetMap -------------------------------------------------------------
// The demo data has no OpenStreetMap places, so this part runs its own server on a fresh database
// filled by the real importer CLI from a one-line NDJSON file written here.

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env, stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

describe('a place from OpenStreetMap', () => {
  let dataDir = '';
  let server: ChildProcess | undefined;
  let osmBase = '';
  let browser: Browser | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sefer-e2e-osm-'));
    const file = path.join(dataDir, 'pois.ndjson');
    fs.writeFileSync(
      file,
      `${JSON.stringify({
        id: 'node/900000001',
        name: 'ቅዱስ ጊዮርጊስ ካቴድራል',
        name_en: "St. George's Cathedral",
        name_am: 'ቅዱስ ጊዮርጊስ ካቴድራል',
        lat: 9.0369,
        lng: 38.7507,
        category: 'place_of_worship',
        address: 'Piassa, Addis Ababa',
      })}\n`,
    );
    const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' };
    expect(await run(['apps/api/src/cli/import-osm.ts', file], env)).toBe(0);
    const port = await freePort();
    osmBase = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The OSM server exited with ${server.exitCode}`);
      const ok = await fetch(`${osmBase}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error('The OSM server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server?.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows "© OpenStreetMap contributors" with both names, the category and the address', async () => {
    const res = await fetch(`${osmBase}/api/v2/place/1`);
    expect(res.status).toBe(200);
    const place = (await res.json()) as { osm: boolean; name: string };
    expect(place.osm).toBe(true);
    if (!browser) throw new Error('no browser');
    const { context, page } = await openPage(browser, osmBase, { viewport: PHONE });
    try {
      await page.goto('/place/1');
      await page.getByTestId('place-page').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(place.name);
      expect(await page.getByTestId('detail-other-name').innerText()).toBe('ቅዱስ ጊዮርጊስ ካቴድራል');
      expect(await page.getByTestId('detail-address').innerText()).toBe('Piassa, Addis Ababa');
      const attribution = page.getByTestId('osm-attribution');
      expect(await attribution.innerText()).toBe('© OpenStreetMap contributors');
      expect(await attribution.getByRole('link').getAttribute('href')).toBe(
        'https://www.openstreetmap.org/copyright',
      );
      // The map loads as it comes near the screen; without tiles here, it still carries the attribution.
      await page.getByTestId('location-section').scrollIntoViewIfNeeded();
      await page.getByTestId('map').waitFor();
      expect(await page.getByTestId('map').innerText()).toContain('OpenStreetMap');
    } finally {
      await context.close();
    }
  });
});
