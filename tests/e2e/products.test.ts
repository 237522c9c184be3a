import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeImage } from '@sefer/contract/image';
import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessToken, logIn } from './accounts.ts';
import { DESKTOP, PHONE, useBrowser, waitForCards } from './browser.ts';

const baseUrl = inject('baseUrl');
const withPage = useBrowser(baseUrl);

const PRODUCTS = '/profile/company/products';
const ADD = '/profile/company/products/add';
const EDIT = '/profile/company/products/edit';

/**
 * The demo owners (README, Demo accounts): the owner of company N signs in with 0944 00 NNNN. Companies no other
 * test file uses (they register their own, or pick the seed's lowest ids), one for each language.
 */
const DEMO_COMPANY = { en: 30, am: 46 } as const;
const DEMO_PASSWORD = 'sefer-demo';
const demoPhone = (companyId: number) => `094400${String(companyId).padStart(4, '0')}`;

/** The words the screens show, as a person reads them in each language. */
const WORDS = {
  en: {
    entry: (count: number) => `Products (${count})`,
    title: 'Products',
    add: 'Add a product',
    addTitle: 'Add a product',
    submit: 'Add product',
    addPictures: 'Add pictures',
    name: 'Name',
    nameAm: 'Name in Amharic (optional)',
    description: 'Description (optional)',
    descriptionAm: 'Description in Amharic (optional)',
    price: 'Price in birr (optional)',
    shownAs: 'Shown as Br 1,250.50',
    findTag: 'Find a tag',
    pictureError: 'Add at least one picture',
    nameError: 'Please provide a name',
    sending: 'Sending…',
    added: 'Product added',
    editTitle: 'Edit product',
    actions: (name: string) => `Actions for ${name}`,
    edit: 'Edit',
    delete: 'Delete',
    deleteTitle: 'Delete this product?',
    makeFirst3: 'Make picture 3 the first',
    moved3: 'Picture 3 is now the first',
    remove3: 'Remove picture 3',
    removeTitle: 'Remove this picture?',
    remove: 'Remove',
    removed: 'Picture removed',
    replace2: 'Replace picture 2',
    replaced2: 'Picture 2 replaced',
    save: 'Save',
    saved: 'Saved',
    deleted: 'Product deleted',
    home: 'Sefer home',
    newTab: 'New',
    search: 'Search',
  },
  am: {
    entry: (count: number) => `ምርቶች (${count})`,
    title: 'ምርቶች',
    add: 'ምርት ጨምር',
    addTitle: 'ምርት ጨምር',
    submit: 'ምርቱን ጨምር',
    addPictures: 'ምስሎችን ጨምር',
    name: 'ስም',
    nameAm: 'ስም በአማርኛ (ካስፈለገ)',
    description: 'መግለጫ (ካስፈለገ)',
    descriptionAm: 'መግለጫ በአማርኛ (ካስፈለገ)',
    price: 'ዋጋ በብር (ካስፈለገ)',
    shownAs: 'እንዲህ ይታያል፦ Br 1,250.50',
    findTag: 'መለያ ይፈልጉ',
    pictureError: 'ቢያንስ አንድ ምስል ይጨምሩ',
    nameError: 'እባክዎ ስም ያስገቡ',
    sending: 'በመላክ ላይ…',
    added: 'ምርቱ ተጨምሯል',
    editTitle: 'ምርቱን አስተካክል',
    actions: (name: string) => `የ${name} አማራጮች`,
    edit: 'አስተካክል',
    delete: 'አጥፋ',
    deleteTitle: 'ይህ ምርት ይጥፋ?',
    makeFirst3: 'ምስል 3ን አንደኛ አድርግ',
    moved3: 'ምስል 3 አሁን አንደኛ ነው',
    remove3: 'ምስል 3ን አስወግድ',
    removeTitle: 'ይህ ምስል ይወገድ?',
    remove: 'አስወግድ',
    removed: 'ምስሉ ተወግዷል',
    replace2: 'ምስል 2ን ቀይር',
    replaced2: 'ምስል 2 ተቀይሯል',
    save: 'አስቀምጥ',
    saved: 'ተቀምጧል',
    deleted: 'ምርቱ ጠፍቷል',
    home: 'የሰፈር ዋና ገጽ',
    newTab: 'አዲስ',
    search: 'ፈልግ',
  },
} as const;
type Language = keyof typeof WORDS;

