import { errorBodySchema } from '@sefer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from './auth-helpers.ts';
import { signedInUser } from './engage-helpers.ts';
import { makeCompany } from './factories.ts';
import { buildTestApp, targets } from './helper.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** A 400 naming the field with its `invalid_<field>` key, in the error shape. */
function expectRefused(res: { statusCode: number; json: () => unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const body = errorBodySchema.parse(res.json());
  expect(body.fields?.[field]).toBe(`invalid_${field}`);
}

describe.each(targets)('control characters in text fields on %s', (target) => {
  let t: TestApp;
  let headers: { authorization: string };
  let ownerHeaders: { authorization: string };
  let companyId: number;

  beforeAll(async () => {
    t = await buildTestApp(target);
    headers = (await signedInUser(t.app, t.db)).headers;
    const owner = await signedInUser(t.app, t.db);
    ownerHeaders = owner.headers;
    companyId = await makeCompany(t.db, { lat: 9.03, lng: 38.75 });
    await t.db.query('UPDATE companies SET owner_id = $1 WHERE id = $2', [owner.id, companyId]);
  });
  afterAll(() => t.close());

  it.each([
    ['firstName', 'Abe\u0000be'],
    ['lastName', 'Bik\u0000ila'],
  ])('sign-up refuses NUL in %s', async (field, value) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/webPersonalRegister',
      payload: { phone: uniquePhone(), firstName: 'Abebe', [field]: value },
    });
    expectRefused(res, field);
  });

  it.each([
    ['firstName', 'Abe\u0000be'],
    ['middleName', 'Ke\u0007bede'],
    ['lastName', 'Bik\u001bila'],
    ['bio', 'Coffee\u0000lover'],
    ['firstName', 'Abe\rbe'],
  ])('the profile refuses %s with a control character', async (field, value) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/update',
      headers,
      payload: { [field]: value },
    });
    expectRefused(res, field);
  });

  it('a review refuses NUL in its text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/engage/reviews/0/${companyId}`,
      headers,
      payload: { rating: 4, text: 'Great\u0000coffee' },
    });
    expectRefused(res, 'text');
  });

  it('a post refuses NUL in its body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/feed/notice/create',
      headers: ownerHeaders,
      payload: { companyId, body: 'Open\u0000today' },
    });
    expectRefused(res, 'body');
  });

  it.each([
    ['name', { name: 'Cafe\u0000One' }],
    ['description', { description: 'Good\u0000coffee' }],
    ['address', { lat: 9.03, lng: 38.75, address: 'Bole\u0000Road' }],
    ['social', { social: { website: 'sefer.et\u0000' } }],
  ])('the company update refuses a control character in %s', async (field, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/company/update',
      headers: ownerHeaders,
      payload,
    });
    expectRefused(res, field);
  });

  it('a search key with NUL is searched as a space, not a 500', async () => {
    const res = await t.app.inject({ url: '/api/v2/search/all?key=caf%00e&lat=9.03&lng=38.75' });
    expect(res.statusCode).toBe(200);
  });

  it('multi-line text keeps tabs and line breaks, a CRLF stored as LF', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/update',
      headers,
      payload: { bio: 'Coffee\tlover\r\nAddis\nAbaba' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bio).toBe('Coffee\tlover\nAddis\nAbaba');
  });
});
