import { ACTIVATION_CODE_MAX_TRIES, type TokenResponse } from '@sefer/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../src/modules/auth/throttle.ts';
import { SMS_LIMITS } from '../src/modules/sms/sms-limits.ts';
import { client, latestCode, postForm, refreshGrant, uniquePhone } from './auth-helpers.ts';
import { buildTestApp, targets } from './helper.ts';

const e164 = (local: string) => `+251${local.slice(1)}`;
const PASSWORD = 'selam-1234';
const NEW_PASSWORD = 'addis-5678';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';

type Browser = { userAgent: string; deviceId: string };
type Signed = TokenResponse & { deviceToken: string };
let browsers = 0;
/** A browser of its own: a user agent and the random device id the web app sends with every call. */
const browser = (userAgent = ANDROID_CHROME): Browser => {
  browsers += 1;
  return { userAgent, deviceId: `web-${String(browsers).padStart(32, '0')}` };
};
const headersOf = (b: Browser) => ({ 'user-agent': b.userAgent, 'x-device-id': b.deviceId });

describe.each(targets)('forgotten and changed passwords, and sessions, on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(target, { SMS_BUDGET_PER_MINUTE: '1000' });
  });
  afterAll(() => ctx?.close());

  let addresses = 0;
  /** A client address of its own: the SMS limits count per address. */
  const newAddress = () => {
    addresses += 1;
    return `10.130.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  };
  const count = async (from: string, params: unknown[] = []) =>
    Number((await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from}`, params))[0]?.n);
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  const forgot = (phone: string, remoteAddress = newAddress()) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: { phone }, remoteAddress });
  const reset = (body: Record<string, unknown>, from: Browser = browser()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: body,
      headers: headersOf(from),
      remoteAddress: newAddress(),
    });
  const resetWith = (phone: string, code: string, password = NEW_PASSWORD, from?: Browser) =>
    reset({ phone, code, password, confirmPassword: password }, from);
  const change = (token: string, body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/v2/password/change', payload: body, headers: bearer(token) });
  const listSessions = (token: string) => ctx.app.inject({ url: '/api/v2/sessions', headers: bearer(token) });
  const signOut = (token: string, id: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v2/sessions/signOut',
      payload: { id },
      headers: bearer(token),
    });
  const signOutOthers = (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v2/sessions/signOutOthers',
      payload: {},
      headers: bearer(token),
    });
  const profile = (token: string) => ctx.app.inject({ url: '/api/v2/user/profile', headers: bearer(token) });

  /** The password grant from `from`, as the web app sends it (device token included once it has one). */
  const signIn = (phone: string, password = PASSWORD, from = browser(), deviceToken?: string) =>
    postForm(
      ctx.app,
      '/api/auth/login',
      {
        grant_type: 'password',
        username: phone,
        password,
        ...client,
        ...(deviceToken ? { device_token: deviceToken } : {}),
      },
      {
        remoteAddress: newAddress(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headersOf(from) },
      },
    );
  /** An account with a password, signed in once from `from`. */
  const member = async (from = browser()) => {
    const phone = uniquePhone();
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/auth/webPersonalRegister',
      payload: { phone },
      remoteAddress: newAddress(),
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const aCode = await latestCode(ctx.app, phone);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/createPassword',
      payload: { phone, aCode, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(created.statusCode, created.body).toBe(200);
    const login = await signIn(phone, PASSWORD, from);
    expect(login.statusCode, login.body).toBe(200);
    return { phone, session: login.json() as Signed };
  };
  /** As if a minute had passed for `phone`: a new code may be sent. */
  const aMinuteLater = async (phone: string) => {
    await ctx.db.query(
      `UPDATE password_reset_codes SET sent_at = sent_at - interval '61 seconds'
        WHERE user_id = (SELECT id FROM users WHERE phone = $1)`,
      [e164(phone)],
    );
    await ctx.db.query(
      `UPDATE sms_outbox SET created_at = created_at - interval '61 seconds' WHERE phone = $1`,
      [e164(phone)],
    );
  };

  describe('forgot password', () => {
    it('texts a 6-digit code to an account with a password, keeps only its HMAC, and one a minute', async () => {
      const { phone } = await member();
      const first = await forgot(phone);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ codeSent: true, resendAfter: 60 });
      const code = await latestCode(ctx.app, phone);
      expect(code).toMatch(/^\d{6}$/);
      const [row] = await ctx.db.query<{ code_hash: string; tries: number }>(
        'SELECT code_hash, tries FROM password_reset_codes WHERE user_id = (SELECT id FROM users WHERE phone = $1)',
        [e164(phone)],
      );
      expect(row?.code_hash).toMatch(/^[\w-]{43}$/);
      expect(row?.code_hash).not.toContain(code);
      expect(row?.tries).toBe(0);

      const again = await forgot(phone);
      expect(again.statusCode).toBe(200);
      expect(again.json().codeSent).toBe(false);
      expect(again.json().resendAfter).toBeGreaterThan(0);
      expect(again.json().resendAfter).toBeLessThanOrEqual(60);
      expect(await latestCode(ctx.app, phone)).toBe(code);
      expect(await count('sms_outbox WHERE phone = $1 AND body LIKE $2', [e164(phone), '%reset%'])).toBe(1);

      await aMinuteLater(phone);
      expect((await forgot(phone)).json()).toEqual({ codeSent: true, resendAfter: 60 });
    });

    it('sends one code when asked twice at once', async () => {
      const { phone } = await member();
      const answers = await Promise.all([forgot(phone), forgot(phone), forgot(phone)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(answers.filter((a) => a.json().codeSent)).toHaveLength(1);
    });

    it('tells no more than checkUser: not_found without an account, not_activated without a password', async () => {
      const stranger = uniquePhone();
      const none = await forgot(stranger);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ error: 'not_found', message: 'No account with this phone number' });
      expect((await ctx.app.inject(`/api/auth/checkUser/${stranger}`)).statusCode).toBe(404);
      expect(await count('users WHERE phone = $1', [e164(stranger)])).toBe(0);

      const pending = uniquePhone();
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v2/auth/webPersonalRegister',
        payload: { phone: pending },
        remoteAddress: newAddress(),
      });
      const before = await count('sms_outbox WHERE phone = $1', [e164(pending)]);
      const noPassword = await forgot(pending);
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json()).toMatchObject({ error: 'bad_request', reason: 'not_activated' });
      expect(await count('sms_outbox WHERE phone = $1', [e164(pending)])).toBe(before);
    });

    it('answers every malformed phone with invalid_phone and texts nothing', async () => {
      for (const phone of ['', '12345', '+254711234567', 'x'.repeat(41), 'abc\u0000def']) {
        const res = await forgot(phone);
        expect(res.statusCode, phone).toBe(400);
        expect(res.json().fields).toEqual({ phone: 'invalid_phone' });
      }
      const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: {} });
      expect(missing.json()).toMatchObject({ error: 'bad_request', fields: { phone: 'invalid_phone' } });
      const extra = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgotPassword',
        payload: { phone: uniquePhone(), admin: true },
      });
      expect(extra.json()).toMatchObject({ error: 'bad_request', fields: { request: 'invalid_request' } });
    });

    it('meets the SMS limits of sign-up: 3 an hour from one address to a number, 5 a day to a number', async () => {
      const { phone } = await member();
      // The sign-up code already counts as one of the number's five today.
      const ip = newAddress();
      for (let i = 0; i < SMS_LIMITS.perAddressAndNumberPerHour; i++) {
        expect((await forgot(phone, ip)).json(), `code ${i + 1}`).toMatchObject({ codeSent: true });
        await aMinuteLater(phone);
      }
      const fromThere = await forgot(phone, ip);
      expect(fromThere.statusCode).toBe(429);
      expect(fromThere.json().message).toMatch(/to this number from your network/);
      expect(Number(fromThere.headers['retry-after'])).toBeGreaterThan(3_000);
      expect((await forgot(phone)).json()).toMatchObject({ codeSent: true });
      await aMinuteLater(phone);
      const sixth = await forgot(phone);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ error: 'too_many_requests' });
      expect(sixth.json().message).toMatch(/5 codes today/);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(86_000);
      expect(await count('sms_outbox WHERE phone = $1', [e164(phone)])).toBe(SMS_LIMITS.perNumberPerDay);
    });

    it('counts reset codes against the address ceiling of sign-ups', async () => {
      const ip = newAddress();
      const perAddress = ctx.config.sms.perAddressPerHour;
      const accounts = await Promise.all([member(), member()]);
      // Sign-ups from this address up to one below its ceiling, then two reset codes.
      for (let i = 0; i < perAddress - 1; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v2/auth/webPersonalRegister',
          payload: { phone: uniquePhone() },
          remoteAddress: ip,
        });
        expect(res.statusCode).toBe(200);
      }
      expect((await forgot(accounts[0].phone, ip)).statusCode).toBe(200);
      const over = await forgot(accounts[1].phone, ip);
      expect(over.statusCode).toBe(429);
      expect(await count('password_reset_codes WHERE user_id = $1', [accounts[1].session.userId])).toBe(0);
    });
  });

  describe('reset password', () => {
    it('ends every session, signs this browser in, and the old password no longer works', async () => {
      const laptop = browser(WINDOWS_FIREFOX);
      const { phone, session: first } = await member(laptop);
      const second = (await signIn(phone, PASSWORD, browser(IPHONE_SAFARI))).json() as Signed;
      const rotated = (await refreshGrant(ctx.app, second.refreshToken)).json() as Signed;
      await forgot(phone);
      const code = await latestCode(ctx.app, phone);

      const phoneBrowser = browser(ANDROID_CHROME);
      const res = await resetWith(phone, code, NEW_PASSWORD, phoneBrowser);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const signed = res.json() as Signed;
      expect(signed).toMatchObject({ tokenType: 'Bearer', userId: first.userId });
      expect(signed.deviceToken).toMatch(/^[\w-]+\.[\w-]+$/);
      expect((await profile(signed.accessToken)).statusCode).toBe(200);
      // The browser that reset is the account's only known device from now on: the others meet the number's
      // sign-in throttle like strangers.
      expect(await count('login_devices WHERE user_id = $1', [first.userId])).toBe(1);

      // Every earlier refresh token answers 401, and their access tokens stop at once.
      for (const token of [first.refreshToken, second.refreshToken, rotated.refreshToken]) {
        const refresh = await refreshGrant(ctx.app, token);
        expect(refresh.statusCode).toBe(401);
        expect(refresh.json()).toMatchObject({ error: 'unauthorized', reason: 'invalid_token' });
      }
      for (const token of [first.accessToken, rotated.accessToken]) {
        expect((await profile(token)).statusCode).toBe(401);
      }
      const list = (await listSessions(signed.accessToken)).json().sessions as {
        current: boolean;
        browser: string;
      }[];
      expect(list).toEqual([expect.objectContaining({ current: true, browser: 'Chrome', os: 'Android' })]);
      expect((await refreshGrant(ctx.app, signed.refreshToken)).statusCode).toBe(200);

      const old = await signIn(phone, PASSWORD);
      expect(old.statusCode).toBe(400);
      expect(old.json().reason).toBe('incorrect_password');
      expect((await signIn(phone, NEW_PASSWORD)).statusCode).toBe(200);

      // The code is used up.
      const again = await resetWith(phone, code, 'third-password');
      expect(again.json()).toMatchObject({
        error: 'bad_request',
        reason: 'no_code',
        fields: { code: 'invalid_code' },
      });
    });

    it('keeps the device token of a browser that signed in before', async () => {
      const laptop = browser();
      const { phone, session } = await member(laptop);
      await forgot(phone);
      const res = await reset(
        {
          phone,
          code: await latestCode(ctx.app, phone),
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
          deviceToken: session.deviceToken,
        },
        laptop,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().deviceToken).toBe(session.deviceToken);
      expect(await count('login_devices WHERE user_id = $1', [session.userId])).toBe(1);
    });

    it('counts wrong codes: five, then the right one is refused too, and the password stays', async () => {
      const { phone, session } = await member();
      await forgot(phone);
      const code = await latestCode(ctx.app, phone);
      for (let i = 0; i < ACTIVATION_CODE_MAX_TRIES; i++) {
        const res = await resetWith(phone, wrongCode(code));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: 'bad_request',
          message: 'Incorrect code',
          reason: 'incorrect_code',
          fields: { code: 'invalid_code' },
        });
      }
      const exhausted = await resetWith(phone, code);
      expect(exhausted.json()).toMatchObject({ error: 'bad_request', reason: 'code_exhausted' });
      expect((await refreshGrant(ctx.app, session.refreshToken)).statusCode).toBe(200);
      expect((await signIn(phone, PASSWORD)).statusCode).toBe(200);

      // A new code (a minute later) starts a new count.
      await aMinuteLater(phone);
      expect((await forgot(phone)).json().codeSent).toBe(true);
      expect((await resetWith(phone, await latestCode(ctx.app, phone))).statusCode).toBe(200);
    });

    it('refuses an expired code, a code before any was sent, and an unknown number', async () => {
      const { phone, session } = await member();
      expect((await resetWith(phone, '123456')).json()).toMatchObject({ reason: 'no_code' });
      await forgot(phone);
      const code = await latestCode(ctx.app, phone);
      await ctx.db.query(
        `UPDATE password_reset_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [session.userId],
      );
      expect((await resetWith(phone, code)).json()).toMatchObject({
        error: 'bad_request',
        reason: 'code_expired',
      });
      const unknown = await resetWith(uniquePhone(), '123456');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('not_found');
    });

    it('only resets: a reset code neither activates nor creates a first password, nor signs in alone', async () => {
      const { phone } = await member();
      await forgot(phone);
      const code = await latestCode(ctx.app, phone);
      const activation = await ctx.app.inject({
        method: 'POST',
        url: '/api/v2/auth/webActivation',
        payload: { phone, code },
      });
      expect(activation.statusCode).toBe(400);
      expect(activation.json().reason).toBe('no_code');
      const create = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/createPassword',
        payload: { phone, aCode: code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(create.json().reason).toBe('password_exists');
      // The code is no password: it signs nobody in.
      expect((await signIn(phone, code)).statusCode).toBe(400);
      // Without a new password the code is not even looked at, so it is not used up.
      const noPassword = await reset({ phone, code });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json().fields).toMatchObject({ password: 'invalid_password' });
      expect((await resetWith(phone, code)).statusCode).toBe(200);
    });

    it('answers each malformed field with its validation key before looking at the code', async () => {
      const { phone, session } = await member();
      await forgot(phone);
      const code = await latestCode(ctx.app, phone);
      const valid = { phone, code: wrongCode(code), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ ...valid, phone: '12345' }, { phone: 'invalid_phone' }],
        [{ ...valid, code: '12345' }, { code: 'invalid_code' }],
        [{ ...valid, code: 'abcdef' }, { code: 'invalid_code' }],
        [{ ...valid, code: 123456 }, { code: 'invalid_code' }],
        [{ ...valid, password: 'abc12', confirmPassword: 'abc12' }, { password: 'invalid_password' }],
        [{ ...valid, password: 'p'.repeat(129) }, { password: 'invalid_password' }],
        [{ ...valid, confirmPassword: 'something-else' }, { confirmPassword: 'invalid_password' }],
        [{ ...valid, confirmPassword: undefined }, { confirmPassword: 'invalid_confirmPassword' }],
        [{ ...valid, deviceToken: 'd'.repeat(201) }, { deviceToken: 'invalid_deviceToken' }],
        [{ ...valid, userId: 1 }, { request: 'invalid_request' }],
      ];
      for (const [body, fields] of cases) {
        const res = await reset(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().fields, JSON.stringify(body)).toEqual(fields);
      }
      const differ = await reset({ ...valid, confirmPassword: 'something-else' });
      expect(differ.json()).toMatchObject({
        error: 'invalid_password',
        message: 'The passwords must match',
        reason: 'passwords_differ',
      });
      const [row] = await ctx.db.query<{ tries: number }>(
        'SELECT tries FROM password_reset_codes WHERE user_id = $1',
        [session.userId],
      );
      expect(row?.tries).toBe(0);
    });
  });

  describe('change password', () => {
    it('needs the current password, ends every other session, and keeps this one', async () => {
      const here = browser(WINDOWS_FIREFOX);
      const { phone, session } = await member(here);
      const other = (await signIn(phone, PASSWORD, browser(IPHONE_SAFARI))).json() as Signed;
      const third = (await signIn(phone, PASSWORD, browser(ANDROID_CHROME))).json() as Signed;

      const res = await change(session.accessToken, {
        currentPassword: PASSWORD,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ changed: true, signedOut: 2 });

      for (const ended of [other, third]) {
        expect((await refreshGrant(ctx.app, ended.refreshToken)).statusCode).toBe(401);
        expect((await profile(ended.accessToken)).statusCode).toBe(401);
      }
      expect((await profile(session.accessToken)).statusCode).toBe(200);
      const refreshed = await refreshGrant(ctx.app, session.refreshToken);
      expect(refreshed.statusCode).toBe(200);
      expect((await signIn(phone, PASSWORD)).json().reason).toBe('incorrect_password');
      expect((await signIn(phone, NEW_PASSWORD)).statusCode).toBe(200);
      // Changing the password forgot every other known device: this browser's stays, beside the sign-in above.
      expect(await count('login_devices WHERE user_id = $1', [session.userId])).toBe(2);
    });

    it('refuses a wrong current password on its field, and waits after five', async () => {
      const { phone, session } = await member();
      const other = (await signIn(phone, PASSWORD)).json() as Signed;
      const attempt = (currentPassword: string) =>
        change(session.accessToken, {
          currentPassword,
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        });
      for (let i = 0; i < LOGIN_LIMITS.account.free; i++) {
        const res = await attempt(`wrong-${i}-pass`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: 'bad_request',
          message: 'Password is incorrect',
          reason: 'incorrect_password',
          fields: { currentPassword: 'invalid_password' },
        });
      }
      const blocked = await attempt(PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().retryAfter).toBe(Number(blocked.headers['retry-after']));
      // Nothing changed: the other session lives and the password is the old one.
      expect((await refreshGrant(ctx.app, other.refreshToken)).statusCode).toBe(200);
      await ctx.db.query(`UPDATE login_failures SET at = at - interval '1 hour' WHERE key = $1`, [
        `account:${session.userId}`,
      ]);
      expect((await attempt(PASSWORD)).statusCode).toBe(200);
    });

    it('answers each malformed field with its validation key, and needs a signed-in user', async () => {
      const { phone, session } = await member();
      const valid = { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ ...valid, password: 'abc12', confirmPassword: 'abc12' }, { password: 'invalid_password' }],
        [{ ...valid, password: undefined }, { password: 'invalid_password' }],
        [{ ...valid, currentPassword: 'p'.repeat(129) }, { currentPassword: 'invalid_currentPassword' }],
        [{ ...valid, currentPassword: 7 }, { currentPassword: 'invalid_currentPassword' }],
        [{ ...valid, confirmPassword: 'not-the-same' }, { confirmPassword: 'invalid_password' }],
        [{ ...valid, confirmPassword: 'ab\u0000cd' }, { confirmPassword: 'invalid_confirmPassword' }],
        [{ ...valid, phone: '0911000000' }, { request: 'invalid_request' }],
      ];
      for (const [body, fields] of cases) {
        const res = await change(session.accessToken, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().fields, JSON.stringify(body)).toEqual(fields);
      }
      const anonymous = await ctx.app.inject({
        method: 'POST',
        url: '/api/v2/password/change',
        payload: valid,
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error).toBe('unauthorized');
      expect((await signIn(phone, PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('sessions', () => {
    it('lists the signed-in browsers with their client, device id and first and last use', async () => {
      const android = browser(ANDROID_CHROME);
      const windows = browser(WINDOWS_FIREFOX);
      const { phone, session } = await member(android);
      const other = (await signIn(phone, PASSWORD, windows)).json() as Signed;
      const ended = (await signIn(phone, PASSWORD, browser(IPHONE_SAFARI))).json() as Signed;
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        payload: { refreshToken: ended.refreshToken },
      });
      const stranger = await member();

      const res = await listSessions(session.accessToken);
      expect(res.statusCode).toBe(200);
      const sessions = res.json().sessions as Record<string, unknown>[];
      expect(sessions).toHaveLength(2);
      const mine = sessions.find((s) => s.current);
      expect(mine).toMatchObject({
        current: true,
        deviceId: android.deviceId,
        browser: 'Chrome',
        os: 'Android',
      });
      expect(sessions.find((s) => !s.current)).toMatchObject({
        deviceId: windows.deviceId,
        browser: 'Firefox',
        os: 'Windows',
      });
      for (const s of sessions) {
        expect(Object.keys(s).sort()).toEqual([
          'browser',
          'createdAt',
          'current',
          'deviceId',
          'id',
          'lastUsedAt',
          'os',
        ]);
        expect(new Date(s.createdAt as string).toISOString()).toBe(s.createdAt);
        expect(Date.parse(s.lastUsedAt as string)).toBeGreaterThanOrEqual(Date.parse(s.createdAt as string));
      }
      expect(JSON.stringify(sessions)).not.toContain('Mozilla');
      const ids = sessions.map((s) => s.id);
      expect(
        ((await listSessions(stranger.session.accessToken)).json().sessions as { id: number }[]).map(
          (s) => s.id,
        ),
      ).not.toEqual(expect.arrayContaining(ids));

      // The other browser's session seen from there: it is the current one.
      const fromThere = (await listSessions(other.accessToken)).json().sessions as Record<string, unknown>[];
      expect(fromThere.find((s) => s.current)?.deviceId).toBe(windows.deviceId);
    });

    it('moves a session to the top when its token is refreshed', async () => {
      const { phone, session } = await member();
      const other = (await signIn(phone, PASSWORD, browser(WINDOWS_FIREFOX))).json() as Signed;
      await ctx.db.query(
        `UPDATE login_sessions SET last_used_at = last_used_at - interval '2 days' WHERE user_id = $1`,
        [session.userId],
      );
      const before = (await listSessions(other.accessToken)).json().sessions as {
        id: number;
        lastUsedAt: string;
      }[];
      const refreshed = await postForm(
        ctx.app,
        '/api/auth/login',
        { grant_type: 'refresh_token', refresh_token: session.refreshToken, ...client },
        { headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': IPHONE_SAFARI } },
      );
      expect(refreshed.statusCode).toBe(200);
      const after = (await listSessions(other.accessToken)).json().sessions as {
        id: number;
        lastUsedAt: string;
        os: string;
        current: boolean;
      }[];
      expect(after).toHaveLength(2);
      expect(after[0]).toMatchObject({ current: false, os: 'iOS' });
      expect(Date.parse(after[0]?.lastUsedAt as string)).toBeGreaterThan(
        Date.parse(before.find((s) => s.id === after[0]?.id)?.lastUsedAt as string),
      );
    });

    it('signs one session out: its tokens stop at once, its device loses its standing, the rest go on', async () => {
      const here = browser(ANDROID_CHROME);
      const there = browser(WINDOWS_FIREFOX);
      const { phone, session } = await member(here);
      const other = (await signIn(phone, PASSWORD, there)).json() as Signed;
      const list = (await listSessions(session.accessToken)).json().sessions as {
        id: number;
        current: boolean;
      }[];
      const target = list.find((s) => !s.current)?.id as number;
      expect(await count('login_devices WHERE user_id = $1', [session.userId])).toBe(2);

      const res = await signOut(session.accessToken, target);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ signedOut: 1 });
      expect((await signOut(session.accessToken, target)).json()).toEqual({ signedOut: 0 });
      expect((await profile(other.accessToken)).statusCode).toBe(401);
      expect((await refreshGrant(ctx.app, other.refreshToken)).statusCode).toBe(401);
      expect((await profile(session.accessToken)).statusCode).toBe(200);
      expect((await refreshGrant(ctx.app, session.refreshToken)).statusCode).toBe(200);
      expect(await count('login_devices WHERE user_id = $1', [session.userId])).toBe(1);
      // Its device token is no longer a known device's: it meets the number's throttle like a stranger.
      expect((await signIn(phone, PASSWORD, there, other.deviceToken)).json().deviceToken).not.toBe(
        other.deviceToken,
      );
    });

    it('refuses to sign out a session of another account, or one that does not exist', async () => {
      const { session } = await member();
      const stranger = await member();
      const theirs = (
        (await listSessions(stranger.session.accessToken)).json().sessions as { id: number }[]
      )[0]?.id as number;
      const res = await signOut(session.accessToken, theirs);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('not_found');
      expect((await refreshGrant(ctx.app, stranger.session.refreshToken)).statusCode).toBe(200);
      expect((await signOut(session.accessToken, 9_000_000_000)).statusCode).toBe(404);
      for (const id of [0, -1, 1.5, '12', null, Number.MAX_SAFE_INTEGER + 2]) {
        const bad = await signOut(session.accessToken, id);
        expect(bad.statusCode, String(id)).toBe(400);
        expect(bad.json().fields).toEqual({ id: 'invalid_id' });
      }
    });

    it('signs every other session out and keeps this one', async () => {
      const { phone, session } = await member(browser(ANDROID_CHROME));
      const others = [
        (await signIn(phone, PASSWORD, browser(WINDOWS_FIREFOX))).json() as Signed,
        (await signIn(phone, PASSWORD, browser(IPHONE_SAFARI))).json() as Signed,
      ];
      const res = await signOutOthers(session.accessToken);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ signedOut: 2 });
      for (const other of others) {
        expect((await profile(other.accessToken)).statusCode).toBe(401);
        expect((await refreshGrant(ctx.app, other.refreshToken)).statusCode).toBe(401);
      }
      const left = (await listSessions(session.accessToken)).json().sessions as { current: boolean }[];
      expect(left).toEqual([expect.objectContaining({ current: true })]);
      expect(await count('login_devices WHERE user_id = $1', [session.userId])).toBe(1);
      expect((await signOutOthers(session.accessToken)).json()).toEqual({ signedOut: 0 });
    });

    it('answers 401 to each session call without a signed-in user', async () => {
      const calls: InjectOptions[] = [
        { url: '/api/v2/sessions' },
        { method: 'POST', url: '/api/v2/sessions/signOut', payload: { id: 1 } },
        { method: 'POST', url: '/api/v2/sessions/signOutOthers', payload: {} },
      ];
      for (const call of calls) {
        const res = await ctx.app.inject(call);
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toBe('unauthorized');
      }
    });
  });
});
