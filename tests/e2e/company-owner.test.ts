import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessToken, createAccount, newPhone, PASSWORD } from './accounts.ts';
import { DESKTOP, PHONE, useBrowser } from './browser.ts';
import { WORDS, type Words } from './company-owner-words.ts';

const baseUrl = inject('baseUrl');
const withPage = useBrowser(baseUrl);

/** The latest SMS code sent to `phone` (the development outbox of the real server). */
async function smsCode(phone: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const { code } = (await res.json()) as { code: string | null };
  expect(code).toMatch(/^\d{6}$/);
  return code as string;
}

const waitForPath = (page: Page, path: string) =>
  page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });

/** An Ethiopic word nobody else has: the company's Amharic name is found by it. */
const ethiopicWord = () =>
  Array.from({ length: 4 }, () => 'ቀበደገለመሰተነዘ'[Math.floor(Math.random() * 10)]).join('');

/** Sign-up through the screens with 'I have a company': it ends on the company's screen. */
async function signUpAsOwner(page: Page, w: Words, phone: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel(w.phone).fill(phone);
  await page.getByLabel(w.company).check();
  await page.getByRole('button', { name: w.continue }).click();
  await waitForPath(page, '/auth/register');
  await page.getByLabel(w.firstName, { exact: true }).fill('Selam');
  await page.getByRole('button', { name: w.createAccount }).click();
  await waitForPath(page, '/auth/login/createPassword');
  await page.getByLabel(w.smsCode).fill(await smsCode(phone));
  await page.getByLabel(w.newPassword).fill(PASSWORD);
  await page.getByLabel(w.confirmPassword).fill(PASSWORD);
  await page.getByRole('button', { name: w.createPassword }).click();
  await waitForPath(page, '/profile/company');
}

/** The owner's company as the API holds it. */
async function myCompany(page: Page) {
  const res = await fetch(`${baseUrl}/api/v2/company/mine`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { company: Record<string, unknown> & { id: number } }).company;
}

/** No sideways scrolling: the screen fits its viewport. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));
/**
 * The name of the field that has focus once the field `name` has it, or after 5 s: the form moves focus to a field
 * in an effect after the render that shows its message, so the message can be seen a moment before the focus moves.
 */
const focusOn = async (page: Page, name: string) => {
  await page
    .waitForFunction((n) => document.activeElement?.getAttribute('name') === n, name, { timeout: 5000 })
    .catch(() => {});
  return focusedName(page);
};

