import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A fresh valid Ethiopian mobile number (0911… range) per call, as typed at home. */
export const newPhone = () => `091${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
export const PASSWORD = 'selam-1234';

async function post(baseUrl: string, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
}

/** Set-up through the real API: an account with a password (its SMS code read from the dev outbox). */
export async function createAccount(baseUrl: string, phone: string, password = PASSWORD): Promise<void> {
  await post(baseUrl, '/api/v2/auth/webPersonalRegister', { phone });
  const res = await fetch(`${baseUrl}/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const { code } = (await res.json()) as { code: string | null };
  expect(code).toMatch(/^\d{6}$/);
  await post(baseUrl, '/api/auth/createPassword', {
    phone,
    aCode: code,
    password,
    confirmPassword: password,
  });
}

/** Logs in through the screens (English), remembered; ends on /profile/user. */
export async function logIn(page: Page, phone: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login/enterPassword');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/profile/user', { timeout: 15_000 });
}

/** The signed-in session's access token, for checking what the API holds. */
export async function accessToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('sefer.session'));
  expect(raw).not.toBeNull();
  return (JSON.parse(raw as string) as { accessToken: string }).accessToken;
}
