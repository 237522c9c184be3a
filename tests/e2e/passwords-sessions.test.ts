import type { Browser, Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createAccount, newPhone, PASSWORD } from './accounts.ts';
import { DESKTOP, openPage, type PageOptions, PHONE, useBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const withPage = useBrowser(baseUrl);

/** What the journeys read and click, in each language, as the screens say it. */
const WORDS = {
  en: {
    phone: 'Phone number',
    continue: 'Continue',
    password: 'Password',
    logIn: 'Log in',
    forgot: 'Forgot password?',
    resetTitle: 'Reset your password',
    sendCode: 'Send the code',
    code: 'Code from the SMS',
    newPassword: 'New password',
    confirm: 'Confirm the password',
    saveNew: 'Save the new password',
    incorrectCode: 'Incorrect code',
    changePassword: 'Change password',
    current: 'Current password',
    savePassword: 'Save password',
    changed: 'Your password is changed. 1 other device was signed out.',
    devices: 'Signed-in devices',
    thisDevice: 'This device',
    signOutOther: /^Sign out Chrome on Linux, last used today$/,
    signedOut: '1 device was signed out.',
    noOther: 'No other device is signed in.',
  },
  am: {
    phone: 'ስልክ ቁጥር',
    continue: 'ቀጥል',
    password: 'የይለፍ ቃል',
    logIn: 'ግባ',
    forgot: 'የይለፍ ቃልዎን ረስተዋል?',
    resetTitle: 'የረሱትን የይለፍ ቃል ይቀይሩ',
    sendCode: 'ኮዱን ላክ',
    code: 'በኤስኤምኤስ የደረሰዎት ኮድ',
    newPassword: 'አዲስ የይለፍ ቃል',
    confirm: 'የይለፍ ቃሉን ያረጋግጡ',
    saveNew: 'አዲሱን የይለፍ ቃል አስቀምጥ',
    incorrectCode: 'የተሳሳተ ኮድ',
    changePassword: 'የይለፍ ቃል ቀይር',
    current: 'የአሁኑ የይለፍ ቃል',
    savePassword: 'የይለፍ ቃሉን አስቀምጥ',
    changed: 'የይለፍ ቃልዎ ተቀይሯል። ከ1 ሌላ መሣሪያ ወጥተዋል።',
    devices: 'የገቡባቸው መሣሪያዎች',
    thisDevice: 'ይህ መሣሪያ',
    signOutOther: /^አስወጣ፦ Chrome በLinux፤ መጨረሻ የተጠቀሙት ዛሬ$/,
    signedOut: '1 መሣሪያ ወጥቷል።',
    noOther: 'በሌላ መሣሪያ አልገቡም።',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

const JOURNEYS: { name: string; words: Words; options: PageOptions }[] = [
  { name: 'in English on a desktop', words: WORDS.en, options: { viewport: DESKTOP } },
  { name: 'in Amharic on a phone', words: WORDS.am, options: { viewport: PHONE, language: 'am' } },
];

const pathname = (page: Page) => new URL(page.url()).pathname;

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

/** The latest password-reset code texted to `phone`, from the development outbox of the real server. */
async function resetCode(phone: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await fetch(`${baseUrl}/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
    const message = (await res.json()) as { code: string | null; body: string };
    if (res.status === 200 && message.body.includes('password reset') && message.code) return message.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No reset code for ${phone}`);
}

/** The phone number, then the password, on the sign-in screens; ends on the profile. */
async function logIn(page: Page, words: Words, phone: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel(words.phone).fill(phone);
  await page.getByRole('button', { name: words.continue }).click();
  await waitForPath(page, '/auth/login/enterPassword');
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.logIn }).click();
  await waitForPath(page, '/profile/user');
  await page.getByTestId('user-profile').waitFor();
}

/**
 * Another browser signed in as the same person, on the profile. `ended` checks that its next call fails and it
 * ends on the login screen.
 */
async function secondBrowser(
  page: Page,
  options: PageOptions,
  words: Words,
  phone: string,
  password: string,
) {
  const { context, page: other } = await openPage(page.context().browser() as Browser, baseUrl, options);
  await logIn(other, words, phone, password);
  return {
    context,
    async ended() {
      const refused: Response[] = [];
      other.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/') && response.status() === 401)
          refused.push(response);
      });
      await other.reload();
      await waitForPath(other, '/auth/login');
      await other.getByLabel(words.phone).waitFor();
      expect(refused.length).toBeGreaterThan(0);
      expect(await other.evaluate(() => localStorage.getItem('sefer.session'))).toBeNull();
    },
  };
}