describe.each([
  ['en', DESKTOP],
  ['am', PHONE],
] as const)('the company owner (%s)', (language, viewport) => {
  const w: Words = WORDS[language];

  it('signs up with I have a company, registers a business on the map, sets hours and links, verifies the phone, and visitors find it', async () => {
    const phone = newPhone();
    const businessPhone = newPhone();
    const suffix = Date.now().toString(36);
    const name = `Selam Coffee ${suffix}`;
    const nameAm = `ሰላም ቡና ${ethiopicWord()}`;
    const telegram = `selam_${suffix}`;
    let companyId = 0;

    await withPage({ viewport, language }, async (page) => {
      await signUpAsOwner(page, w, phone);
      const form = page.getByTestId('register-company');
      await form.waitFor();
      expect(await fitsWidth(page)).toBe(true);

      // Checked in the browser by the contract's schema: the messages under the fields, the focus on the first.
      await form.getByRole('button', { name: w.register }).click();
      await form.getByText(w.nameError).waitFor();
      await form.getByText(w.latError).waitFor();
      expect(await focusOn(page, 'name')).toBe('name');
      expect(await form.getByLabel(w.name).getAttribute('aria-invalid')).toBe('true');

      await form.getByLabel(w.name).fill(name);
      // The handle follows the name until it is edited.
      expect(await form.getByLabel(w.handle).inputValue()).toBe(`selam_coffee_${suffix}`);
      await form.getByLabel(w.nameAm).fill(nameAm);
      await form.getByLabel(w.description).fill('Fresh coffee from Kaffa, roasted every morning.');
      await form.getByLabel(w.findTag).fill('coffee');
      await form.locator('[data-tag="coffee"] input').check();
      await form.getByLabel(w.businessPhone).fill(businessPhone);
      // The location: a click on the map (its tiles cannot load here; the pane still takes the click).
      const map = form.getByTestId('map');
      const box = await map.boundingBox();
      if (!box) throw new Error('The map has no box');
      await map.click({ position: { x: box.width / 2 + 40, y: box.height / 2 + 25 } });
      await form.getByTestId('chosen-point').getByText(w.chosenPoint).waitFor();
      const lat = Number(await form.getByLabel(/Latitude|ኬክሮስ/).inputValue());
      expect(lat).toBeGreaterThan(8.9);
      expect(lat).toBeLessThan(9.2);

      await form.getByRole('button', { name: w.register }).click();
      const dashboard = page.getByTestId('company-dashboard');
      await dashboard.waitFor();
      await dashboard.getByTestId('not-verified').getByText(w.notVerified).waitFor();
      const publicLink = await dashboard.getByRole('link', { name: /visitors|ጎብኚዎች/ }).getAttribute('href');
      companyId = Number(publicLink?.split('/').pop());
      expect(companyId).toBeGreaterThan(0);

      // Opening hours: Monday to Friday 08:00–18:00 (Monday copied), Saturday 09:00–13:00, Sunday closed.
      await dashboard.getByTestId('edit-hours').click();
      await waitForPath(page, '/profile/company/hours');
      await page.getByLabel(w.noHours).uncheck();
      const monday = page.getByRole('group', { name: w.monday, exact: true });
      await monday.getByLabel(w.open, { exact: true }).check();
      await monday.getByLabel(w.opens, { exact: true }).fill('08:00');
      await monday.getByLabel(w.closes, { exact: true }).fill('18:00');
      await page.getByRole('button', { name: w.copyMonday }).click();
      const saturday = page.getByRole('group', { name: w.saturday, exact: true });
      await saturday.getByLabel(w.open, { exact: true }).check();
      await saturday.getByLabel(w.opens, { exact: true }).fill('09:00');
      await saturday.getByLabel(w.closes, { exact: true }).fill('13:00');
      expect(await fitsWidth(page)).toBe(true);
      // Two intervals of a day may not overlap: the schema says so under the day, and nothing is sent.
      await saturday.getByRole('button', { name: w.addInterval }).click();
      await saturday.getByLabel(w.opensAgain, { exact: true }).fill('12:00');
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await saturday.getByText(w.overlap).waitFor();
      expect(page.url()).toMatch(/\/profile\/company\/hours$/);
      await saturday.getByRole('button', { name: w.removeInterval }).click();
      // The preview reads the week in the reader's clock.
      const preview = page.getByTestId('hours-preview');
      await preview.getByTestId('hours-fri').getByText(w.weekdayHours).waitFor();
      await preview.getByTestId('hours-sat').getByText(w.saturdayHours).waitFor();
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await waitForPath(page, '/profile/company');
      await page.getByTestId('toast').getByText(w.saved).waitFor();

      // Social links: a wrong Telegram name is refused in the browser, then a name and a bare web address.
      await page.getByTestId('edit-social').click();
      await waitForPath(page, '/profile/company/update/social');
      await page.getByLabel(w.telegram).fill('@ab');
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await page.getByText(w.telegramError).waitFor();
      expect(await focusOn(page, 'telegram')).toBe('telegram');
      await page.getByLabel(w.telegram).fill(`@${telegram}`);
      await page.getByLabel(w.website).fill('selam-coffee.example.com');
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await waitForPath(page, '/profile/company');
      await page.getByTestId('edit-social').getByText(w.twoLinks).waitFor();

      // Verify phone: a wrong code is refused, the code from the SMS to the business number is taken.
      await page.getByRole('button', { name: w.verifyPhone }).click();
      const dialog = page.getByTestId('verify-phone');
      await dialog.getByRole('button', { name: w.sendCode }).click();
      await dialog.getByLabel(w.smsCode).fill('000000');
      const code = await smsCode(businessPhone);
      if (code === '000000') throw new Error('The one code in a million that is 000000');
      await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
      await dialog.getByText(w.incorrectCode).waitFor();
      await dialog.getByLabel(w.smsCode).fill(code);
      await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
      await page.getByTestId('verified-mark').getByText(w.verified).waitFor();
      expect(await dialog.isVisible()).toBe(false);

      // What the API holds now.
      const company = await myCompany(page);
      expect(company).toMatchObject({
        id: companyId,
        name,
        nameAm,
        handle: `selam_coffee_${suffix}`,
        tags: ['coffee'],
        verified: true,
        hours: {
          mon: [{ open: '08:00', close: '18:00' }],
          fri: [{ open: '08:00', close: '18:00' }],
          sat: [{ open: '09:00', close: '13:00' }],
          sun: [],
        },
        social: { telegram, website: 'https://selam-coffee.example.com/', instagram: null },
      });
    });

    // A visitor finds it by its Amharic name and sees its page: verified, the hours in their clock, the links.
    await withPage({ viewport, language }, async (page) => {
      await page.goto(`/search?key=${encodeURIComponent(nameAm)}`);
      const result = page.locator(`[data-testid="search-result"][data-id="company-${companyId}"]`);
      await result.waitFor({ timeout: 15_000 });
      await result.click();
      await waitForPath(page, `/company/${companyId}`);
      const companyPage = page.getByTestId('company-page');
      await companyPage
        .getByTestId('detail-name')
        .getByText(language === 'am' ? nameAm : name)
        .waitFor();
      await companyPage.getByTestId('detail-name').getByRole('img', { name: w.verified }).waitFor();
      const hours = companyPage.getByTestId('opening-hours');
      await hours.getByTestId('hours-mon').getByText(w.weekdayHours).waitFor();
      await hours.getByTestId('hours-sat').getByText(w.saturdayHours).waitFor();
      expect(await companyPage.getByTestId('social-telegram').getAttribute('href')).toBe(
        `https://t.me/${telegram}`,
      );
      expect(await companyPage.getByTestId('social-website').getAttribute('href')).toBe(
        'https://selam-coffee.example.com/',
      );
    });
  }, 150_000);
});