/** Pictures of three shapes (so their order shows in the stored aspects) and one more to replace with. */
const PICTURES = {
  front: { width: 800, height: 600, background: '#c0392b' },
  side: { width: 600, height: 600, background: '#27ae60' },
  back: { width: 600, height: 800, background: '#2471a3' },
  other: { width: 640, height: 480, background: '#f1c40f' },
} as const;
let dir = '';
let files: Record<keyof typeof PICTURES, string>;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sefer-products-'));
  files = {} as typeof files;
  for (const [name, { width, height, background }] of Object.entries(PICTURES)) {
    const file = path.join(dir, `${name}.jpg`);
    await sharp({ create: { width, height, channels: 3, background } })
      .jpeg({ quality: 90 })
      .toFile(file);
    files[name as keyof typeof PICTURES] = file;
  }
});
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
const waitForPath = (page: Page, wanted: string) =>
  page.waitForURL((url) => url.pathname === wanted, { timeout: 15_000 });

/** Goes back through the history (the app stays loaded, its caches with it) until the address is `wanted`. */
async function backTo(page: Page, wanted: string): Promise<void> {
  for (let i = 0; i < 8 && pathOf(page) !== wanted; i++) await page.goBack();
  expect(pathOf(page)).toBe(wanted);
}

/** No sideways scrolling: the screen fits its viewport. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

const focused = (page: Page) =>
  page.evaluate(() => ({
    name: document.activeElement?.getAttribute('name') ?? null,
    testId: document.activeElement?.getAttribute('data-testid') ?? null,
    text: document.activeElement?.textContent ?? '',
  }));

type Product = {
  id: number;
  companyId: number;
  name: string;
  nameAm: string | null;
  price: number | null;
  tags: string[];
  images: string[];
};

async function getJson<T>(url: string, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}${url}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  return { status: res.status, body: (await res.json()) as T };
}

/** An Ethiopic word nobody else has: the product is found by it. */
const ethiopicWord = () =>
  Array.from({ length: 4 }, () => 'ቀበደገለመሰተነዘ'[Math.floor(Math.random() * 10)]).join('');

/** The stored file names of the edit screen's slots, in order. */
const slotFiles = (page: Page) =>
  page
    .getByTestId('picture-slot')
    .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-file')));