describe('forgotten and changed passwords, and sessions', () => {
  for (const { name, words, options } of JOURNEYS) {
    it(`forgets the password and gets back in with the code from the SMS, ${name}`, async () => {
      const phone = newPhone();
      await createAccount(baseUrl, phone);
      await withPage(options, async (page) => {
        await page.goto('/auth/login');
        await page.getByLabel(words.phone).fill(phone);
        await page.getByRole('button', { name: words.continue }).click();
        await waitForPath(page, '/auth/login/enterPassword');
        await page.getByRole('link', { name: words.forgot }).click();
        await page.getByRole('heading', { name: words.resetTitle }).waitFor();
        await page.getByRole('button', { name: words.sendCode }).click();

        await page.getByLabel(words.code).waitFor();
        expect(new URL(page.url()).searchParams.get('reset')).toBe('code');
        const code = await resetCode(phone);
        // A wrong code first: its message shows under the field, and the screen stays.
        const wrong = code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
        await page.getByLabel(words.code).fill(wrong);
        await page.getByLabel(words.newPassword).fill('addis-5678');
        await page.getByLabel(words.confirm).fill('addis-5678');
        await page.getByRole('button', { name: words.saveNew }).click();
        await page.getByText(words.incorrectCode).waitFor();
        expect(await page.getByLabel(words.code).getAttribute('aria-invalid')).toBe('true');
        expect(pathname(page)).toBe('/auth/login/enterPassword');

        await page.getByLabel(words.code).fill(code);
        await page.getByRole('button', { name: words.saveNew }).click();
        await waitForPath(page, '/profile/user');
        await page.getByTestId('user-profile').waitFor();

        // Signed in on this device, which is the account's only session now.
        await page.goto('/settings');
        await page.getByRole('heading', { name: words.devices }).waitFor();
        await page.getByTestId('session-list').getByText(words.thisDevice).waitFor();
        expect(await page.getByTestId('session').count()).toBe(1);
      });
    });

    it(`changes the password and signs another session out, ${name}`, async () => {
      const phone = newPhone();
      await createAccount(baseUrl, phone);
      await withPage(options, async (page) => {
        await logIn(page, words, phone, PASSWORD);
        const first = await secondBrowser(page, options, words, phone, PASSWORD);
        try {
          // Changing the password ends every other session.
          await page.goto('/settings');
          await page.getByRole('button', { name: words.changePassword }).click();
          await page.getByLabel(words.current).fill(PASSWORD);
          await page.getByLabel(words.newPassword).fill('addis-5678');
          await page.getByLabel(words.confirm).fill('addis-5678');
          await page.getByRole('button', { name: words.savePassword }).click();
          await page.getByRole('status').getByText(words.changed).waitFor();
          await first.ended();
        } finally {
          await first.context.close();
        }

        // Another browser signs in with the new password; this one signs it out from the list.
        const second = await secondBrowser(page, options, words, phone, 'addis-5678');
        try {
          await page.reload();
          const list = page.getByTestId('session-list');
          await list.getByText(words.thisDevice).waitFor();
          await page.waitForFunction(() => document.querySelectorAll('[data-testid="session"]').length === 2);
          await page.getByRole('button', { name: words.signOutOther }).click();
          await page.getByRole('status').getByText(words.signedOut).waitFor();
          await page.getByText(words.noOther).waitFor();
          expect(await page.getByTestId('session').count()).toBe(1);
          await second.ended();
          // The browser that signed the other out stays signed in.
          await page.reload();
          await page.getByTestId('session-list').getByText(words.thisDevice).waitFor();
          expect(pathname(page)).toBe('/settings');
        } finally {
          await second.context.close();
        }
      });
    });
  }
});
