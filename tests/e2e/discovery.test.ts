import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessToken, createAccount, logIn, newPhone } from './accounts.ts';
import { cards, DESKTOP, PHONE, useBrowser, waitForCards } from './browser.ts';

const baseUrl = inject('baseUrl');
const withPage = useBrowser(baseUrl);

const badges = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-id')?.split('-')[0]));

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

describe('discovery home', () => {
  it('filters to Businesses only, keeps the filter across visits, and shows hashtag chips that open search', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      const feedCalls: URL[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/v2/home/aroundYou')) feedCalls.push(new URL(req.url()));
      });
      await page.goto('/');
      await waitForCards(page, 10);
      // Around Piassa the nearest are OpenStreetMap places.
      expect(await badges(page)).toContain('place');

      await page.getByRole('button', { name: 'Filter' }).click();
      const dialog = page.getByRole('dialog', { name: 'Filter' });
      await dialog.waitFor();
      await dialog.getByLabel('Businesses').uncheck();
      await dialog.getByLabel('Products').uncheck();
      await dialog.getByLabel('Places').uncheck();
      expect(await dialog.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
      await dialog.getByLabel('Businesses').check();
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.waitForFunction(() => {
        const ids = [...document.querySelectorAll('[data-testid="feed-card"]')].map((el) =>
          el.getAttribute('data-id'),
        );
        return ids.length >= 10 && ids.every((id) => id?.startsWith('company-'));
      });
      expect(feedCalls.at(-1)?.searchParams.get('types')).toBe('company');
      expect(feedCalls.at(-1)?.searchParams.get('page')).toBe('1');
      await page.getByRole('button', { name: 'Load More' }).click();
      await waitForCards(page, 20);
      expect(new Set(await badges(page))).toEqual(new Set(['company']));
      expect(await cards(page).first().getByText('Business', { exact: true }).count()).toBe(1);

      await page.reload();
      await waitForCards(page, 10);
      expect(new Set(await badges(page))).toEqual(new Set(['company']));
      expect(await page.getByRole('button', { name: 'Filter (1)' }).count()).toBe(1);

      // Quick actions: the hashtags used nearby, each a search for '#tag'.
      const chips = page.getByRole('navigation', { name: 'Popular hashtags nearby' }).getByRole('link');
      await chips.first().waitFor();
      const text = await chips.first().innerText();
      expect(text).toMatch(/^#\S{2,}$/);
      await chips.first().click();
      await page.waitForURL((url) => url.pathname === '/search');
      expect(new URL(page.url()).searchParams.get('key')).toBe(text);
    });
  });

  it('copies a card link and shows "Link copied to Clipboard" for 6 seconds', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await page.goto('/');
      await waitForCards(page, 1);
      const first = cards(page).first();
      const [type, id] = ((await first.getAttribute('data-id')) ?? '').split('-');
      await first.getByTestId('share-button').click();
      const toast = page.getByRole('status').filter({ hasText: 'Link copied to Clipboard' });
      await toast.waitFor();
      const shownAt = Date.now();
      const path = { company: 'company', product: 'item', place: 'place' }[type as 'company'];
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/${path}/${id}`);
      await page.waitForTimeout(4_500);
      expect(await toast.isVisible()).toBe(true);
      await toast.waitFor({ state: 'hidden', timeout: 5_000 });
      const shownFor = Date.now() - shownAt;
      expect(shownFor).toBeGreaterThan(5_500);
      expect(shownFor).toBeLessThan(7_500);
    });
  });

  it('opens the details dialog of a card with a map, the distance and directions', async () => {
    await withPage({ viewport: DESKTOP, language: 'am' }, async (page) => {
      await page.goto('/');
      await waitForCards(page, 1);
      const first = cards(page).first();
      const distance = await first.getByTestId('card-distance').innerText();
      const [type, id] = ((await first.getAttribute('data-id')) ?? '').split('-');
      const kind = { company: 0, product: 2, place: 3 }[type as 'company'];
      const view = page.waitForResponse((res) => res.url().endsWith(`/api/v2/view/${kind}/${id}`));
      await first.getByTestId('location-button').click();
      // Opening the details records a view (anonymous: by device id).
      expect((await view).status()).toBe(200);
      const dialog = page.getByTestId('location-dialog');
      await dialog.waitFor();
      expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy();
      await dialog.getByTestId('map').waitFor();
      // The map frames both points: the item and the selected place, which the caption names (the red one).
      const map = dialog.getByTestId('map');
      await expect.poll(() => map.locator('path[fill="#b3261e"]').count()).toBe(1);
      await expect
        .poll(() =>
          map.evaluate((el) => {
            const box = el.getBoundingClientRect();
            return [...el.querySelectorAll('.leaflet-overlay-pane path')].map((path) => {
              const r = path.getBoundingClientRect();
              return r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
            });
          }),
        )
        .toEqual([true, true]);
      expect(await dialog.getByTestId('location-distance').innerText()).toContain(
        distance.replace(/\D+$/, '').trim().split(/\s/).at(-1) ?? '',
      );
      const directions = dialog.getByRole('link', { name: 'አቅጣጫ' });
      expect(await directions.getAttribute('href')).toMatch(
        // From the selected place to the item's own coordinates.
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&origin=9\.021343%2C38\.7487854&destination=-?\d+\.\d+%2C-?\d+\.\d+$/,
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Focus goes back to the button that opened it.
      expect(await first.getByTestId('location-button').evaluate((el) => el === document.activeElement)).toBe(
        true,
      );
    });
  });

  it('sends a signed-out like to log in, and a signed-in like shows in My Likes', async () => {
    const phone = newPhone();
    await createAccount(baseUrl, phone);
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto('/');
      await waitForCards(page, 1);
      await cards(page).first().getByTestId('like-button').click();
      await page.waitForURL((url) => url.pathname === '/auth/login');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/');

      await logIn(page, phone);
      await page.goto('/');
      // A new account has not chosen interests: the dialog comes first; Escape puts it off.
      await page.getByRole('dialog', { name: 'What are you interested in?' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await waitForCards(page, 10);

      const card = cards(page).nth(1);
      const cardId = (await card.getAttribute('data-id')) as string;
      const like = card.getByTestId('like-button');
      expect(await like.getAttribute('aria-pressed')).toBe('false');
      const count = Number(await card.getByTestId('like-count').innerText());
      await like.click();
      // The optimistic update renders a moment after the click: poll, never read once.
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(async () => Number(await card.getByTestId('like-count').innerText())).toBe(count + 1);
      await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await like.elementHandle());

      const liked = await api<{ items: { type: string; id: number; isLiked: boolean }[] }>(
        page,
        '/api/v2/engage/myLikes',
      );
      expect(liked.items.map((i) => `${i.type}-${i.id}`)).toEqual([cardId]);

      // After a reload the feed says so too (isLiked from the server).
      await page.reload();
      await waitForCards(page, 10);
      expect(
        await page.locator(`[data-id="${cardId}"] [data-testid="like-button"]`).getAttribute('aria-pressed'),
      ).toBe('true');

      await page.getByRole('banner').getByRole('link', { name: 'My profile' }).click();
      await page.getByTestId('my-likes').locator(`[data-id="${cardId}"]`).waitFor();
      // A liked item opens its detail screen.
      await page.getByTestId('my-likes').locator(`[data-id="${cardId}"] a`).click();
      const [likedType, likedId] = cardId.split('-');
      await page.waitForURL(
        (url) => url.pathname === `/${likedType === 'product' ? 'item' : likedType}/${likedId}`,
      );

      // Unlike: gone from My Likes.
      await page.goto('/');
      await waitForCards(page, 10);
      const again = page.locator(`[data-id="${cardId}"] [data-testid="like-button"]`);
      await again.click();
      await expect.poll(() => again.getAttribute('aria-pressed')).toBe('false');
      await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await again.elementHandle());
      expect((await api<{ items: unknown[] }>(page, '/api/v2/engage/myLikes')).items).toEqual([]);
    });
  });

  it('reverts an optimistic like when the call fails', async () => {
    const phone = newPhone();
    await createAccount(baseUrl, phone);
    await withPage({ viewport: PHONE }, async (page) => {
      await logIn(page, phone);
      await page.route('**/api/v2/user/profile', async (route) => {
        const res = await route.fetch();
        await route.fulfill({ response: res, json: { ...(await res.json()), interests: 'coffee' } });
      });
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/v2/engage/likeEntity/**', async (route) => {
        await held;
        await route.fulfill({ status: 500, json: { error: 'internal_server_error', message: 'boom' } });
      });
      await page.goto('/');
      await waitForCards(page, 1);
      const card = cards(page).first();
      const like = card.getByTestId('like-button');
      const count = await card.getByTestId('like-count').innerText();
      await like.click();
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
      // Blocked while in flight (the call is held until release()).
      await expect.poll(() => like.isDisabled()).toBe(true);
      release();
      await page.waitForFunction(
        (el) => el?.getAttribute('aria-pressed') === 'false',
        await like.elementHandle(),
      );
      expect(await card.getByTestId('like-count').innerText()).toBe(count);
      expect(await like.isDisabled()).toBe(false);
    });
  });

  it('shows every interest whole on a phone: no tag broken within a word', async () => {
    const phone = newPhone();
    await createAccount(baseUrl, phone);
    await withPage({ viewport: PHONE }, async (page) => {
      await logIn(page, phone);
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'What are you interested in?' });
      await dialog.waitFor();
      await dialog.getByRole('checkbox').first().waitFor();
      // Each English tag is one word: one line box each.
      const broken = await dialog.getByRole('checkbox').evaluateAll((boxes) =>
        boxes
          .map((box) => box.closest('label')?.querySelector('span:last-child'))
          .filter((label): label is HTMLElement => label instanceof HTMLElement)
          .filter((label) => {
            const range = document.createRange();
            range.selectNodeContents(label);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
          })
          .map((label) => label.textContent),
      );
      expect(broken).toEqual([]);
    });
  });

  it('asks a new user for interests once, and For You follows them', async () => {
    const phone = newPhone();
    await createAccount(baseUrl, phone);
    await withPage({ viewport: DESKTOP }, async (page) => {
      await logIn(page, phone);
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'What are you interested in?' });
      await dialog.waitFor();
      // Signed in: For You is a tab.
      expect(await page.getByRole('tab', { name: 'For You' }).count()).toBe(1);
      // Tags the OpenStreetMap places nearest to Piassa carry too: For You looks at the nearest 300 items, and
      // there they are OpenStreetMap places.
      const chosen = ['bank', 'pharmacy'];
      for (const tag of chosen) await dialog.getByRole('checkbox', { name: `#${tag}` }).check();
      await dialog.getByText('2 chosen').waitFor();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.waitForURL((url) => url.searchParams.get('tab') === 'forYou');
      // The address changes a moment before the tab renders as selected.
      await page.getByRole('tab', { name: 'For You', selected: true }).waitFor();
      await waitForCards(page, 5);
      const tags = await cards(page).evaluateAll((els) =>
        els
          .slice(0, 5)
          .map((el) => [...el.querySelectorAll('ul li')].map((li) => li.textContent?.replace('#', ''))),
      );
      for (const cardTags of tags) expect(cardTags.some((tag) => chosen.includes(tag ?? ''))).toBe(true);

      const profile = await api<{ interests: string | null }>(page, '/api/v2/user/profile');
      expect((profile.interests ?? '').split(/\s+/).sort()).toEqual([...chosen].sort());

      // Answered once: not asked again.
      await page.reload();
      await waitForCards(page, 5);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('dialog').count()).toBe(0);
    });
  });

  it('shows no For You tab to a signed-out visitor', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/?tab=forYou');
      await waitForCards(page, 1);
      expect(await page.getByRole('tab').allInnerTexts()).toEqual([
        'New',
        'Around you',
        'Trending',
        'Popular',
      ]);
      expect(await page.getByRole('tab', { name: 'Around you' }).getAttribute('aria-selected')).toBe('true');
    });
  });

  it('gives Trending and Popular their own feeds, with an error and Retry of their own', async () => {
    await withPage({ viewport: PHONE, language: 'am' }, async (page) => {
      let failing = true;
      await page.route('**/api/v2/home/trending**', async (route) => {
        if (failing)
          await route.fulfill({ status: 500, json: { error: 'internal_server_error', message: 'x' } });
        else await route.continue();
      });
      await page.goto('/');
      await waitForCards(page, 10);
      const aroundIds = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-id')));

      await page.getByRole('tab', { name: 'በመታየት ላይ' }).click();
      const panel = page.getByRole('tabpanel');
      // The query client retries a 5xx once before the error shows.
      await panel.getByRole('alert').getByText('ስህተት ተፈጥሯል። እናስተካክለዋለን።').waitFor();
      expect(await cards(page).count()).toBe(0);
      failing = false;
      await panel.getByRole('button', { name: 'እንደገና ይሞክሩ' }).click();
      await waitForCards(page, 10);
      expect(new URL(page.url()).searchParams.get('tab')).toBe('trending');

      await page.getByRole('tab', { name: 'ተወዳጅ' }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'popular');
      await waitForCards(page, 10);
      // Back to Around you: its cached first page, unchanged (polled: Popular's cards stay until React
      // renders the tab, and they are 10 too).
      await page.getByRole('tab', { name: 'በአቅራቢያዎ' }).click();
      await expect
        .poll(() => cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-id'))))
        .toEqual(aroundIds);
    });
  });
});
