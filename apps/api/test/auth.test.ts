import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { DEVICES_PER_ACCOUNT } from '../src/modules/auth/device-token.ts';
import { LOGIN_LIMITS } from '../src/modules/auth/throttle.ts';
import {
  client,
  latestCode,
  passwordGrant,
  postForm,
  refreshGrant,
  signUp,
  uniquePhone,
} from './auth-helpers.ts';
import { buildTestApp, targets } from './helper.ts';

describe.each(targets)('accounts and sign-in on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(target);
  });
  afterAll(() => ctx?.close());

  const register = (phone: string, extra: object = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/v2/auth/webPersonalRegister', payload: { phone, ...extra } });
  const activate = (phone: string, code: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v2/auth/webActivation', payload: { phone, code } });
  const createPassword = (
    phone: string,
    aCode: string,
    password = 'selam-1234',
    confirmPassword = password,
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/createPassword',
      payload: { phone, aCode, password, confirmPassword },
    });
  const profile = (token?: string) =>
    ctx.app.inject({
      url: '/api/v2/user/profile',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n);
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  let devices = 0;
  /**
   * Signs up from an address of its own (the sign-up limits count per address) and keeps the device token
   * the sign-in returned, as the web app does.
   */
  const signUpOnDevice = async () => {
    devices += 1;
    const remoteAddress = `10.200.${Math.floor(devices / 250)}.${(devices % 250) + 1}`;
    const phone = uniquePhone();
    const password = 'selam-1234';
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/auth/webPersonalRegister',
      payload: { phone },
      remoteAddress,
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const aCode = await latestCode(ctx.app, phone);
    expect((await createPassword(phone, aCode, password)).statusCode).toBe(200);
    const login = await passwordGrant(ctx.app, phone, password, { remoteAddress });
    expect(login.statusCode, login.body).toBe(200);
    const tokens = login.json() as { deviceToken?: unknown };
    return { phone, password, deviceToken: String(tokens.deviceToken) };
  };
  /** The password grant from `ip`, with the device token a browser kept from an earlier sign-in. */
  const grantFrom = (phone: string, password: string, deviceToken: string | undefined, ip: string) =>
    postForm(
      ctx.app,
      '/api/auth/login',
      {
        grant_type: 'password',
        username: phone,
        password,
        ...client,
        ...(deviceToken === undefined ? {} : { device_token: deviceToken }),
      },
      { remoteAddress: ip },
    );

  describe('phone numbers', () => {
    it('accepts every way Ethiopians write a number and stores one account in E.164', async () => {
      const local = uniquePhone(); // 0911xxxxxx
      const forms = [
        local,
        local.slice(1),
        `+251${local.slice(1)}`,
        `251 ${local.slice(1, 3)} ${local.slice(3)}`,
        `${local.slice(0, 4)}-${local.slice(4)}`,
      ];
      for (const form of forms) expect((await register(form)).statusCode).toBe(200);
      expect(await count('users WHERE phone = $1', [`+251${local.slice(1)}`])).toBe(1);
    });

    it.each(['12345', '0111234567', 'abc', '+254711234567', "0911' OR '1'='1"])(
      'answers %s with invalid_phone and writes nothing',
      async (phone) => {
        const before = await count('users');
        const res = await register(phone);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          error: 'invalid_phone',
          message: 'Please enter a valid phone number',
          fields: { phone: 'invalid_phone' },
        });
        expect(await count('users')).toBe(before);
        const check = await ctx.app.inject(`/api/auth/checkUser/${encodeURIComponent(phone)}`);
        expect(check.statusCode).toBe(400);
        expect(check.json().error).toBe('invalid_phone');
      },
    );

    it('keeps one account when the same number registers twice at once', async () => {
      const phone = uniquePhone();
      const answers = await Promise.all([register(phone), register(phone), register(phone)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(answers.filter((a) => a.json().codeSent)).toHaveLength(1);
      expect(await count('users WHERE phone = $1', [`+251${phone.slice(1)}`])).toBe(1);
    });
  });

  describe('check user', () => {
    it('says not_found, then exists without a password, then with one', async () => {
      const phone = uniquePhone();
      const before = await ctx.app.inject(`/api/auth/checkUser/${phone}`);
      expect(before.statusCode).toBe(404);
      expect(before.json().error).toBe('not_found');
      await register(phone);
      expect((await ctx.app.inject(`/api/auth/checkUser/${phone}`)).json()).toEqual({
        userExists: true,
        passwordCreated: false,
        webLogin: false,
      });
      expect((await createPassword(phone, await latestCode(ctx.app, phone))).statusCode).toBe(200);
      expect((await ctx.app.inject(`/api/auth/checkUser/+251${phone.slice(1)}`)).json()).toEqual({
        userExists: true,
        passwordCreated: true,
        webLogin: true,
      });
    });
  });

  describe('activation codes', () => {
    it('texts 6 digits, stores only their hash, and sends no second code within a minute', async () => {
      const phone = uniquePhone();
      const first = await register(phone);
      expect(first.json()).toEqual({ webLogin: false, codeSent: true, resendAfter: 60 });
      const code = await latestCode(ctx.app, phone);
      expect(code).toMatch(/^\d{6}$/);
      const [row] = await ctx.db.query<{ code_hash: string }>('SELECT code_hash FROM activation_codes');
      expect(row?.code_hash).not.toContain(code);
      const again = await register(phone);
      expect(again.json()).toMatchObject({ codeSent: false });
      expect(again.json().resendAfter).toBeGreaterThan(0);
      expect(again.json().resendAfter).toBeLessThanOrEqual(60);
      expect(await latestCode(ctx.app, phone)).toBe(code);
    });

    it('sends a new code after a minute, and the old one stops working', async () => {
      const phone = uniquePhone();
      await register(phone);
      const old = await latestCode(ctx.app, phone);
      await ctx.db.query("UPDATE activation_codes SET sent_at = now() - interval '61 seconds'");
      expect((await register(phone)).json().codeSent).toBe(true);
      const fresh = await latestCode(ctx.app, phone);
      if (fresh !== old) expect((await activate(phone, old)).json().reason).toBe('incorrect_code');
      expect((await activate(phone, fresh)).statusCode).toBe(200);
    });

    it('activates with the right code and marks the account', async () => {
      const phone = uniquePhone();
      await register(phone);
      const res = await activate(phone, await latestCode(ctx.app, phone));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ activated: true });
      expect(
        await count('users WHERE phone = $1 AND activated_at IS NOT NULL', [`+251${phone.slice(1)}`]),
      ).toBe(1);
    });

    it('answers a wrong code with Incorrect code; the sixth try fails even with the right code', async () => {
      const phone = uniquePhone();
      await register(phone);
      const code = await latestCode(ctx.app, phone);
      for (let i = 0; i < 5; i++) {
        const res = await createPassword(phone, wrongCode(code));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          error: 'bad_request',
          message: 'Incorrect code',
          reason: 'incorrect_code',
        });
      }
      const sixth = await createPassword(phone, code);
      expect(sixth.statusCode).toBe(400);
      expect(sixth.json()).toMatchObject({ error: 'bad_request', reason: 'code_exhausted' });
      expect(
        await count('users WHERE phone = $1 AND password_hash IS NOT NULL', [`+251${phone.slice(1)}`]),
      ).toBe(0);
    });

    it('refuses an expired code, and a code before any was sent', async () => {
      const phone = uniquePhone();
      await register(phone);
      const code = await latestCode(ctx.app, phone);
      await ctx.db.query("UPDATE activation_codes SET expires_at = now() - interval '1 second'");
      const res = await createPassword(phone, code);
      expect(res.json()).toMatchObject({ error: 'bad_request', reason: 'code_expired' });
      expect((await activate(uniquePhone(), '123456')).statusCode).toBe(404);
    });

    it('rejects malformed codes by schema before looking', async () => {
      const phone = uniquePhone();
      await register(phone);
      for (const code of ['12345', '1234567', 'abcdef', '']) {
        const res = await activate(phone, code);
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toMatchObject({ code: 'invalid_code' });
      }
      expect(
        (
          await ctx.db.query<{ tries: number }>(
            'SELECT tries FROM activation_codes ORDER BY sent_at DESC LIMIT 1',
          )
        )[0]?.tries,
      ).toBe(0);
    });
  });

  describe('create password', () => {
    it('stores an argon2id hash, uses the code up, and refuses a second password', async () => {
      const phone = uniquePhone();
      await register(phone);
      const code = await latestCode(ctx.app, phone);
      expect((await createPassword(phone, code, 'abc12')).json().fields).toMatchObject({
        password: 'invalid_password',
      });
      const differ = await createPassword(phone, code, 'selam-1234', 'selam-9999');
      expect(differ.json()).toMatchObject({
        error: 'invalid_password',
        message: 'The passwords must match',
        reason: 'passwords_differ',
      });
      expect((await createPassword(phone, code)).statusCode).toBe(200);
      const [user] = await ctx.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE phone = $1',
        [`+251${phone.slice(1)}`],
      );
      expect(user?.password_hash).toMatch(/^\$argon2id\$/);
      expect(
        await count('activation_codes a JOIN users u ON u.id = a.user_id WHERE u.phone = $1', [
          `+251${phone.slice(1)}`,
        ]),
      ).toBe(0);
      expect((await createPassword(phone, code)).json()).toMatchObject({ reason: 'password_exists' });
      expect((await register(phone)).json()).toEqual({ webLogin: true, codeSent: false, resendAfter: 0 });
    });
  });

  describe('token endpoint', () => {
    it('signs in with the password grant and serves the profile to the bearer only', async () => {
      const user = await signUp(ctx.app);
      expect(user).toMatchObject({
        tokenType: 'Bearer',
        expiresIn: 900,
        accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      });
      const me = await profile(user.accessToken);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        id: user.userId,
        phone: `+251${user.phone.slice(1)}`,
        firstName: 'Abebe',
        lastName: 'Bikila',
        interests: null,
      });
      expect((await profile()).statusCode).toBe(401);
    });

    it('answers a wrong password with Password is incorrect, and an unknown number the same way', async () => {
      const user = await signUp(ctx.app);
      for (const username of [user.phone, uniquePhone()]) {
        const res = await passwordGrant(ctx.app, username, 'wrong-password');
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          error: 'bad_request',
          message: 'Password is incorrect',
          reason: 'incorrect_password',
        });
      }
    });

    it('refuses a wrong client id or secret, and an unknown grant', async () => {
      const user = await signUp(ctx.app);
      const res = await postForm(ctx.app, '/api/auth/login', {
        grant_type: 'password',
        username: user.phone,
        password: user.password,
        client_id: 'sefer-web',
        client_secret: 'guess',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'unauthorized', reason: 'invalid_client' });
      const grant = await postForm(ctx.app, '/api/auth/login', {
        grant_type: 'client_credentials',
        ...client,
      });
      expect(grant.statusCode).toBe(400);
      expect(grant.json().error).toBe('bad_request');
    });

    it('throttles 20 wrong passwords for one number after the fifth, with a retry time, even for the right one', async () => {
      const user = await signUp(ctx.app);
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await passwordGrant(ctx.app, user.phone, `wrong-${i}-pass`, {
          remoteAddress: `10.1.0.${i}`,
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json()).toMatchObject({ error: 'too_many_requests', retryAfter: expect.any(Number) });
          expect(res.json().retryAfter).toBeGreaterThan(0);
          expect(res.json().retryAfter).toBeLessThanOrEqual(900);
          expect(Number(res.headers['retry-after'])).toBe(res.json().retryAfter);
        }
      }
      expect(statuses).toEqual([...Array(5).fill(400), ...Array(15).fill(429)]);
      expect(
        (await passwordGrant(ctx.app, user.phone, user.password, { remoteAddress: '10.2.0.1' })).statusCode,
      ).toBe(429);
      // When the window has passed, the right password works again and clears the count.
      await ctx.db.query("UPDATE login_failures SET at = at - interval '16 minutes'");
      expect(
        (await passwordGrant(ctx.app, user.phone, user.password, { remoteAddress: '10.2.0.1' })).statusCode,
      ).toBe(200);
    });

    it('throttles one client address trying many numbers, and a forged X-Forwarded-For does not help', async () => {
      const ip = '10.9.9.9';
      const owner = await signUpOnDevice();
      const ceiling = LOGIN_LIMITS.address.free;
      const statuses: number[] = [];
      for (let i = 0; i <= ceiling; i++) {
        const res = await passwordGrant(ctx.app, uniquePhone(), 'wrong-pass', {
          remoteAddress: ip,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `192.0.2.${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, ceiling).every((s) => s === 400)).toBe(true);
      expect(statuses[ceiling]).toBe(429);
      // A new device there waits too; a device that signed in before does not.
      expect(
        (await passwordGrant(ctx.app, owner.phone, owner.password, { remoteAddress: ip })).statusCode,
      ).toBe(429);
      const known = await grantFrom(owner.phone, owner.password, owner.deviceToken, ip);
      expect(known.statusCode).toBe(200);
    });

    it('lets a device that signed in before in with the right password while the number is locked', async () => {
      const user = await signUpOnDevice();
      expect(user.deviceToken).toMatch(/^[\w-]+\.[\w-]+$/);
      for (let i = 0; i < 5; i++) {
        const res = await passwordGrant(ctx.app, user.phone, `wrong-${i}-pass`, {
          remoteAddress: `10.3.0.${i}`,
        });
        expect(res.statusCode).toBe(400);
      }
      expect((await grantFrom(user.phone, user.password, undefined, '10.3.1.1')).statusCode).toBe(429);
      const known = await grantFrom(user.phone, user.password, user.deviceToken, '10.3.1.1');
      expect(known.statusCode).toBe(200);
      expect(known.json().deviceToken).toBe(user.deviceToken);
      // Someone else's device token, or a tampered one, is a new device.
      const other = await signUpOnDevice();
      expect((await grantFrom(user.phone, user.password, other.deviceToken, '10.3.1.1')).statusCode).toBe(
        429,
      );
      const forged = `${user.deviceToken.split('.')[0]}.${other.deviceToken.split('.')[1]}`;
      expect((await grantFrom(user.phone, user.password, forged, '10.3.1.1')).statusCode).toBe(429);
      expect((await grantFrom(user.phone, user.password, 'garbage', '10.3.1.1')).statusCode).toBe(429);
    });

    it('makes a new device wait longer after each wrong password instead of locking for a fixed time', async () => {
      const user = await signUpOnDevice();
      for (let i = 0; i < 5; i++) await passwordGrant(ctx.app, user.phone, `wrong-${i}-pass`);
      const waits: number[] = [];
      for (let round = 0; round < 4; round++) {
        const blocked = await grantFrom(user.phone, user.password, undefined, '10.5.0.1');
        expect(blocked.statusCode).toBe(429);
        const wait = Number(blocked.headers['retry-after']);
        expect(blocked.json().retryAfter).toBe(wait);
        waits.push(wait);
        // As if the wait had passed: the next wrong password counts, and the wait after it is longer.
        await ctx.db.query('UPDATE login_failures SET at = at - make_interval(secs => $1)', [wait]);
        expect((await passwordGrant(ctx.app, user.phone, 'wrong-again')).statusCode).toBe(400);
      }
      expect(waits[0]).toBeLessThanOrEqual(2);
      for (let i = 1; i < waits.length; i++) expect(waits[i]).toBe((waits[i - 1] as number) * 2);
    });

    it('limits guesses from a known device on their own: its token alone is no free pass', async () => {
      const user = await signUpOnDevice();
      for (let i = 0; i < 5; i++) {
        const res = await grantFrom(user.phone, `wrong-${i}-pass`, user.deviceToken, '10.6.0.1');
        expect(res.statusCode).toBe(400);
      }
      expect((await grantFrom(user.phone, user.password, user.deviceToken, '10.6.0.1')).statusCode).toBe(429);
      // The number itself is not locked by the device's own mistakes.
      expect((await grantFrom(user.phone, user.password, undefined, '10.6.0.2')).statusCode).toBe(200);
    });

    it('keeps the twenty most recent devices of an account', async () => {
      const user = await signUpOnDevice();
      for (let i = 0; i < DEVICES_PER_ACCOUNT; i++) {
        expect((await grantFrom(user.phone, user.password, undefined, '10.8.0.1')).statusCode).toBe(200);
      }
      expect(
        await count('login_devices WHERE user_id = (SELECT id FROM users WHERE phone = $1)', [
          `+251${user.phone.slice(1)}`,
        ]),
      ).toBe(DEVICES_PER_ACCOUNT);
      for (let i = 0; i < 5; i++) await passwordGrant(ctx.app, user.phone, `wrong-${i}-pass`);
      // The first device has been pushed out: it is a new device again.
      expect((await grantFrom(user.phone, user.password, user.deviceToken, '10.8.0.1')).statusCode).toBe(429);
    });

    it('counts an address per number: failures for some numbers there leave other numbers alone', async () => {
      const ip = '10.4.4.4';
      const owner = await signUpOnDevice();
      const target = uniquePhone();
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        statuses.push(
          (await passwordGrant(ctx.app, target, `wrong-${i}-pass`, { remoteAddress: ip })).statusCode,
        );
      }
      expect(statuses).toEqual([...Array(5).fill(400), ...Array(15).fill(429)]);
      // Twenty more wrong passwords over four other numbers from the same address (a carrier's NAT).
      for (let n = 0; n < 4; n++) {
        const phone = uniquePhone();
        for (let i = 0; i < 5; i++) {
          expect(
            (await passwordGrant(ctx.app, phone, `wrong-${i}-pass`, { remoteAddress: ip })).statusCode,
          ).toBe(400);
        }
      }
      const res = await passwordGrant(ctx.app, owner.phone, owner.password, { remoteAddress: ip });
      expect(res.statusCode).toBe(200);
    });

    it('rotates the refresh token on every use', async () => {
      const user = await signUp(ctx.app);
      const first = await refreshGrant(ctx.app, user.refreshToken);
      expect(first.statusCode).toBe(200);
      const next = first.json();
      expect(next.refreshToken).not.toBe(user.refreshToken);
      expect((await profile(next.accessToken)).statusCode).toBe(200);
      expect((await refreshGrant(ctx.app, next.refreshToken)).statusCode).toBe(200);
    });

    it('revokes the whole family when a used refresh token comes back after the grace period, and leaves other sessions alone', async () => {
      const user = await signUp(ctx.app);
      const otherSession = (await passwordGrant(ctx.app, user.phone, user.password)).json();
      const rotated = (await refreshGrant(ctx.app, user.refreshToken)).json();
      await ctx.db.query(
        "UPDATE refresh_tokens SET used_at = used_at - interval '31 seconds' WHERE used_at IS NOT NULL AND user_id = $1",
        [user.userId],
      );
      const replay = await refreshGrant(ctx.app, user.refreshToken);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ error: 'unauthorized', reason: 'invalid_token' });
      expect((await refreshGrant(ctx.app, rotated.refreshToken)).statusCode).toBe(401);
      expect((await profile(rotated.accessToken)).statusCode).toBe(401);
      expect((await refreshGrant(ctx.app, otherSession.refreshToken)).statusCode).toBe(200);
    });

    it('answers ten refreshes of one token at once with one successor, and one session stays valid', async () => {
      const user = await signUp(ctx.app);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => refreshGrant(ctx.app, user.refreshToken)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      const successors = new Set(answers.map((a) => a.json().refreshToken));
      expect(successors.size).toBe(1);
      for (const answer of answers) expect((await profile(answer.json().accessToken)).statusCode).toBe(200);
      const successor = answers[0]?.json().refreshToken as string;
      expect(
        await count('refresh_tokens WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL', [
          user.userId,
        ]),
      ).toBe(1);
      const next = await refreshGrant(ctx.app, successor);
      expect(next.statusCode).toBe(200);
      expect((await profile(next.json().accessToken)).statusCode).toBe(200);
    });

    it('gives the just-rotated token the same successor for the grace period, never a successor that ended', async () => {
      const user = await signUp(ctx.app);
      const first = (await refreshGrant(ctx.app, user.refreshToken)).json();
      const again = await refreshGrant(ctx.app, user.refreshToken);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ refreshToken: first.refreshToken, userId: user.userId });
      // Two rotations inside the period: the first token leads to the latest one.
      const second = (await refreshGrant(ctx.app, first.refreshToken)).json();
      expect((await refreshGrant(ctx.app, user.refreshToken)).json().refreshToken).toBe(second.refreshToken);
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        payload: { refreshToken: second.refreshToken },
      });
      expect((await refreshGrant(ctx.app, user.refreshToken)).statusCode).toBe(401);
      expect((await refreshGrant(ctx.app, first.refreshToken)).statusCode).toBe(401);
    });

    it('refuses unknown and expired refresh tokens, and stores none in clear', async () => {
      const user = await signUp(ctx.app);
      expect((await refreshGrant(ctx.app, 'not-a-token')).statusCode).toBe(401);
      expect(await count('refresh_tokens WHERE token_hash = $1', [user.refreshToken])).toBe(0);
      await ctx.db.query(
        "UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1",
        [user.userId],
      );
      expect((await refreshGrant(ctx.app, user.refreshToken)).statusCode).toBe(401);
    });

    it('logs out: the refresh token and its family are revoked', async () => {
      const user = await signUp(ctx.app);
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        payload: { refreshToken: user.refreshToken },
      });
      expect(out.statusCode).toBe(204);
      expect((await refreshGrant(ctx.app, user.refreshToken)).statusCode).toBe(401);
      expect((await profile(user.accessToken)).statusCode).toBe(401);
    });

    it('stops an access token within the session check period once its family is revoked elsewhere', async () => {
      const revokeElsewhere = (app: typeof ctx, userId: number) =>
        app.db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1', [userId]);
      const user = await signUp(ctx.app);
      expect((await profile(user.accessToken)).statusCode).toBe(200);
      await revokeElsewhere(ctx, user.userId);
      // Checked a moment ago: the answer is remembered for up to SESSION_CHECK_TTL_S (60 s here).
      expect((await profile(user.accessToken)).statusCode).toBe(200);

      const quick = await buildTestApp(target, { SESSION_CHECK_TTL_S: '1' });
      try {
        const other = await signUp(quick.app);
        const me = () =>
          quick.app.inject({
            url: '/api/v2/user/profile',
            headers: { authorization: `Bearer ${other.accessToken}` },
          });
        expect((await me()).statusCode).toBe(200);
        await revokeElsewhere(quick, other.userId);
        await new Promise((resolve) => setTimeout(resolve, 1100));
        expect((await me()).statusCode).toBe(401);
      } finally {
        await quick.close();
      }
    });
  });

  describe('access tokens', () => {
    const sign = (
      secret: string,
      claims: { sub?: string; exp?: number | 'none'; iss?: string; aud?: string },
    ) => {
      const jwt = new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub ?? '1')
        .setIssuer(claims.iss ?? 'sefer')
        .setAudience(claims.aud ?? 'sefer-web')
        .setIssuedAt();
      if (claims.exp !== 'none') jwt.setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600);
      return jwt.sign(new TextEncoder().encode(secret));
    };
    const secret = () => ctx.config.auth.jwtSecret;

    it('refuses forged, foreign, expired, unsigned and malformed tokens with 401, on any API call', async () => {
      const user = await signUp(ctx.app);
      const sub = String(user.userId);
      const bad = [
        await sign('another-service-secret-of-at-least-32-chars', { sub }),
        await sign(secret(), { sub, exp: Math.floor(Date.now() / 1000) - 5 }),
        await sign(secret(), { sub, aud: 'someone-else' }),
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub, iss: 'sefer', aud: 'sefer-web' })).toString('base64url')}.`,
        `${user.accessToken.slice(0, -3)}abc`,
        'garbage',
      ];
      for (const token of bad) {
        const res = await profile(token);
        expect(res.statusCode, token).toBe(401);
        expect(res.json().error).toBe('unauthorized');
        expect(
          (
            await ctx.app.inject({
              url: '/api/v2/home/aroundYou?lat=9.02&lng=38.75',
              headers: { authorization: `Bearer ${token}` },
            })
          ).statusCode,
        ).toBe(401);
      }
      expect((await profile(await sign(secret(), { sub: '99999999' }))).statusCode).toBe(401);
      expect((await profile(user.accessToken)).statusCode).toBe(200);
    });

    it('refuses a token without an expiry, though signed with the right key', async () => {
      const user = await signUp(ctx.app);
      const sub = String(user.userId);
      expect((await profile(await sign(secret(), { sub }))).statusCode).toBe(200);
      const forever = await sign(secret(), { sub, exp: 'none' });
      expect((await profile(forever)).statusCode).toBe(401);
      expect((await profile(forever)).statusCode).toBe(401);
    });

    it('lets the token endpoint through whatever stale bearer the client still sends', async () => {
      const user = await signUp(ctx.app);
      const res = await postForm(
        ctx.app,
        '/api/auth/login',
        { grant_type: 'refresh_token', refresh_token: user.refreshToken, ...client },
        {
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: 'Bearer expired.token.here',
          },
        },
      );
      expect(res.statusCode).toBe(200);
    });
  });
});

