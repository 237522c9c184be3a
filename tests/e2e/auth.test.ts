import type { Browser, Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const withPage = useBrowser(baseUrl);

/** A fresh valid Ethiopian mobile number (0911… range) per test, as typed at home. */
const newPhone = () => `091${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const PASSWORD = 'selam-1234';

/** The latest SMS code sent to `phone`, from the development outbox of the real server. */
async function smsCode(phone: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
  expect(res.status).toBe(200);
  const { code } = (await res.json()) as { code: string | null };
  expect(code).toMatch(/^\d{6}$/);
  return code as string;
}

async function post(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
}

/** Set-up through the real API: an account with a password. */
async function createAccount(phone: string, password = PASSWORD): Promise<void> {
  await post('/api/v2/auth/webPersonalRegister', { phone });
  const aCode = await smsCode(phone);
  await post('/api/auth/createPassword', { phone, aCode, password, confirmPassword: password });
}

const pathname = (page: Page) => new URL(page.url()).pathname;

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

async function enterPhone(page: Page, phone: string, { company = false } = {}): Promise<void> {
  await page.getByLabel('Phone number').fill(phone);
  if (company) await page.getByLabel('I have a company').check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function enterPassword(page: Page, password: string, { remember = true } = {}): Promise<void> {
  await waitForPath(page, '/auth/login/enterPassword');
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (!remember) await page.getByLabel('Remember me').uncheck();
  await page.getByRole('button', { name: 'Log in' }).click();
}

const isRefresh = (request: Request) =>
  request.url().endsWith('/api/auth/login') &&
  (request.postData() ?? '').includes('grant_type=refresh_token');

describe('accounts and sign-in', () => {
  it('signs up with an SMS code, stays signed in across a reload and an expired access token, and logs out', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      const phone = newPhone();
      await page.goto('/auth/login');
      await enterPhone(page, phone);

      await waitForPath(page, '/auth/login/createPassword');
      await page.getByLabel('Code from the SMS').fill(await smsCode(phone));
      await page.getByLabel('New password').fill(PASSWORD);
      await page.getByLabel('Confirm the password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create password' }).click();

      // Spec §4: create password logs in automatically and goes to /.
      await waitForPath(page, '/');
      await page.getByRole('banner').getByRole('button', { name: 'Log out' }).waitFor();

      await page.goto('/profile/user');
      const local = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
      await page.getByTestId('profile-phone').getByText(local).waitFor();
      await page.getByRole('heading', { name: 'No name yet' }).waitFor();
      await page.getByRole('heading', { name: 'My Likes' }).waitFor();

      await page.reload();
      await page.getByTestId('profile-phone').getByText(local).waitFor();

      // The access token lives 8 s here: past it, the profile call gets a 401, refreshes and replays.
      const refreshes: Request[] = [];
      page.on('request', (request) => {
        if (isRefresh(request)) refreshes.push(request);
      });
      await page.waitForTimeout(9_000);
      await page.goto('/profile/user');
      await page.getByTestId('profile-phone').getByText(local).waitFor();
      expect(refreshes.length).toBe(1);
      expect(pathname(page)).toBe('/profile/user');
      expect(await page.getByRole('alert').count()).toBe(0);

      await page.getByTestId('user-profile').getByRole('button', { name: 'Log out' }).click();
      await waitForPath(page, '/auth/login');
      await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('sefer.session'))).toBeNull();

      await page.goto('/profile/user');
      await waitForPath(page, '/auth/login');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/profile/user');
    });
  });

  it('keeps the session for the tab only without remember me, and across a browser restart with it', async () => {
    const phone = newPhone();
    await createAccount(phone);
    for (const remember of [false, true]) {
      await withPage({ viewport: PHONE }, async (page) => {
        await page.goto('/auth/login');
        await enterPhone(page, phone);
        await enterPassword(page, PASSWORD, { remember });
        await waitForPath(page, '/profile/user');
        await page.getByTestId('user-profile').waitFor();

        // "Close the browser": a new context with what survives a restart (cookies and localStorage).
        const browser = page.context().browser() as Browser;
        const context = await browser.newContext({
          viewport: PHONE,
          baseURL: baseUrl,
          storageState: await page.context().storageState(),
        });
        try {
          const again = await context.newPage();
          await again.goto('/profile/user');
          if (remember) {
            await again.getByTestId('user-profile').waitFor();
            expect(pathname(again)).toBe('/profile/user');
          } else {
            await waitForPath(again, '/auth/login');
            await again.getByLabel('Phone number').waitFor();
          }
        } finally {
          await context.close();
        }
      });
    }
  });

  it('shows the Amharic messages for a wrong password and a wrong code', async () => {
    const withPassword = newPhone();
    await createAccount(withPassword);
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto('/auth/login');
      await page.getByRole('button', { name: 'አማርኛ' }).click();
      await page.getByLabel('ስልክ ቁጥር').fill(withPassword);
      await page.getByRole('button', { name: 'ቀጥል' }).click();
      await waitForPath(page, '/auth/login/enterPassword');
      await page.getByLabel('የይለፍ ቃል', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'ግባ' }).click();
      const alert = page.getByRole('alert');
      await alert.getByText('የይለፍ ቃሉ ትክክል አይደለም').waitFor();
      expect(pathname(page)).toBe('/auth/login/enterPassword');

      const fresh = newPhone();
      await page.getByRole('link', { name: 'ስልክ ቁጥሩን ይቀይሩ' }).click();
      await waitForPath(page, '/auth/login');
      await page.getByLabel('ስልክ ቁጥር').fill(fresh);
      await page.getByRole('button', { name: 'ቀጥል' }).click();
      await waitForPath(page, '/auth/login/createPassword');
      const code = await smsCode(fresh);
      const wrong = code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
      await page.getByLabel('በኤስኤምኤስ የደረሰዎት ኮድ').fill(wrong);
      await page.getByLabel('አዲስ የይለፍ ቃል').fill(PASSWORD);
      await page.getByLabel('የይለፍ ቃሉን ያረጋግጡ').fill(PASSWORD);
      await page.getByRole('button', { name: 'የይለፍ ቃል ፍጠር' }).click();
      await alert.getByText('የተሳሳተ ኮድ').waitFor();
      expect(pathname(page)).toBe('/auth/login/createPassword');
    });
  });

  it('returns to the protected page after signing in (with I have a company)', async () => {
    const phone = newPhone();
    await createAccount(phone);
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/profile/user');
      await waitForPath(page, '/auth/login');
      await enterPhone(page, phone, { company: true });
      await enterPassword(page, PASSWORD);
      await waitForPath(page, '/profile/user');
      await page.getByTestId('user-profile').waitFor();
      // The bottom navigation's Me is current on the profile.
      const me = page.getByTestId('bottom-nav').getByRole('link', { name: 'Me', exact: true });
      expect(await me.getAttribute('aria-current')).toBe('page');
    });
  });

  it('sends a company number without an account to registration, keeping the phone', async () => {
    const phone = newPhone();
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/auth/login');
      await enterPhone(page, phone, { company: true });
      await waitForPath(page, '/auth/register');
      expect(await page.getByLabel('Phone number').inputValue()).toBe(phone);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('Please provide a name').waitFor();
      await page.getByLabel('First name').fill('Abebe');
      await page.getByRole('button', { name: 'Create account' }).click();
      await waitForPath(page, '/auth/login/createPassword');
      expect(await smsCode(phone)).toMatch(/^\d{6}$/);
      // The code was just sent: a new one waits for the throttle, with a countdown.
      const resend = page.getByRole('button', { name: /Send a new code in \d+ s/ });
      expect(await resend.isDisabled()).toBe(true);
    });
  });

  it('checks the phone number in the browser before sending anything', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      const calls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
      });
      await page.goto('/auth/login');
      await page.getByLabel('Phone number').waitFor();
      calls.length = 0;
      await enterPhone(page, '12345');
      await page.getByText('Please enter a valid phone number').waitFor();
      expect(await page.getByLabel('Phone number').getAttribute('aria-invalid')).toBe('true');
      expect(pathname(page)).toBe('/auth/login');
      expect(calls).toEqual([]);
    });
  });
});
