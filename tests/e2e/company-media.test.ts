import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { exifHasGps, phoneJpeg, png } from '../../apps/api/test/image-fixtures.ts';
import { accessToken, createAccount, logIn, newPhone } from './accounts.ts';
import { DESKTOP, PHONE, useBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const withPage = useBrowser(baseUrl);

/** The words the screens show, as a person reads them in each language. */
const WORDS = {
  en: {
    photosTitle: 'Photos',
    add: 'Add photos',
    left30: 'You can add 30 more photos (at most 30).',
    left28: 'You can add 28 more photos (at most 30).',
    left29: 'You can add 29 more photos (at most 30).',
    noPhotos: 'No photos yet',
    shopProgress: 'Upload of shop.png',
    summary: '2 photos added. 1 photo could not be added.',
    typeError: 'This file is not a picture Sefer accepts: choose a JPEG, PNG, WebP or AVIF picture.',
    openFirst: 'Open photo 1 of 2 full size',
    deleteFirst: 'Delete photo 1',
    deletePhotoTitle: 'Delete this photo?',
    confirm: 'Delete',
    photoDeleted: 'Photo deleted',
    postsTitle: 'Posts',
    postLabel: 'Your post',
    publish: 'Post',
    blank: 'Write something before posting.',
    noPosts: 'No posts yet',
    postText: 'Fresh Yirgacheffe beans arrived today: come and taste them.',
    deletePostTitle: 'Delete this post?',
    postDeleted: 'Post deleted',
    left: (n: number) => `${n} characters left`,
  },
  am: {
    photosTitle: 'ፎቶዎች',
    add: 'ፎቶዎችን ጨምር',
    left30: '30 ተጨማሪ ፎቶዎች መጨመር ይችላሉ (ቢበዛ 30)።',
    left28: '28 ተጨማሪ ፎቶዎች መጨመር ይችላሉ (ቢበዛ 30)።',
    left29: '29 ተጨማሪ ፎቶዎች መጨመር ይችላሉ (ቢበዛ 30)።',
    noPhotos: 'እስካሁን ምንም ፎቶ የለም',
    shopProgress: 'የshop.png መጫን',
    summary: '2 ፎቶዎች ተጨምረዋል። 1 ፎቶ መጨመር አልተቻለም።',
    typeError: 'ይህ ፋይል ሰፈር የሚቀበለው ምስል አይደለም፤ JPEG፣ PNG፣ WebP ወይም AVIF ምስል ይምረጡ።',
    openFirst: 'ፎቶ 1 ከ2 በሙሉ መጠን ክፈት',
    deleteFirst: 'ፎቶ 1ን አጥፋ',
    deletePhotoTitle: 'ይህ ፎቶ ይጥፋ?',
    confirm: 'አጥፋ',
    photoDeleted: 'ፎቶው ጠፍቷል',
    postsTitle: 'ልጥፎች',
    postLabel: 'ልጥፍዎ',
    publish: 'ለጥፍ',
    blank: 'ከመለጠፍዎ በፊት የሆነ ነገር ይጻፉ።',
    noPosts: 'እስካሁን ምንም ልጥፍ የለም',
    postText: 'አዲስ የይርጋጨፌ ቡና ዛሬ ደርሷል፤ መጥተው ይቅመሱ።',
    deletePostTitle: 'ይህ ልጥፍ ይጥፋ?',
    postDeleted: 'ልጥፉ ጠፍቷል',
    left: (n: number) => `${n} ፊደሎች ቀርተዋል`,
  },
} as const;
type Language = keyof typeof WORDS;

const ETHIOPIAN_MONTHS =
  /^(መስከረም|ጥቅምት|ኅዳር|ታኅሣሥ|ጥር|የካቲት|መጋቢት|ሚያዝያ|ግንቦት|ሰኔ|ሐምሌ|ነሐሴ|ጳጉሜን) \d{1,2} ቀን \d{4} ዓ\.ም\.$/;

/** Today's date as the post shows it: Gregorian in English, the Ethiopian calendar in Amharic (Addis Ababa time). */
function today(language: Language): string {
  const format = new Intl.DateTimeFormat(language === 'am' ? 'am-ET-u-ca-ethiopic' : 'en-GB', {
    day: 'numeric',
    month: language === 'am' ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'Africa/Addis_Ababa',
  });
  const parts = format.formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return language === 'am'
    ? `${part('month')} ${part('day')} ቀን ${part('year')} ዓ.ም.`
    : `${part('day')} ${part('month')} ${part('year')}`;
}

let files: { phone: string; shop: string; notes: string };
let dir = '';
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sefer-media-'));
  files = {
    phone: path.join(dir, 'phone.jpg'),
    shop: path.join(dir, 'shop.png'),
    notes: path.join(dir, 'notes.txt'),
  };
  const camera = await phoneJpeg();
  // The fixture is what a phone writes: its GPS position is in the file we upload.
  expect(exifHasGps((await sharp(camera).metadata()).exif)).toBe(true);
  fs.writeFileSync(files.phone, camera);
  fs.writeFileSync(files.shop, await png());
  fs.writeFileSync(files.notes, 'A shopping list, not a picture.\n');
});
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** A signed-in owner with a registered business (set up through the real API); ends on /profile/user. */
async function ownerWithCompany(page: Page, language: Language): Promise<number> {
  const phone = newPhone();
  await createAccount(baseUrl, phone);
  await logIn(page, phone);
  const res = await fetch(`${baseUrl}/api/v2/company/register`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await accessToken(page)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: `Media Coffee ${language}`,
      handle: `media_${language}_${Date.now().toString(36)}`,
      description: 'Coffee roasted in Merkato.',
      tags: ['coffee'],
      phone: newPhone(),
      lat: 9.0305,
      lng: 38.7406,
      address: 'Merkato',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { id } = (await res.json()) as { id: number };
  if (language === 'am') {
    await page.evaluate(() => localStorage.setItem('sefer.lang', 'am'));
  }
  return id;
}

/** What a visitor (a fresh context, not signed in) sees on the company's page (which has photos in both checks). */
async function visitorSees(language: Language, companyId: number) {
  return withPage({ viewport: PHONE, language }, async (page) => {
    await page.goto(`/company/${companyId}`);
    // The page is in, and the strip has its photos (it is busy while they load).
    await page.locator('[data-testid="photo-strip"]:not([aria-busy])').waitFor();
    const photoLinks = page.getByTestId('photo-link');
    // A company without posts has no posts section at all.
    const posts = page.getByTestId('company-posts');
    if ((await posts.count()) > 0) await posts.locator('li').first().waitFor();
    return {
      photos: await photoLinks.count(),
      posts: (await posts.count()) > 0 ? await posts.innerText() : '',
      thumbs: await photoLinks.evaluateAll((links) =>
        links.map((link) => link.querySelector('img')?.getAttribute('src') ?? ''),
      ),
    };
  });
}

describe.each([
  ['en', DESKTOP],
  ['am', PHONE],
] as const)('company photos and posts (%s)', (language, viewport) => {
  const words = WORDS[language];

  it('uploads photos (GPS stripped), writes a post, and deletes them, as visitors see', async () => {
    await withPage({ viewport }, async (page) => {
      const companyId = await ownerWithCompany(page, language);

      // Photos: empty at first, 30 left.
      await page.goto('/profile/company/photos');
      await page.getByRole('heading', { level: 1, name: words.photosTitle }).waitFor();
      await page.getByText(words.noPhotos).waitFor();
      await page.getByText(words.left30).waitFor();

      // Three files at once: a phone photo with GPS, a PNG, and a text file that is refused on its own.
      // Counted by their answers: an upload whose access token expired on the way is answered 401 and sent again.
      const uploads: number[] = [];
      page.on('response', (res) => {
        if (res.url().endsWith('/api/v2/photo/create/company') && res.status() === 200)
          uploads.push(res.request().postDataBuffer()?.length ?? -1);
      });
      await page.getByLabel(words.add).setInputFiles([files.phone, files.notes, files.shop]);
      // The PNG waits its turn with its own labelled progress bar while the phone photo goes first.
      await page.getByRole('progressbar', { name: words.shopProgress }).waitFor();
      await page.getByTestId('upload-status').getByText(words.summary).waitFor({ timeout: 30_000 });
      const photos = page.getByTestId('owner-photo');
      expect(await photos.count()).toBe(2);
      const failed = page.getByTestId('upload-row');
      expect(await failed.count()).toBe(1);
      expect(await failed.getByTestId('upload-error').innerText()).toBe(words.typeError);
      await page.getByText(words.left28).waitFor();

      // The phone photo travelled scaled down: its noise compresses far worse than a real photo, and still it went
      // as less than half of its bytes.
      expect(uploads).toHaveLength(2);
      expect(uploads[0]).toBeGreaterThan(10_000);
      expect(uploads[0]).toBeLessThan(fs.statSync(files.phone).size / 2);

      // Newest first: the PNG, then the phone photo. No stored variant carries EXIF (so no GPS); the phone
      // photo was turned upright (portrait) as its orientation said.
      const stored = await photos.evaluateAll((tiles) =>
        tiles.map((tile) => tile.getAttribute('data-file') ?? ''),
      );
      for (const file of stored) {
        for (const variant of ['thumb', 'small', 'big']) {
          const res = await fetch(`${baseUrl}/images/${variant}-${file}`);
          expect(res.status).toBe(200);
          const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
          expect(meta.format).toBe('webp');
          expect(meta.exif).toBeUndefined();
          expect(exifHasGps(meta.exif)).toBe(false);
        }
      }
      const phoneBig = await sharp(
        Buffer.from(await (await fetch(`${baseUrl}/images/big-${stored[1]}`)).arrayBuffer()),
      ).metadata();
      expect(phoneBig.height).toBeGreaterThan(phoneBig.width ?? 0);

      // A photo opens in the viewer; Escape comes back.
      await page.getByRole('link', { name: words.openFirst }).click();
      await page.waitForURL((url) => url.pathname === `/viewImage/${encodeURIComponent(stored[0] ?? '')}`);
      await page.getByTestId('image-viewer').locator('img').waitFor();
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => url.pathname === '/profile/company/photos');

      // Posts: empty; a blank post is refused in the browser; then one is written.
      await page.goto('/profile/company/posts');
      await page.getByRole('heading', { level: 1, name: words.postsTitle }).waitFor();
      await page.getByText(words.noPosts).waitFor();
      await page.getByRole('button', { name: words.publish, exact: true }).click();
      await page.getByRole('alert').getByText(words.blank).waitFor();
      await page.getByLabel(words.postLabel, { exact: true }).fill(words.postText);
      await page.getByText(words.left(2000 - words.postText.length)).waitFor();
      await page.getByRole('button', { name: words.publish, exact: true }).click();
      const post = page.getByTestId('owner-post');
      await post.getByText(words.postText).waitFor();
      expect(await page.getByLabel(words.postLabel, { exact: true }).inputValue()).toBe('');
      const date = await post.getByTestId('post-date').innerText();
      expect(date).toBe(today(language));
      if (language === 'am') expect(date).toMatch(ETHIOPIAN_MONTHS);

      // A visitor sees both photos and the post at once.
      const before = await visitorSees(language, companyId);
      expect(before.photos).toBe(2);
      expect(before.posts).toContain(words.postText);

      // The owner deletes the newest photo: asked first; then the remaining photo takes the focus.
      await page.goto('/profile/company/photos');
      await photos.first().waitFor();
      await page.getByRole('button', { name: words.deleteFirst }).click();
      const dialog = page.getByRole('dialog', { name: words.deletePhotoTitle });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: words.confirm, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('toast').getByText(words.photoDeleted).waitFor();
      expect(await photos.count()).toBe(1);
      expect(await photos.first().getAttribute('data-file')).toBe(stored[1]);
      expect(
        await photos
          .first()
          .getByRole('link')
          .evaluate((el) => el === document.activeElement),
      ).toBe(true);
      await page.getByText(words.left29).waitFor();
      // Its files are gone too.
      expect((await fetch(`${baseUrl}/images/big-${stored[0]}`)).status).toBe(404);

      // And the post: the composer takes the focus once the list is empty.
      await page.goto('/profile/company/posts');
      await post.waitFor();
      await post.getByRole('button').click();
      const postDialog = page.getByRole('dialog', { name: words.deletePostTitle });
      await postDialog.getByRole('button', { name: words.confirm, exact: true }).click();
      await postDialog.waitFor({ state: 'detached' });
      await page.getByTestId('toast').getByText(words.postDeleted).waitFor();
      await page.getByText(words.noPosts).waitFor();
      expect(
        await page
          .getByLabel(words.postLabel, { exact: true })
          .evaluate((el) => el === document.activeElement),
      ).toBe(true);

      // Visitors no longer see them.
      const after = await visitorSees(language, companyId);
      expect(after.photos).toBe(1);
      expect(after.thumbs[0]).toContain(stored[1]);
      expect(after.posts).not.toContain(words.postText);
    });
  });
});

describe('company photos and posts without a company', () => {
  it('leads to Register my Business', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      const phone = newPhone();
      await createAccount(baseUrl, phone);
      await logIn(page, phone);
      await page.goto('/profile/company/posts');
      const link = page.getByTestId('no-company').getByRole('link', { name: 'Register my Business' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe('/profile/company');
    });
  });
});
