import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessToken, createAccount, newPhone, PASSWORD } from './accounts.ts';
import { DESKTOP, PHONE, useBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const withPage = useBrowser(baseUrl);

/** What the journey reads and clicks, in each language, as the screens say it. */
const WORDS = {
  en: {
    phone: 'Phone number',
    continue: 'Continue',
    password: 'Password',
    login: 'Log in',
    section: 'Delete my account',
    open: 'Delete my account…',
    yourPassword: 'Your password',
    passwordRequired: 'Enter your password',
    incorrect: 'Password is incorrect',
    companyTitle: 'Your business goes too',
    deleteWith: (name: string) => `Delete my account and ${name}`,
    deleted: 'Your account has been deleted.',
    createTitle: 'Create your password',
  },
  am: {
    phone: 'ስልክ ቁጥር',
    continue: 'ቀጥል',
    password: 'የይለፍ ቃል',
    login: 'ግባ',
    section: 'መለያዬን ሰርዝ',
    open: 'መለያዬን ሰርዝ…',
    yourPassword: 'የይለፍ ቃልዎ',
    passwordRequired: 'የይለፍ ቃልዎን ያስገቡ',
    incorrect: 'የይለፍ ቃሉ ትክክል አይደለም',
    companyTitle: 'ድርጅትዎም ይሰረዛል',
    deleteWith: (name: string) => `መለያዬን እና ${name} የተባለውን ድርጅቴን ሰርዝ`,
    deleted: 'መለያዎ ተሰርዟል።',
    createTitle: 'የይለፍ ቃል ይፍጠሩ',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

const waitForPath = (page: Page, path: string) =>
  page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });

/** No sideways scrolling: the screen fits its viewport. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

async function logIn(page: Page, w: Words, phone: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel(w.phone).fill(phone);
  await page.getByRole('button', { name: w.continue }).click();
  await waitForPath(page, '/auth/login/enterPassword');
  await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: w.login, exact: true }).click();
  await waitForPath(page, '/profile/user');
}

/** A business of the signed-in person, registered through the API. */
async function registerCompany(page: Page, name: string, handle: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/v2/company/register`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await accessToken(page)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, handle, tags: ['coffee'], phone: newPhone(), lat: 9.03, lng: 38.75 }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

describe.each([
  ['en', DESKTOP],
  ['am', PHONE],
] as const)('deleting my account (%s)', (language, viewport) => {
  const w: Words = WORDS[language];

  it('deletes an owner’s account with its business after the password and a second confirmation naming it; the number cannot log in', async () => {
    const phone = newPhone();
    const suffix = Date.now().toString(36);
    const name = `Buna Bet ${suffix}`;
    const handle = `buna_${suffix}`;
    await createAccount(baseUrl, phone);

    await withPage({ viewport, language }, async (page) => {
      await logIn(page, w, phone);
      const companyId = await registerCompany(page, name, handle);

      await page.goto('/settings');
      const section = page.getByTestId('delete-account');
      await section.getByRole('heading', { name: w.section, exact: true }).waitFor();
      await section.getByRole('button', { name: w.open }).click();
      const dialog = page.getByTestId('delete-account-dialog');
      const password = dialog.getByLabel(w.yourPassword, { exact: true });
      await password.waitFor();
      expect(await fitsWidth(page)).toBe(true);

      // Checked here by the contract's schema: nothing is sent without a password.
      await dialog.getByRole('button', { name: w.continue }).click();
      await dialog.getByText(w.passwordRequired).waitFor();
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');

      // A wrong password passes the first step; the server refuses it and the dialog goes back to it.
      await password.fill('not-my-password');
      await password.press('Enter');
      await dialog.getByRole('heading', { name: w.companyTitle }).waitFor();
      await dialog.getByText(`@${handle}`).waitFor();
      await dialog.getByRole('button', { name: w.deleteWith(name) }).click();
      await dialog.getByText(w.incorrect).waitFor();
      expect(await password.isVisible()).toBe(true);
      expect((await fetch(`${baseUrl}/api/v2/company/${companyId}`)).status).toBe(200);

      await password.fill(PASSWORD);
      await dialog.getByRole('button', { name: w.continue }).click();
      const confirm = dialog.getByRole('button', { name: w.deleteWith(name) });
      await confirm.click();
      await waitForPath(page, '/');
      await page.getByTestId('toast').getByText(w.deleted).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('sefer.session'))).toBeNull();

      // The business is gone for visitors, and the number has no account any more.
      expect((await fetch(`${baseUrl}/api/v2/company/${companyId}`)).status).toBe(404);
      expect((await fetch(`${baseUrl}/api/auth/checkUser/${phone}`)).status).toBe(404);
      await page.goto('/auth/login');
      await page.getByLabel(w.phone).fill(phone);
      await page.getByRole('button', { name: w.continue }).click();
      // A new number again: it is asked to create a password, never to enter one.
      await waitForPath(page, '/auth/login/createPassword');
      await page.getByRole('heading', { name: w.createTitle }).waitFor();
    });
  });
});