/** Production refuses the log sender. */
const PROVIDER = { SMS_SENDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/messages' };

/** The JWT key this repository once shipped as its default: public, so anyone could sign with it. */
const PUBLISHED_JWT_SECRET = 'sefer-development-jwt-secret-change-me-0000';

describe('with NODE_ENV unset', () => {
  const forge = (userId: number) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer('sefer')
      .setAudience('sefer-web')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(PUBLISHED_JWT_SECRET));

  it('refuses a token forged with the once-published key, and has no development outbox', async () => {
    const ctx = await buildTestApp('pglite', {
      NODE_ENV: '',
      SMS_SENDER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/messages',
    });
    try {
      const [user] = await ctx.db.query<{ id: number }>(
        "INSERT INTO users (phone, activated_at) VALUES ('+251911999001', now()) RETURNING id",
      );
      const res = await ctx.app.inject({
        url: '/api/v2/user/profile',
        headers: { authorization: `Bearer ${await forge(user?.id ?? 0)}` },
      });
      expect(res.statusCode).toBe(401);
      expect((await ctx.app.inject('/api/dev/outbox?phone=0911999001')).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  it('has no development outbox with the log sender either: only NODE_ENV=development or test opens it', async () => {
    const ctx = await buildTestApp('pglite', { NODE_ENV: '', SMS_SENDER: 'log' });
    try {
      const phone = uniquePhone();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v2/auth/webPersonalRegister',
        payload: { phone },
      });
      expect(res.statusCode).toBe(200);
      expect((await ctx.app.inject(`/api/dev/outbox?phone=${phone}`)).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});

describe('SMS over HTTP and production settings', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const outboxStatus = async (db: { query: <T>(sql: string) => Promise<T[]> }) =>
    (await db.query<{ status: string }>('SELECT status FROM sms_outbox')).map((r) => r.status);
  let provider: http.Server;
  let received: { auth: string | undefined; body: { from: string; to: string; text: string } }[] = [];
  let failNext = false;
  let url = '';
  beforeAll(async () => {
    provider = http.createServer((req, res) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => {
        if (failNext) {
          res.writeHead(500).end('down');
          return;
        }
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"status":"queued"}');
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/messages`;
  });
  afterAll(() => new Promise((resolve) => provider.close(resolve)));

  it('sends the code to the provider with the configured token and sender name; no dev outbox', async () => {
    const ctx = await buildTestApp('pglite', {
      SMS_SENDER: 'http',
      SMS_HTTP_URL: url,
      SMS_HTTP_TOKEN: 'provider-token',
      SMS_SENDER_NAME: 'SEFER',
    });
    try {
      received = [];
      const phone = uniquePhone();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v2/auth/webPersonalRegister',
        payload: { phone },
      });
      expect(res.statusCode).toBe(200);
      // Sent after the answer, by the sender loop.
      for (let i = 0; i < 200 && !(await outboxStatus(ctx.db)).includes('sent'); i++) await pause(25);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        auth: 'Bearer provider-token',
        body: { from: 'SEFER', to: `+251${phone.slice(1)}` },
      });
      const code = /(\d{6})/.exec(received[0]?.body.text ?? '')?.[1] as string;
      const [row] = await ctx.db.query<{ body: string; code: string | null }>(
        'SELECT body, code FROM sms_outbox',
      );
      expect(row).toMatchObject({ code: null });
      expect(row?.body).not.toContain(code);
      expect((await ctx.app.inject(`/api/dev/outbox?phone=${phone}`)).statusCode).toBe(404);
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/createPassword',
        payload: { phone, aCode: code, password: 'selam-1234', confirmPassword: 'selam-1234' },
      });
      expect(created.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('answers at once when the provider fails, and keeps the message to try again', async () => {
    const ctx = await buildTestApp('pglite', { SMS_SENDER: 'http', SMS_HTTP_URL: url });
    try {
      failNext = true;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v2/auth/webPersonalRegister',
        payload: { phone: uniquePhone() },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ codeSent: true });
      const failure = async () =>
        (
          await ctx.db.query<{ status: string; attempts: number; last_error: string | null }>(
            'SELECT status, attempts, last_error FROM sms_outbox',
          )
        )[0];
      for (let i = 0; i < 200 && !(await failure())?.last_error; i++) await pause(25);
      expect(await failure()).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: 'SMS provider answered 500',
      });
    } finally {
      failNext = false;
      await ctx.close();
    }
  });

  it('starts in production on secrets of its own, and refuses short or once-published ones', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sefer-prod-'));
    try {
      const generated = loadConfig({ ...PROVIDER, NODE_ENV: 'production', DATA_DIR: dataDir });
      expect(generated.auth.jwtSecret).not.toBe(PUBLISHED_JWT_SECRET);
      expect(generated.auth.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(() =>
        loadConfig({
          ...PROVIDER,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          JWT_SECRET: PUBLISHED_JWT_SECRET,
        }),
      ).toThrow(/JWT_SECRET/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    const config = loadConfig({
      ...PROVIDER,
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-that-is-long-enough-42',
      WEB_CLIENT_ID: 'web-prod',
      WEB_CLIENT_SECRET: 'web-prod-secret-0123456789',
    });
    expect(config.auth.webClientId).toBe('web-prod');
  });

  it('has no development outbox in production: the log sender is refused there', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMS_SENDER: 'log',
        JWT_SECRET: 'a-production-secret-that-is-long-enough-42',
        WEB_CLIENT_ID: 'web-prod',
        WEB_CLIENT_SECRET: 'web-prod-secret-0123456789',
      }),
    ).toThrow(/SMS_SENDER/);
  });
});