describe('editing the business', () => {
  it('takes a person with an account and I have a company to the company screen once logged in', async () => {
    const phone = newPhone();
    await createAccount(baseUrl, phone);
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto('/auth/login');
      await page.getByLabel(WORDS.en.phone).fill(phone);
      await page.getByLabel(WORDS.en.company).check();
      await page.getByRole('button', { name: WORDS.en.continue }).click();
      await waitForPath(page, '/auth/login/enterPassword');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await waitForPath(page, '/profile/company');
      await page.getByRole('heading', { name: WORDS.en.register }).waitFor();
    });
  });

  it('registers by typed coordinates, refuses a taken handle, shows the saving state, and a new phone needs confirming again', async () => {
    const w = WORDS.en;
    const phone = newPhone();
    const businessPhone = newPhone();
    const suffix = Date.now().toString(36);
    const res = await fetch(`${baseUrl}/api/v2/company/1`);
    const { handle: takenHandle } = (await res.json()) as { handle: string };

    await withPage({ viewport: PHONE }, async (page) => {
      await signUpAsOwner(page, w, phone);
      const form = page.getByTestId('register-company');
      await form.getByLabel(w.name).fill(`Abebe Tailor ${suffix}`);
      await form.getByLabel(w.businessPhone).fill(businessPhone);
      // The keyboard way to the location: the coordinates typed, the map follows.
      await form.getByLabel('Latitude').fill('9.0301');
      await form.getByLabel('Longitude').fill('38.7612');
      await form.getByTestId('chosen-point').getByText('Chosen point: 9.0301, 38.7612').waitFor();
      await form.getByRole('button', { name: w.register }).click();
      await page.getByTestId('company-dashboard').waitFor();
      expect(await fitsWidth(page)).toBe(true);

      await page.getByRole('button', { name: w.verifyPhone }).click();
      const dialog = page.getByTestId('verify-phone');
      await dialog.getByRole('button', { name: w.sendCode }).click();
      // The field shows once the code has gone out.
      await dialog.getByLabel(w.smsCode).waitFor();
      await dialog.getByLabel(w.smsCode).fill(await smsCode(businessPhone));
      await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
      await page.getByTestId('verified-mark').waitFor();

      // Edit Business: the server's refusal of a taken handle shows under the field, which gets the focus.
      await page.getByTestId('edit-basic').click();
      const edit = page.getByTestId('edit-basic-form');
      expect(await edit.getByLabel(w.name).inputValue()).toBe(`Abebe Tailor ${suffix}`);
      expect(await fitsWidth(page)).toBe(true);
      await edit.getByLabel(w.handle).fill(takenHandle);
      await edit.getByRole('button', { name: w.save, exact: true }).click();
      await edit.getByText('This handle is taken: choose another').waitFor();
      expect(await focusOn(page, 'handle')).toBe('handle');
      expect(await edit.getByLabel(w.handle).getAttribute('aria-invalid')).toBe('true');

      // While the change is on its way, Save is disabled and busy; then "Saved" and the dashboard.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/v2/company/update', async (route) => {
        await held;
        await route.continue();
      });
      await edit.getByLabel(w.handle).fill(`abebe_${suffix}`);
      await edit.getByLabel('Description in Amharic (optional)').fill('የሀበሻ ልብስና ሱፍ በልክዎ እንሰፋለን።');
      await edit.getByLabel(w.businessPhone).fill(newPhone());
      const save = edit.getByRole('button', { name: w.save, exact: true });
      await save.click();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('button[aria-busy="true"]')].some(
          (b) => (b as HTMLButtonElement).disabled,
        ),
      );
      expect(await save.isDisabled()).toBe(true);
      release();
      await waitForPath(page, '/profile/company');
      await page.getByTestId('toast').getByText(w.saved).waitFor();
      // A new business phone takes the verified mark away until it is confirmed.
      await page.getByTestId('not-verified').waitFor();
      expect(await myCompany(page)).toMatchObject({
        handle: `abebe_${suffix}`,
        descriptionAm: 'የሀበሻ ልብስና ሱፍ በልክዎ እንሰፋለን።',
      });

      // Location: prefilled, changed by typing.
      await page.getByTestId('edit-location').click();
      const location = page.getByTestId('edit-location-form');
      expect(await location.getByLabel('Latitude').inputValue()).toBe('9.0301');
      await location.getByLabel('Latitude').fill('9.0355');
      await location.getByLabel('Address (optional)').fill('Churchill Avenue');
      await location.getByLabel('Address in Amharic (optional)').fill('ፒያሳ፣ ቸርችል ጎዳና፣ ከፖስታ ቤት አጠገብ');
      await location.getByRole('button', { name: w.save, exact: true }).click();
      await waitForPath(page, '/profile/company');
      await page.getByTestId('edit-location').getByText('Churchill Avenue').waitFor();
      expect(await myCompany(page)).toMatchObject({
        lat: 9.0355,
        lng: 38.7612,
        address: 'Churchill Avenue',
        addressAm: 'ፒያሳ፣ ቸርችል ጎዳና፣ ከፖስታ ቤት አጠገብ',
      });
    });
  }, 120_000);
});
