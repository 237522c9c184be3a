import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Headless Chromium from CHROMIUM_PATH (or the system one), with no calls to the internet. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Stored language before the first load (`sefer.lang`). */
  language?: 'en' | 'am';
}

/** A fresh context (empty storage) and page; anything outside the app's origin is refused. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  { viewport = DESKTOP, language }: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  const origin = new URL(baseUrl).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  if (language) {
    await context.addInitScript((lng) => window.localStorage.setItem('sefer.lang', lng), language);
  }
  const page = await context.newPage();
  return { context, page };
}

/**
 * Launches Chromium for one test file (closed after it) and returns `withPage`, which runs a test body
 * in a fresh context and always closes it.
 */
export function useBrowser(baseUrl: string) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async function withPage<T>(options: PageOptions, body: (page: Page) => Promise<T>): Promise<T> {
    if (!browser) throw new Error('The browser is not running');
    const { context, page } = await openPage(browser, baseUrl, options);
    try {
      return await body(page);
    } finally {
      await context.close();
    }
  };
}

/** Cards of the visible feed, in DOM order. */
export const cards = (page: Page) => page.locator('[data-testid="feed-card"]');

/** Waits until the feed shows at least `count` cards. */
export async function waitForCards(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="feed-card"]').length >= n,
    count,
    { timeout: 20_000 },
  );
}

/**
 * Holds back the answers for `glob` until `ready()` holds, or 5 s have passed, and tells which came first (null while
 * nothing was held): a check that `ready` happens while those files are still on their way.
 */
export async function holdBack(page: Page, glob: string, ready: () => boolean) {
  let outcome: 'ready' | 'timeout' | null = null;
  await page.route(glob, async (route) => {
    const deadline = Date.now() + 5_000;
    while (!ready() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    outcome ??= ready() ? 'ready' : 'timeout';
    await route.continue();
  });
  return () => outcome;
}

/**
 * Holds the app's libraries back (the vendor chunk), records each request with whether it went out while they
 * were held, and collects console errors (a script the Content-Security-Policy refused would be one).
 */
export async function holdTheApp(page: Page) {
  let held = true;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = () => {
      held = false;
      resolve();
    };
  });
  const requests: { url: string; path: string; held: boolean; auth: boolean }[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (req) => {
    const url = new URL(req.url());
    requests.push({
      url: `${url.pathname}${url.search}`,
      path: url.pathname,
      held,
      auth: req.headers().authorization !== undefined,
    });
  });
  await page.route('**/assets/vendor-*.js', async (route) => {
    await released;
    await route.continue();
  });
  const heldBack = (path: string) => requests.filter((r) => r.held && r.path === path);
  const asked = (path: string) => requests.filter((r) => r.path === path);
  return { release, requests, errors, heldBack, asked };
}
