import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createAccount, newPhone, PASSWORD } from './accounts.ts';
import {
  amharicFindings,
  englishUiStrings,
  recordContent,
  slugPattern,
  type Tag,
  wordsPattern,
} from './amharic-checks.ts';
import { DESKTOP, PHONE, useBrowser, waitForCards } from './browser.ts';

const baseUrl = inject('baseUrl');
const withPage = useBrowser(baseUrl);

/** Piassa, where the feeds start (spec §9). */
const PIASSA = { lat: 9.021343, lng: 38.7487854 };

interface FeedItem {
  type: 'company' | 'product' | 'place';
  id: number;
  tags: string;
}

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** The nearest items of one kind around Piassa, as the home feed lists them. */
const nearest = async (type: FeedItem['type'], limit: number) =>
  (
    await getJson<{ items: FeedItem[] }>(
      `/api/v2/home/aroundYou?lat=${PIASSA.lat}&lng=${PIASSA.lng}&page=1&limit=${limit}&r=10000&types=${type}`,
    )
  ).items;

/**
 * A new user's walk through the Amharic app (issue 29): home, a card's details dialog, a company, a tag tapped,
 * search and its suggestions, an item, a place, Explore, settings, privacy, logging in, the profile, the interests
 * dialog and a review. Every screen is checked by amharic-checks.ts: no tag by its Latin slug where it has an Amharic
 * label, no English word of the UI in an accessible name, a title or the text, no Gregorian month.
 */