/** From the top bar: Home, then the New tab; the product's card (or its absence) in what it lists. */
async function newFeedCard(page: Page, w: (typeof WORDS)[Language], productId: number) {
  await page.getByRole('link', { name: w.home, exact: true }).click();
  await waitForPath(page, '/');
  await page.getByRole('tab', { name: w.newTab, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'new');
  await page.locator('[role="tab"][aria-selected="true"]', { hasText: w.newTab }).waitFor();
  await waitForCards(page, 1);
  return page.locator(`[data-testid="feed-card"][data-id="product-${productId}"]`);
}

/** Searches `key` from the top bar's box and returns the product's row (or its absence) in the results. */
async function searchFor(page: Page, w: (typeof WORDS)[Language], key: string, productId: number) {
  const box = page.getByRole('combobox', { name: w.search, exact: true });
  await box.fill(key);
  await box.press('Enter');
  await waitForPath(page, '/search');
  return page.locator(`[data-testid="search-result"][data-id="product-${productId}"]`);
}

describe.each([
  ['en', DESKTOP],
  ['am', PHONE],
] as const)('the owner’s products (%s)', (language, viewport) => {
  const w = WORDS[language];

  it('adds a product with three pictures and a price, finds it in the New feed and by its Amharic name, reorders, edits and deletes it', async () => {
    const suffix = Date.now().toString(36);
    const name = `Spiced Coffee ${suffix}`;
    const nameAm = `ቅመም ቡና ${ethiopicWord()}`;
    const shownName = language === 'am' ? nameAm : name;

    await withPage({ viewport }, async (page) => {
      await logIn(page, demoPhone(DEMO_COMPANY[language]), DEMO_PASSWORD);
      const token = await accessToken(page);
      const mine = await getJson<{ company: { id: number; productCount: number } }>(
        '/api/v2/company/mine',
        token,
      );
      const company = mine.body.company;
      expect(company.id).toBe(DEMO_COMPANY[language]);
      if (language === 'am') await page.evaluate(() => localStorage.setItem('sefer.lang', 'am'));

      // The dashboard's Products entry, with the count, leads to the list.
      await page.goto('/profile/company');
      const entry = page.getByTestId('company-products');
      await entry.getByText(w.entry(company.productCount)).waitFor();
      await entry.click();
      await waitForPath(page, PRODUCTS);
      await page.getByRole('heading', { level: 1, name: w.title }).waitFor();
      await page.getByRole('link', { name: w.add }).click();
      await waitForPath(page, ADD);
      await page.getByRole('heading', { level: 1, name: w.addTitle }).waitFor();
      const form = page.getByTestId('add-product-form');
      const creates: Request[] = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === '/api/v2/product/create') creates.push(req);
      });

      // Spec §5, checked in the browser: no picture, then a two-letter name; each time the message, nothing sent.
      await form.getByLabel(w.name, { exact: true }).fill(name);
      await form.getByRole('button', { name: w.submit }).click();
      await form.getByText(w.pictureError).waitFor();
      expect((await focused(page)).testId).toBe('add-pictures');
      await form.getByLabel(w.addPictures).setInputFiles([files.front, files.side, files.back]);
      const slots = form.getByTestId('picture-slot');
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('[data-testid="picture-slot"] img')].filter((img) =>
            (img as HTMLImageElement).src.startsWith('blob:'),
          ).length === 3,
      );
      expect(await slots.count()).toBe(3);
      expect(await form.getByText(w.pictureError).count()).toBe(0);
      await form.getByLabel(w.name, { exact: true }).fill('ab');
      await form.getByRole('button', { name: w.submit }).click();
      await form.getByText(w.nameError).waitFor();
      expect((await focused(page)).name).toBe('name');
      expect(await form.getByLabel(w.name, { exact: true }).getAttribute('aria-invalid')).toBe('true');
      expect(creates).toHaveLength(0);
      expect(await fitsWidth(page)).toBe(true);

      await form.getByLabel(w.name, { exact: true }).fill(name);
      await form.getByLabel(w.nameAm).fill(nameAm);
      await form.getByLabel(w.description).fill('Coffee with cardamom and cinnamon, roasted in the shop.');
      await form.getByLabel(w.descriptionAm).fill('በኮረሪማና በቀረፋ የሚፈላ ቡና፤ እዚሁ እንቆላለን።');
      await form.getByLabel(w.price).fill('1,250.50');
      await form.getByText(w.shownAs).waitFor();
      await form.getByLabel(w.findTag).fill('coffee');
      await form.locator('[data-tag="coffee"] input').check();

      // The saving state (spec §4): Save disabled with its spinner and the progress, while the call is on its way.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/v2/product/create', async (route) => {
        await held;
        await route.continue();
      });
      const submit = form.getByRole('button', { name: w.submit });
      await submit.click();
      await form.getByTestId('save-progress').waitFor();
      await expect.poll(() => submit.getAttribute('aria-busy')).toBe('true');
      expect(await submit.isDisabled()).toBe(true);
      release();
      await waitForPath(page, PRODUCTS);
      await page.getByTestId('toast').getByText(w.added).waitFor();
      await page.unroute('**/api/v2/product/create');

      // One product (a 401 of an access token that expired meanwhile, 8 s here, is replayed once after a refresh).
      const answers = await Promise.all(creates.map(async (req) => (await req.response())?.status()));
      expect(answers.filter((status) => status === 200)).toHaveLength(1);
      expect(answers.every((status) => status === 200 || status === 401)).toBe(true);
      // Its parts: `data` first, then the first slot as `profile`, then the others.
      const body = creates.at(-1)?.postDataBuffer()?.toString('latin1') ?? '';
      const at = ['name="data"', 'name="profile"', 'name="image[0]"', 'name="image[1]"'].map((part) =>
        body.indexOf(part),
      );
      expect(at.every((i) => i >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);

      // The list, newest first: its picture, name and price.
      const row = page.getByTestId('owner-product').first();
      await row.getByText(shownName).waitFor();
      expect(await row.getByTestId('owner-product-price').innerText()).toBe('Br 1,250.50');
      const productId = Number(await row.getAttribute('data-id'));
      expect(await row.locator('img').getAttribute('src')).toMatch(/^\/images\/thumb-/);
      const created = (await getJson<Product>(`/api/v2/product/${productId}`)).body;
      expect(created).toMatchObject({
        companyId: company.id,
        name,
        nameAm,
        descriptionAm: 'በኮረሪማና በቀረፋ የሚፈላ ቡና፤ እዚሁ እንቆላለን።',
        price: 1250.5,
        tags: ['coffee'],
      });
      // The slots' order is the pictures' order: landscape, square, portrait.
      expect(created.images.map((image) => decodeImage(image).aspect)).toEqual([0.75, 1, 1.333]);
      const stored = created.images.map((image) => decodeImage(image).fileName);

      // The New feed shows it at once, with its first picture.
      const card = await newFeedCard(page, w, productId);
      await card.waitFor();
      expect(await card.getByTestId('card-image-link').locator('img').getAttribute('src')).toContain(
        stored[0],
      );
      expect(await card.innerText()).toContain('Br 1,250.50');

      // The top bar's search finds it by its Amharic name.
      await (await searchFor(page, w, nameAm, productId)).waitFor({ timeout: 15_000 });

      // Edit, through the row's menu (the keyboard first: it opens on its first item, Escape gives the focus back).
      await backTo(page, PRODUCTS);
      const menu = page.getByRole('button', { name: w.actions(shownName) });
      await menu.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menu').waitFor();
      expect((await focused(page)).text).toBe(w.edit);
      await page.keyboard.press('ArrowUp');
      expect((await focused(page)).text).toBe(w.delete);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
      await menu.click();
      await page.getByRole('menuitem', { name: w.edit }).click();
      await waitForPath(page, EDIT);
      await page.getByRole('heading', { level: 1, name: w.editTitle }).waitFor();
      const edit = page.getByTestId('edit-product-form');
      await edit.getByTestId('picture-slot').nth(2).waitFor();
      expect(await slotFiles(page)).toEqual(stored);
      expect(await edit.getByLabel(w.name, { exact: true }).inputValue()).toBe(name);
      expect(await edit.getByLabel(w.price).inputValue()).toBe('1250.50');
      expect(await fitsWidth(page)).toBe(true);

      // Make the third picture the first: at once, on the card too.
      await edit.getByRole('button', { name: w.makeFirst3 }).click();
      await page.getByTestId('toast').getByText(w.moved3).waitFor();
      const reordered = [stored[2], stored[0], stored[1]];
      await expect.poll(() => slotFiles(page)).toEqual(reordered);
      const moved = (await getJson<Product>(`/api/v2/product/${productId}`)).body;
      expect(moved.images.map((image) => decodeImage(image).fileName)).toEqual(reordered);
      const movedCard = await newFeedCard(page, w, productId);
      await expect
        .poll(() => movedCard.getByTestId('card-image-link').locator('img').getAttribute('src'))
        .toContain(stored[2]);

      // Back on the edit screen (its product still in the history's state): remove picture 3 (asked first), then
      // replace picture 2.
      await backTo(page, EDIT);
      await edit.getByTestId('picture-slot').nth(2).waitFor();
      await edit.getByRole('button', { name: w.remove3 }).click();
      const dialog = page.getByRole('dialog', { name: w.removeTitle });
      await dialog.getByRole('button', { name: w.remove, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('toast').getByText(w.removed).waitFor();
      await expect.poll(() => slotFiles(page)).toEqual([stored[2], stored[0]]);
      expect((await fetch(`${baseUrl}/images/big-${stored[1]}`)).status).toBe(404);
      await edit.getByLabel(w.replace2).setInputFiles(files.other);
      await page.getByTestId('toast').getByText(w.replaced2).waitFor();
      await expect.poll(async () => (await slotFiles(page))[1]).not.toBe(stored[0]);
      const files2 = await slotFiles(page);
      expect(files2[0]).toBe(stored[2]);
      expect((await fetch(`${baseUrl}/images/big-${stored[0]}`)).status).toBe(404);

      // The price, with Save.
      await edit.getByLabel(w.price).fill('2400');
      await edit.getByRole('button', { name: w.save, exact: true }).click();
      await waitForPath(page, PRODUCTS);
      await page.getByTestId('toast').getByText(w.saved).waitFor();
      const edited = page.locator(`[data-testid="owner-product"][data-id="${productId}"]`);
      await expect.poll(() => edited.getByTestId('owner-product-price').innerText()).toBe('Br 2,400');
      expect((await getJson<Product>(`/api/v2/product/${productId}`)).body.price).toBe(2400);

      // Typed in, the edit screen has no product in its state: it goes back to the list.
      await page.goto(EDIT);
      await waitForPath(page, PRODUCTS);

      // Delete, asked first: gone from the list, the New feed, search and the company page.
      await page.getByRole('button', { name: w.actions(shownName) }).click();
      await page.getByRole('menuitem', { name: w.delete }).click();
      const confirm = page.getByRole('dialog', { name: w.deleteTitle });
      await confirm.getByText(shownName).waitFor();
      await confirm.getByRole('button', { name: w.delete, exact: true }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByTestId('toast').getByText(w.deleted).waitFor();
      await edited.waitFor({ state: 'detached' });
      expect((await getJson<unknown>(`/api/v2/product/${productId}`)).status).toBe(404);

      const goneCard = await newFeedCard(page, w, productId);
      await expect.poll(() => goneCard.count()).toBe(0);
      const goneResult = await searchFor(page, w, nameAm, productId);
      await page.locator('[data-testid="search-results"], [data-testid="search-empty"]').first().waitFor();
      await expect.poll(() => goneResult.count()).toBe(0);
      await page.goto(`/company/${company.id}`);
      const companyProducts = page.getByTestId('company-products');
      await companyProducts.locator('[data-testid="company-product"], p').first().waitFor();
      expect(await companyProducts.locator(`[href="/item/${productId}"]`).count()).toBe(0);
      const after = await getJson<{ productCount: number }>(`/api/v2/company/${company.id}`);
      expect(after.body.productCount).toBe(company.productCount);
    });
  }, 180_000);
});
