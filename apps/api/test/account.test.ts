import { accountDeletionSchema, reviewPageSchema } from '@sefer/contract';
import { normalizePhone } from '@sefer/contract/phone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  companyTraces,
  filesOnDisk,
  type Headers,
  ownerWithEverything,
  personTraces,
} from './account-helpers.ts';
import { passwordGrant, refreshGrant, signUp } from './auth-helpers.ts';
import { makeTag, signedInUser } from './engage-helpers.ts';
import { makeCompany, makePlace } from './factories.ts';
import { buildTestApp, targets } from './helper.ts';

const DEVICE = { 'x-device-id': `web-${'0123456789abcdef'.repeat(2)}` };
const e164 = (phone: string) => normalizePhone(phone) as string;

describe.each(targets)('deleting my account on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let placeId: number;
  let otherCompanyId: number;

  const post = (url: string, headers: Headers, payload?: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ok = async (url: string, headers: Headers, payload?: unknown) => {
    const res = await post(url, headers, payload);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const remove = (headers: Headers, body: Record<string, unknown>) =>
    post('/api/v2/account/delete', headers, body);
  const count = async (from: string, params: unknown[] = []) =>
    (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from}`, params))[0]?.n;
  const reviewsOf = async (kind: number, id: number) =>
    reviewPageSchema.parse((await ctx.app.inject({ url: `/api/v2/engage/reviews/${kind}/${id}` })).json());

  beforeAll(async () => {
    ctx = await buildTestApp(target);
    await makeTag(ctx.db, 'spices', 'shopping');
    placeId = await makePlace(ctx.db, { lat: 9.03, lng: 38.75, name: 'Piassa ATM' });
    otherCompanyId = await makeCompany(ctx.db, { lat: 9.031, lng: 38.751, name: 'Bole Roasters' });
  });
  afterAll(() => ctx?.close());

  it('deletes the person, their company and its files, their likes and sessions; keeps their reviews as a former user’s', async () => {
    const owner = await ownerWithEverything(ctx.app, 'selam_spices');
    const phone = e164(owner.phone);
    const fan = await signedInUser(ctx.app, ctx.db);
    // What the person did elsewhere: likes, reviews and a view.
    await ok(`/api/v2/engage/likeEntity/3/${placeId}`, owner.headers);
    await ok(`/api/v2/engage/likeEntity/0/${otherCompanyId}`, owner.headers);
    await ok(`/api/v2/engage/reviews/3/${placeId}`, owner.headers, { rating: 5, text: 'Always has cash' });
    await ok(`/api/v2/engage/reviews/0/${otherCompanyId}`, owner.headers, { rating: 2 });
    await ok(`/api/v2/view/3/${placeId}`, { ...owner.headers, ...DEVICE });
    // A wrong current password when changing it: counted under the account's own key.
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/password/change',
      headers: owner.headers,
      payload: {
        currentPassword: 'not-my-password',
        password: 'new-secret-1',
        confirmPassword: 'new-secret-1',
      },
    });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(await count('login_failures WHERE key = $1', [`account:${owner.userId}`])).toBe(1);
    // What others did to the company: it goes with it.
    await ok(`/api/v2/engage/likeEntity/2/${owner.productId}`, fan.headers);
    await ok(`/api/v2/engage/reviews/0/${owner.companyId}`, fan.headers, { rating: 4 });
    const viewsBefore = await count('views WHERE kind = 3 AND entity_id = $1', [placeId]);
    expect(filesOnDisk(ctx.config.imagesDir, owner.files)).toHaveLength(owner.files.length * 3);

    const preview = accountDeletionSchema.parse(
      (await ctx.app.inject({ url: '/api/v2/account/deletion', headers: owner.headers })).json(),
    );
    expect(preview).toEqual({
      company: {
        id: owner.companyId,
        handle: 'selam_spices',
        name: 'Selam Spices',
        productCount: 1,
        photoCount: 1,
        postCount: 1,
      },
      reviewCount: 2,
      likeCount: 2,
    });

    const deleted = await remove(owner.headers, {
      password: owner.password,
      removeReviews: false,
      companyHandle: '@Selam_Spices',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });

    expect(await personTraces(ctx.db, owner.userId, [phone, owner.businessPhone])).toEqual({});
    expect(await companyTraces(ctx.db, owner.companyId, [owner.productId])).toEqual({});
    expect(filesOnDisk(ctx.config.imagesDir, owner.files)).toEqual([]);
    // Likes leave their counts; reviews stay, signed by a former user; views stay counted, by nobody.
    expect(await count('places WHERE id = $1 AND likes = 0', [placeId])).toBe(1);
    expect(await count('companies WHERE id = $1 AND likes = 0', [otherCompanyId])).toBe(1);
    expect(await count('views WHERE kind = 3 AND entity_id = $1', [placeId])).toBe(viewsBefore);
    expect(await count('reviews WHERE user_id IS NULL')).toBe(2);
    const kept = await reviewsOf(3, placeId);
    expect(kept).toMatchObject({ rating: 5, ratingCount: 1 });
    expect(kept.items).toEqual([
      expect.objectContaining({ text: 'Always has cash', author: null, formerUser: true, isMine: false }),
    ]);
    // The fan's review of the deleted company went with it; their own account is untouched.
    expect(await count('reviews WHERE user_id = $1', [fan.id])).toBe(0);
    expect(await count('users WHERE id = $1', [fan.id])).toBe(1);

    // The session is over: the access token and the refresh token are refused.
    expect(
      (await ctx.app.inject({ url: '/api/v2/account/deletion', headers: owner.headers })).statusCode,
    ).toBe(401);
    expect((await refreshGrant(ctx.app, owner.refreshToken)).statusCode).toBe(401);
    expect((await passwordGrant(ctx.app, owner.phone, owner.password)).statusCode).toBe(400);

    // The number signs up again as a new person, and the handle is free again.
    const again = await signUp(ctx.app, owner.phone, 'another-pass');
    expect(again.userId).not.toBe(owner.userId);
    const fresh = accountDeletionSchema.parse(
      (await ctx.app.inject({ url: '/api/v2/account/deletion', headers: bearer(again.accessToken) })).json(),
    );
    expect(fresh).toEqual({ company: null, reviewCount: 0, likeCount: 0 });
    await ok('/api/v2/company/register', bearer(again.accessToken), {
      name: 'Selam Spices',
      handle: 'selam_spices',
      tags: ['spices'],
      phone: owner.phone,
      lat: 9.03,
      lng: 38.75,
    });
  });

  it('refuses a wrong password and a missing or wrong company confirmation, deleting nothing', async () => {
    const owner = await ownerWithEverything(ctx.app, 'merkato_corner');
    const phone = e164(owner.phone);
    const before = {
      person: await personTraces(ctx.db, owner.userId, [phone, owner.businessPhone]),
      company: await companyTraces(ctx.db, owner.companyId, [owner.productId]),
    };
    expect(before.person['users.phone']).toBe(1);
    expect(before.company.companies).toBe(1);

    const wrong = await remove(owner.headers, {
      password: 'not-my-password',
      companyHandle: 'merkato_corner',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'bad_request',
      reason: 'incorrect_password',
      fields: { password: 'invalid_password' },
    });
    for (const body of [
      { password: owner.password },
      { password: owner.password, companyHandle: 'selam_spices' },
      { password: owner.password, removeReviews: true, companyHandle: 'merkato' },
    ]) {
      const refused = await remove(owner.headers, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'bad_request', reason: 'company_confirmation' });
      expect(refused.json().message).toContain('@merkato_corner');
    }
    // Bodies the contract refuses.
    for (const body of [
      {},
      { password: '' },
      { password: owner.password, companyHandle: 'a b' },
      { password: owner.password, extra: 1 },
    ]) {
      expect((await remove(owner.headers, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await remove({}, { password: owner.password })).statusCode).toBe(401);

    // The wrong password counts as a failed sign-in of the number: nothing else changed.
    const after = await personTraces(ctx.db, owner.userId, [phone, owner.businessPhone]);
    expect(after).toEqual({ ...before.person, 'login_failures.key': 1 });
    expect(await companyTraces(ctx.db, owner.companyId, [owner.productId])).toEqual(before.company);
    expect(filesOnDisk(ctx.config.imagesDir, owner.files)).toHaveLength(owner.files.length * 3);
    expect((await ctx.app.inject({ url: '/api/v2/company/mine', headers: owner.headers })).statusCode).toBe(
      200,
    );
  });

  it('makes wrong passwords wait as sign-in does', async () => {
    const person = await signUp(ctx.app);
    const headers = bearer(person.accessToken);
    for (let i = 0; i < 5; i++) {
      expect((await remove(headers, { password: `guess-${i}` })).json()).toMatchObject({
        reason: 'incorrect_password',
      });
    }
    const blocked = await remove(headers, { password: person.password });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count('users WHERE id = $1', [person.userId])).toBe(1);
  });

  it('removes the reviews too when asked, and the ratings follow', async () => {
    const person = await signUp(ctx.app);
    const headers = bearer(person.accessToken);
    const before = await reviewsOf(0, otherCompanyId);
    await ok(`/api/v2/engage/reviews/0/${otherCompanyId}`, headers, { rating: 1, text: 'Too slow' });
    expect((await reviewsOf(0, otherCompanyId)).ratingCount).toBe(before.ratingCount + 1);

    const deleted = await remove(headers, { password: person.password, removeReviews: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await reviewsOf(0, otherCompanyId);
    expect(after).toMatchObject({ rating: before.rating, ratingCount: before.ratingCount });
    expect(after.items.map((r) => r.text)).not.toContain('Too slow');
    expect(await personTraces(ctx.db, person.userId, [e164(person.phone)])).toEqual({});
  });

  it('needs no company confirmation from a person without a company, and a second call finds nobody', async () => {
    const person = await signUp(ctx.app);
    const headers = bearer(person.accessToken);
    const deleted = await remove(headers, { password: person.password, companyHandle: 'not_mine' });
    expect(deleted.statusCode, deleted.body).toBe(400);
    expect(deleted.json()).toMatchObject({ reason: 'company_confirmation' });
    expect((await remove(headers, { password: person.password })).statusCode).toBe(200);
    expect((await remove(headers, { password: person.password })).statusCode).toBe(401);
  });
});