async function walk(page: Page, phone: string) {
  const tags = await getJson<Tag[]>('/api/home/alltags');
  const labelOf = new Map(tags.map((t) => [t.tag, t.labelAm]));
  expect(tags.length).toBeGreaterThan(0);
  expect(tags.every((t) => t.labelAm)).toBe(true);
  const [company] = await nearest('company', 1);
  const [product] = await nearest('product', 1);
  // A place that carries a tag with a label (imported places also carry tags of their own).
  const place = (await nearest('place', 50)).find((p) => p.tags.split(' ').some((t) => labelOf.get(t)));
  if (!company || !product || !place) throw new Error('The demo has no company, product or tagged place');

  const { strip } = recordContent(page);
  const rules = { strip, english: wordsPattern(englishUiStrings()), slugs: slugPattern(tags) };
  const findings: string[] = [];
  const check = async (screen: string) => {
    await page.waitForLoadState('networkidle');
    findings.push(...(await amharicFindings(page, screen, rules)));
  };

  // Home: the cards show their tags by their Amharic labels.
  await page.goto('/');
  await waitForCards(page, 10);
  const cardTags = page.locator('[data-testid="feed-card"] [data-tag]');
  await cardTags.first().waitFor();
  for (const { tag, text } of await cardTags.evaluateAll((els) =>
    els.map((el) => ({ tag: el.getAttribute('data-tag') ?? '', text: el.textContent ?? '' })),
  )) {
    if (labelOf.get(tag)) expect(text).toBe(`#${labelOf.get(tag)}`);
  }
  await check('home');

  // A card's details dialog: its map's zoom buttons and credits are in Amharic.
  await page.getByTestId('location-button').first().click();
  const dialog = page.getByTestId('location-dialog');
  const zoomIn = dialog.locator('.leaflet-control-zoom-in');
  await zoomIn.waitFor();
  expect(await zoomIn.getAttribute('title')).toBe('አጉላ');
  expect(await zoomIn.getAttribute('aria-label')).toBe('አጉላ');
  expect(await dialog.locator('.leaflet-control-zoom-out').getAttribute('aria-label')).toBe('አሳንስ');
  expect(await dialog.locator('.leaflet-control-attribution').innerText()).toContain('ሊፍሌት');
  await check('details dialog');
  await dialog.getByRole('button', { name: 'ዝጋ' }).click();
  await dialog.waitFor({ state: 'detached' });

  // A company, with its map, products, posts and reviews.
  await page.goto(`/company/${company.id}`);
  await page.getByTestId('company-page').waitFor();
  // The map loads as its section comes near the screen.
  await page.getByTestId('location-section').scrollIntoViewIfNeeded();
  await page.getByTestId('company-page').locator('.leaflet-control-zoom-in').waitFor();
  await page.getByTestId('reviews').waitFor();
  await check('company');

  // A tag tapped on an Amharic page searches for it by its label (one of two words when the company has one), and
  // finds what carries it.
  const shownTags = await page
    .getByTestId('detail-tags')
    .locator('[data-tag]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-tag') ?? ''));
  const tag = shownTags.find((t) => labelOf.get(t)?.includes(' ')) ?? shownTags[0] ?? '';
  const label = labelOf.get(tag) ?? '';
  const tagLink = page.getByTestId('detail-tags').locator(`[data-tag="${tag}"]`);
  expect(await tagLink.innerText()).toBe(`#${label}`);
  await tagLink.click();
  await page.waitForURL((url) => url.pathname === '/search');
  expect(new URL(page.url()).searchParams.get('key')).toBe(`#${label}`);
  await page.locator(`[data-testid="search-result"][data-id="company-${company.id}"]`).waitFor();
  await check('search by a tag');

  // The search box offers a tag typed by its slug under its Amharic label, and searches for that.
  const box = page.getByRole('combobox', { name: 'ፈልግ' });
  await box.fill(`#${tag.slice(0, 3)}`);
  const suggestion = page.getByTestId('search-suggestion').filter({ hasText: `#${label}` });
  await suggestion.first().waitFor();
  await check('search suggestions');
  await suggestion.first().click();
  await page.waitForURL((url) => url.searchParams.get('key') === `#${label}`);
  await page.getByTestId('search-result').first().waitFor();

  await page.goto(`/item/${product.id}`);
  await page.getByTestId('item-page').waitFor();
  expect(await page.getByTestId('item-price').innerText()).toMatch(/Br [\d,]+(\.\d\d)?$/);
  await check('item');

  await page.goto(`/place/${place.id}`);
  await page.getByTestId('place-page').waitFor();
  await page.getByTestId('detail-tags').waitFor();
  await check('place');

  await page.goto('/explore');
  await page.getByTestId('tag-directory').waitFor();
  await check('explore');

  await page.goto('/settings');
  await page.getByRole('heading', { name: 'ቅንብሮች' }).waitFor();
  await check('settings');

  await page.goto('/privacy');
  await page.getByRole('heading', { name: 'የግላዊነት ማሳሰቢያ', level: 1 }).waitFor();
  expect(await page.locator('main').innerText()).toMatch(/ዓ\.ም\./);
  await check('privacy');

  // Logging in on the Amharic screens, then the profile.
  await page.goto('/auth/login');
  await page.getByLabel('ስልክ ቁጥር').fill(phone);
  await check('log in');
  await page.getByRole('button', { name: 'ቀጥል' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login/enterPassword');
  await page.getByLabel('የይለፍ ቃል', { exact: true }).fill(PASSWORD);
  await check('password');
  await page.getByRole('button', { name: 'ግባ', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/profile/user', { timeout: 15_000 });
  await page.getByTestId('user-profile').waitFor();
  await check('profile');

  // A new user's interests dialog shows the tags by their labels.
  await page.goto('/');
  const interests = page.getByTestId('interests-dialog');
  await interests.getByRole('checkbox').first().waitFor();
  await check('interests');
  await interests.getByRole('button', { name: 'አሁን አይደለም' }).click();
  await interests.waitFor({ state: 'detached' });

  // A review written in Amharic, listed with its date in the Ethiopian calendar.
  await page.goto(`/company/${company.id}`);
  const form = page.getByTestId('review-form');
  await form.waitFor();
  await form.getByRole('radio', { name: '4 ኮከቦች', exact: true }).check();
  await form.getByLabel('አስተያየትዎ (አማራጭ)').fill('ጥሩ አገልግሎት፣ በሰዓቱ መጡ።');
  await form.getByTestId('review-submit').click();
  await form.getByText('እናመሰግናለን! አስተያየትዎ ተቀምጧል።').waitFor();
  const mine = page.getByTestId('review').filter({ hasText: 'እርስዎ' }).filter({ hasText: 'ጥሩ አገልግሎት' });
  await mine.waitFor();
  expect(await mine.innerText()).toMatch(/ዓ\.ም\./);
  await check('reviews');

  return findings;
}

describe('Amharic walk', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'shows every screen in Amharic on a %s: tags by their labels, Amharic names and titles, Ethiopian dates',
    async (_name, viewport) => {
      const phone = newPhone();
      await createAccount(baseUrl, phone);
      const findings = await withPage({ viewport, language: 'am' }, (page) => walk(page, phone));
      expect(findings).toEqual([]);
    },
    240_000,
  );
});
