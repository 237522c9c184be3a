import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, logIn, newPhone, PASSWORD } from './accounts.ts';
import { DESKTOP, PHONE, useBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const withPage = useBrowser(baseUrl);

/** The words the screens show, as a person reads them in each language. */
const WORDS = {
  en: {
    noName: 'No name yet',
    company: 'Company',
    editProfile: 'Edit Profile',
    aboutTitle: 'About you',
    firstName: 'First name',
    middleName: 'Middle name (optional)',
    lastName: 'Last name (optional)',
    female: 'Female',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    bio: 'About me (optional)',
    userName: 'Username (optional)',
    save: 'Save',
    nameError: 'Please provide a name (at most 50 characters)',
    taken: (name: string) => `@${name} is taken: choose another`,
    free: (name: string) => `@${name} is free`,
    saving: 'Saving your profile…',
    saved: 'Profile saved',
    names: { first: 'Almaz', middle: 'Tesfaye', last: 'Bekele', initials: 'AB' },
    bioText: 'Buna every morning at Tomoca, then work in Piassa.',
    born: 'Female · Born 2 May 1994',
    change: 'Change Picture',
    cropArea: 'Picture position',
    zoom: 'Zoom',
    use: 'Use this picture',
    changed: 'Picture changed',
    remove: 'Remove picture',
    removeTitle: 'Remove your picture?',
    removed: 'Picture removed',
    myProfile: 'My profile',
  },
  am: {
    noName: 'እስካሁን ስም የለም',
    company: 'ድርጅት',
    editProfile: 'መገለጫ አስተካክል',
    aboutTitle: 'ስለ እርስዎ',
    firstName: 'ስም',
    middleName: 'መካከለኛ ስም (ካስፈለገ)',
    lastName: 'የአባት ስም (ካስፈለገ)',
    female: 'ሴት',
    day: 'ቀን',
    month: 'ወር',
    year: 'ዓመት',
    bio: 'ስለ እኔ (ካስፈለገ)',
    userName: 'የተጠቃሚ ስም (ካስፈለገ)',
    save: 'አስቀምጥ',
    nameError: 'እባክዎ ስም ያስገቡ (እስከ 50 ፊደላት)',
    taken: (name: string) => `@${name} ተይዟል፤ ሌላ ይምረጡ`,
    free: (name: string) => `@${name} አልተያዘም`,
    saving: 'መገለጫዎ በመቀመጥ ላይ ነው…',
    saved: 'መገለጫዎ ተቀምጧል',
    names: { first: 'አልማዝ', middle: 'ተስፋዬ', last: 'በቀለ', initials: 'አበ' },
    bioText: 'ጠዋት ጠዋት ቶሞካ ቡና፣ ከዚያ ፒያሳ ሥራ።',
    born: 'ሴት · የተወለዱት፦ ጳጉሜን 6 ቀን 1991 ዓ.ም.',
    change: 'ምስል ቀይር',
    cropArea: 'የምስሉ ቦታ',
    zoom: 'አጉላ',
    use: 'ይህን ምስል ተጠቀም',
    changed: 'ምስሉ ተቀይሯል',
    remove: 'ምስሉን አስወግድ',
    removeTitle: 'ምስልዎ ይወገድ?',
    removed: 'ምስሉ ተወግዷል',
    myProfile: 'የእኔ መገለጫ',
  },
} as const;
type Language = keyof typeof WORDS;

/**
 * The birth date each language picks: 2 May 1994 in the Gregorian calendar; in the Ethiopian, Pagume 6 of 1991
 * (the sixth day of the short month, in the year before a Gregorian leap year), which is 11 September 1999.
 */
const BIRTH = {
  en: { day: '2', month: 'May', year: '1994', stored: '1994-05-02' },
  am: { day: '6', month: 'ጳጉሜን', year: '1991', stored: '1999-09-11' },
} as const;

/** A picture of two halves, red on the left and blue on the right: the chosen square shows in the stored colour. */
let dir = '';
let halves = '';
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sefer-profile-'));
  halves = path.join(dir, 'halves.jpg');
  const red = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  await sharp({ create: { width: 800, height: 400, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .toFile(halves);
});
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const waitForPath = (page: Page, wanted: string) =>
  page.waitForURL((url) => url.pathname === wanted, { timeout: 15_000 });
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

/** The account's profile as the API holds it. */
async function profileOf(phone: string) {
  const res = await fetch(`${baseUrl}/api/v2/user/profile`, {
    headers: { Authorization: `Bearer ${await apiToken(phone)}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    birthDate: string | null;
    imageFile: string | null;
    userName: string | null;
  };
}

/** A fresh access token of the account (they live 8 s in these runs), from the password grant. */
async function apiToken(phone: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: phone,
      password: PASSWORD,
      ...(await clientCredentials()),
    }).toString(),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/** A second account that holds `userName`, set up through the API. */
async function holderOf(userName: string): Promise<void> {
  const phone = newPhone();
  await createAccount(baseUrl, phone);
  const res = await fetch(`${baseUrl}/api/v2/user/update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await apiToken(phone)}` },
    body: JSON.stringify({ firstName: 'Holder', userName }),
  });
  expect(res.status).toBe(200);
}

/** The web client's id and secret, as the app shell carries them. */
async function clientCredentials(): Promise<{ client_id: string; client_secret: string }> {
  const shell = await (await fetch(`${baseUrl}/`)).text();
  const meta = (name: string) => new RegExp(`<meta name="${name}" content="([^"]+)"`).exec(shell)?.[1] ?? '';
  const credentials = { client_id: meta('sefer-client-id'), client_secret: meta('sefer-client-secret') };
  expect(credentials.client_secret).not.toBe('');
  return credentials;
}

/** The colour at the middle of the left and right edges of a stored thumb variant. */
async function thumbColours(fileName: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/images/thumb-${fileName}`);
  expect(res.status).toBe(200);
  const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = Math.floor(info.height / 2);
  return [4, info.width - 5].map((x) => {
    const at = (y * info.width + x) * info.channels;
    const [r, g, b] = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
    return b > 180 && r < 80 && g < 80 ? 'blue' : r > 180 && g < 80 && b < 80 ? 'red' : `${r},${g},${b}`;
  });
}

describe.each([
  ['en', DESKTOP],
  ['am', PHONE],
] as const)('the member’s own profile (%s)', (language: Language, viewport) => {
  const w = WORDS[language];

  it("edits 'About you' with a birth date in the page's calendar, then changes and removes the picture", async () => {
    const suffix = `${language}${Date.now().toString(36).slice(-6)}`;
    const takenName = `taken_${suffix}`;
    const freeName = `almaz.${suffix}`;
    await holderOf(takenName);
    const phone = newPhone();
    await createAccount(baseUrl, phone);

    await withPage({ viewport }, async (page) => {
      await logIn(page, phone);
      if (language === 'am') {
        await page.evaluate(() => localStorage.setItem('sefer.lang', 'am'));
        await page.goto('/profile/user');
      }
      const card = page.getByTestId('user-profile');
      await card.getByRole('heading', { level: 1, name: w.noName }).waitFor();
      // The owner's area is a link away on every screen size (desktops have no bottom navigation).
      expect(await card.getByRole('link', { name: w.company }).getAttribute('href')).toBe('/profile/company');

      // 'About you': only the first name is required (spec §5), checked in the browser before anything is sent.
      await card.getByRole('link', { name: w.editProfile }).click();
      await waitForPath(page, '/profile/user/update');
      await page.getByRole('heading', { level: 1, name: w.aboutTitle }).waitFor();
      const form = page.getByTestId('about-you-form');
      const updates: Request[] = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === '/api/v2/user/update') updates.push(req);
      });
      await form.getByRole('button', { name: w.save }).click();
      await form.getByText(w.nameError).waitFor();
      const firstName = form.getByLabel(w.firstName, { exact: true });
      expect(await firstName.getAttribute('aria-invalid')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
      expect(updates).toHaveLength(0);

      await firstName.fill(w.names.first);
      await form.getByLabel(w.middleName).fill(w.names.middle);
      await form.getByLabel(w.lastName).fill(w.names.last);
      await form.getByLabel(w.female, { exact: true }).check();
      const date = form.getByTestId('birth-date');
      if (language === 'am') {
        // The Ethiopian months: thirteen, Pagume of 5 days in 1992 and of 6 in 1991.
        await date.getByLabel(w.year, { exact: true }).selectOption('1992');
        await date.getByLabel(w.month, { exact: true }).selectOption({ label: BIRTH.am.month });
        expect(await date.getByLabel(w.month, { exact: true }).locator('option').count()).toBe(14);
        expect(await date.getByLabel(w.day, { exact: true }).locator('option').count()).toBe(6);
      }
      await date.getByLabel(w.year, { exact: true }).selectOption(BIRTH[language].year);
      await date.getByLabel(w.month, { exact: true }).selectOption({ label: BIRTH[language].month });
      await date.getByLabel(w.day, { exact: true }).selectOption(BIRTH[language].day);
      await form.getByLabel(w.bio).fill(w.bioText);

      // The username is checked as it is typed: another member's (in capitals) is taken, a new one is free.
      const userName = form.getByLabel(w.userName);
      const status = form.getByTestId('user-name-status');
      await userName.fill(takenName.toUpperCase());
      await status.getByText(w.taken(takenName)).waitFor();
      await userName.fill(freeName);
      await status.getByText(w.free(freeName)).waitFor();
      expect(await fitsWidth(page)).toBe(true);

      // The saving state (spec §4): the message and a busy Save while the call is on its way.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/v2/user/update', async (route) => {
        await held;
        await route.continue();
      });
      const save = form.getByRole('button', { name: w.save });
      await save.click();
      await form.getByText(w.saving).waitFor();
      await expect.poll(() => save.getAttribute('aria-busy')).toBe('true');
      release();
      await waitForPath(page, '/profile/user');
      await page.getByTestId('toast').getByText(w.saved).waitFor();
      await page.unroute('**/api/v2/user/update');

      // The profile shows it, the birth date in the page's calendar; the API holds the Gregorian date.
      const fullName = `${w.names.first} ${w.names.middle} ${w.names.last}`;
      await card.getByRole('heading', { level: 1, name: fullName }).waitFor();
      await card.getByText(`@${freeName}`).waitFor();
      await card.getByText(w.bioText).waitFor();
      await card.getByText(w.born).waitFor();
      const saved = await profileOf(phone);
      expect(saved.birthDate).toBe(BIRTH[language].stored);
      expect(saved.userName).toBe(freeName);
      // No picture yet: the initials.
      expect(await card.locator('.avatar').first().innerText()).toBe(w.names.initials);

      // Change Picture: the square chosen with the keyboard (zoom in and out, then to the right edge: the blue half).
      const chooser = page.waitForEvent('filechooser');
      await card.getByRole('button', { name: w.change }).click();
      await (await chooser).setFiles(halves);
      const dialog = page.getByTestId('picture-dialog');
      const frame = dialog.getByRole('application', { name: w.cropArea });
      await frame.waitFor();
      const zoom = dialog.getByLabel(w.zoom);
      await zoom.waitFor();
      await frame.focus();
      await page.keyboard.press('+');
      expect(Number(await zoom.inputValue())).toBeGreaterThan(1);
      await page.keyboard.press('Home');
      expect(Number(await zoom.inputValue())).toBe(1);
      for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowRight');
      await dialog.getByRole('button', { name: w.use }).click();
      await page.getByTestId('toast').getByText(w.changed).waitFor();
      await dialog.waitFor({ state: 'detached' });

      const pictured = await profileOf(phone);
      const fileName = pictured.imageFile as string;
      expect(fileName).toMatch(/\.webp$/);
      expect(await thumbColours(fileName)).toEqual(['blue', 'blue']);
      const profileImage = card.locator(`.avatar img[src="/images/thumb-${fileName}"]`);
      await profileImage.waitFor();
      // The top bar's avatar (shown on wide screens) is the same picture.
      if (language === 'am') await page.setViewportSize(DESKTOP);
      const topBarAvatar = page.getByRole('banner').getByRole('link', { name: w.myProfile });
      await topBarAvatar.locator(`img[src="/images/thumb-${fileName}"]`).waitFor();
      if (language === 'am') await page.setViewportSize(PHONE);

      // Remove it: asked first, then the initials again, everywhere, and the files are gone.
      await card.getByRole('button', { name: w.remove }).click();
      const confirm = page.getByTestId('remove-picture-dialog');
      await confirm.getByRole('heading', { name: w.removeTitle }).waitFor();
      await confirm.getByRole('button', { name: w.remove }).click();
      await page.getByTestId('toast').getByText(w.removed).waitFor();
      await profileImage.waitFor({ state: 'detached' });
      expect(await card.locator('.avatar').first().innerText()).toBe(w.names.initials);
      expect(await card.getByRole('button', { name: w.remove }).count()).toBe(0);
      expect((await profileOf(phone)).imageFile).toBeNull();
      expect((await fetch(`${baseUrl}/images/thumb-${fileName}`)).status).toBe(404);
      if (language === 'am') await page.setViewportSize(DESKTOP);
      expect(await topBarAvatar.locator('img').count()).toBe(0);
      expect(await topBarAvatar.innerText()).toBe(w.names.initials);

      // After a reload the profile is as saved.
      await page.reload();
      await card.getByRole('heading', { level: 1, name: fullName }).waitFor();
      await card.getByText(w.born).waitFor();
      expect(await fitsWidth(page)).toBe(true);
    });
  });
});
