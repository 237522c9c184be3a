import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { accessToken, createAccount, logIn, newPhone } from './accounts.ts';
import { DESKTOP, PHONE, useBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const imagesDir = path.join(inject('dataDir'), 'images');
const withPage = useBrowser(baseUrl);

const WORDS = { en: 'Picture not available', am: 'ምስሉ አይገኝም' } as const;

/** Images on the page that the browser could not draw (its broken-image icon); each is replaced as its error comes. */
const brokenImages = (page: import('playwright-core').Page) =>
  page.evaluate(() =>
    [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.outerHTML),
  );

describe('a picture whose file is gone', () => {
  it('shows a drawn placeholder and a message in the viewer, in English and Amharic', async () => {
    for (const [lang, viewport] of [
      ['en', DESKTOP],
      ['am', PHONE],
    ] as const) {
      await withPage({ viewport, language: lang }, async (page) => {
        await page.goto('/viewImage/no-such-picture.webp');
        const viewer = page.getByTestId('image-viewer');
        await viewer.getByRole('img', { name: WORDS[lang] }).waitFor();
        expect(await viewer.getByText(WORDS[lang]).isVisible()).toBe(true);
        await expect.poll(() => brokenImages(page), { timeout: 5000 }).toEqual([]);
      });
    }
  });

  it('shows the placeholder on the company page and in search when a photo file was removed', async () => {
    const phone = newPhone();
    await createAccount(baseUrl, phone);
    await withPage({ viewport: DESKTOP }, async (page) => {
      await logIn(page, phone);
      const auth = { Authorization: `Bearer ${await accessToken(page)}` };
      const name = `Gone Picture ${Date.now().toString(36)}`;
      const registered = await fetch(`${baseUrl}/api/v2/company/register`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name,
          handle: `gone_${Date.now().toString(36)}`,
          tags: ['coffee'],
          phone: newPhone(),
          lat: 9.03,
          lng: 38.75,
        }),
      });
      expect(registered.status, await registered.clone().text()).toBe(200);
      const { id } = (await registered.json()) as { id: number };
      const jpeg = await sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 40 } },
      })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('image', new Blob([jpeg], { type: 'image/jpeg' }), 'shop.jpg');
      form.append('data', JSON.stringify({ id }));
      const uploaded = await fetch(`${baseUrl}/api/v2/photo/create/company`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(200);
      const { fileName } = (await uploaded.json()) as { fileName: string };
      // The files go; the rows that name them stay.
      const variants = fs.readdirSync(imagesDir).filter((file) => file.endsWith(`-${fileName}`));
      expect(variants.length).toBeGreaterThan(0);
      for (const file of variants) fs.rmSync(path.join(imagesDir, file));

      await page.goto(`/company/${id}`);
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      const gallery = page.getByTestId('gallery-main');
      await gallery.getByText(WORDS.en).waitFor();
      await expect.poll(() => brokenImages(page), { timeout: 5000 }).toEqual([]);

      await page.goto(`/search?key=${encodeURIComponent(name)}`);
      const row = page.getByRole('link', { name: new RegExp(name) }).first();
      await row.waitFor();
      await row.getByRole('img', { name: WORDS.en }).waitFor();
      await expect.poll(() => brokenImages(page), { timeout: 5000 }).toEqual([]);
    });
  });
});
