import { DEFAULT_PLACE } from '@sefer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_ACCOUNT_TTL_S } from '../src/modules/sms/pending-cleanup.ts';
import { SMS_LIMITS } from '../src/modules/sms/sms-limits.ts';
import { passwordGrant, signUp, uniquePhone } from './auth-helpers.ts';
import { makeTag, signedInUser } from './engage-helpers.ts';
import { buildTestApp, targets } from './helper.ts';

const e164 = (local: string) => `+251${local.slice(1)}`;

describe.each(targets)('SMS limits on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(target, { SMS_BUDGET_PER_MINUTE: '1000' });
  });
  afterAll(() => ctx?.close());

  const register = (phone: string, ip = '127.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v2/auth/webPersonalRegister',
      payload: { phone },
      remoteAddress: ip,
    });
  const count = async (from: string, params: unknown[]) =>
    Number((await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from}`, params))[0]?.n);
  /** As if a minute had passed for `phone`: its one-a-minute rule no longer applies. */
  const aMinuteLater = async (phone: string) => {
    await ctx.db.query(
      `UPDATE activation_codes SET sent_at = sent_at - interval '61 seconds'
        WHERE user_id = (SELECT id FROM users WHERE phone = $1)`,
      [phone],
    );
    await ctx.db.query(
      `UPDATE sms_outbox SET created_at = created_at - interval '61 seconds' WHERE phone = $1`,
      [phone],
    );
  };
  const expect429 = (
    res: Awaited<ReturnType<typeof register>>,
    message: RegExp,
    minWait: number,
    maxWait: number,
  ) => {
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json()).toMatchObject({ error: 'too_many_requests' });
    expect(res.json().message).toMatch(message);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(minWait);
    expect(wait).toBeLessThanOrEqual(maxWait);
  };

  it('texts one number at most 5 codes a day, whatever address asks', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < SMS_LIMITS.perNumberPerDay; i++) {
      const res = await register(phone, `10.20.0.${i}`);
      expect(res.json(), `code ${i + 1}`).toMatchObject({ codeSent: true });
      await aMinuteLater(e164(phone));
    }
    const sixth = await register(phone, '10.20.1.1');
    // The oldest code leaves the day in about 24 hours less the ageing above.
    expect429(sixth, /5 codes today/, 86_400 - 400, 86_400);
    expect(await count('sms_outbox WHERE phone = $1', [e164(phone)])).toBe(5);
  });

  it('counts an address per number: 3 an hour to one number, while another address still gets one', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < SMS_LIMITS.perAddressAndNumberPerHour; i++) {
      expect((await register(phone, '10.21.0.1')).json()).toMatchObject({ codeSent: true });
      await aMinuteLater(e164(phone));
    }
    expect429(await register(phone, '10.21.0.1'), /to this number from your network/, 3_000, 3_600);
    expect((await register(phone, '10.21.0.2')).json()).toMatchObject({ codeSent: true });
  });

  it('stops one address texting many numbers at 30 an hour, leaves no pending account, and spares other addresses', async () => {
    const ip = '10.22.0.1';
    for (let i = 0; i < 30; i++) {
      expect((await register(uniquePhone(), ip)).json(), `number ${i + 1}`).toMatchObject({ codeSent: true });
    }
    const refused = uniquePhone();
    expect429(await register(refused, ip), /sign-ups from your network/, 3_000, 3_600);
    expect(await count('users WHERE phone = $1', [e164(refused)])).toBe(0);
    expect((await register(refused, '10.22.0.2')).json()).toMatchObject({ codeSent: true });
  });

  it('removes pending accounts a day after their last code, at start and on its round, and nothing else', async () => {
    const stale = uniquePhone();
    const fresh = uniquePhone();
    await register(stale, '10.23.0.1');
    await register(fresh, '10.23.0.2');
    const member = await signUp(ctx.app);
    const age = `make_interval(secs => ${PENDING_ACCOUNT_TTL_S + 60})`;
    await ctx.db.query(`UPDATE users SET created_at = created_at - ${age} WHERE phone = ANY($1)`, [
      [e164(stale), e164(fresh), e164(member.phone)],
    ]);
    await ctx.db.query(
      `UPDATE activation_codes SET sent_at = sent_at - ${age}
        WHERE user_id IN (SELECT id FROM users WHERE phone = $1)`,
      [e164(stale)],
    );
    await ctx.app.sms.housekeeping.run();
    expect(await count('users WHERE phone = $1', [e164(stale)])).toBe(0);
    // Its latest code is recent, and a member has a password: both stay.
    expect(await count('users WHERE phone = ANY($1)', [[e164(fresh), e164(member.phone)]])).toBe(2);
    expect((await passwordGrant(ctx.app, member.phone, member.password)).statusCode).toBe(200);

    // A server starting on the database does the same before anything else.
    await register(stale, '10.23.0.3');
    await ctx.db.query(`UPDATE users SET created_at = created_at - ${age} WHERE phone = $1`, [e164(stale)]);
    await ctx.db.query(
      `UPDATE activation_codes SET sent_at = sent_at - ${age} WHERE user_id IN (SELECT id FROM users WHERE phone = $1)`,
      [e164(stale)],
    );
    const { buildApp } = await import('../src/app.ts');
    const second = await buildApp({ config: ctx.config, db: ctx.db });
    try {
      await second.ready();
      for (let i = 0; i < 50 && (await count('users WHERE phone = $1', [e164(stale)])) > 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await count('users WHERE phone = $1', [e164(stale)])).toBe(0);
    } finally {
      await second.close();
    }
  });
});

describe.each(targets)('SMS budget on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(target, { SMS_BUDGET_PER_MINUTE: '3' });
    await makeTag(ctx.db, 'spices', 'shopping');
  });
  afterAll(() => ctx?.close());

  const register = (phone: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v2/auth/webPersonalRegister',
      payload: { phone },
      remoteAddress: ip,
    });

  it('refuses new sign-ups and business codes past the budget a minute, while members still sign in', async () => {
    const member = await signUp(ctx.app);
    const owner = await signedInUser(ctx.app, ctx.db);
    const company = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/company/register',
      headers: owner.headers,
      payload: {
        name: 'Budget Spice',
        handle: 'budget_spice',
        tags: ['spices'],
        phone: '0911 77 66 55',
        lat: DEFAULT_PLACE.lat,
        lng: DEFAULT_PLACE.lng,
      },
    });
    expect(company.statusCode, company.body).toBe(200);
    expect((await register(uniquePhone(), '10.30.0.1')).json()).toMatchObject({ codeSent: true });
    expect((await register(uniquePhone(), '10.30.0.2')).json()).toMatchObject({ codeSent: true });

    const newcomer = uniquePhone();
    const refused = await register(newcomer, '10.30.0.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/new sign-ups are paused/);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(
      Number(
        (
          await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE phone = $1', [
            e164(newcomer),
          ])
        )[0]?.n,
      ),
    ).toBe(0);
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/company/verify/request',
      headers: owner.headers,
    });
    expect(verify.statusCode).toBe(429);
    expect((await passwordGrant(ctx.app, member.phone, member.password)).statusCode).toBe(200);

    // A minute later there is room again.
    await ctx.db.query(`UPDATE sms_outbox SET created_at = created_at - interval '61 seconds'`);
    expect((await register(newcomer, '10.30.0.3')).json()).toMatchObject({ codeSent: true });
  });

  it('counts business-phone codes against the number’s 5 a day', async () => {
    const owner = await signedInUser(ctx.app, ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/company/register',
      headers: owner.headers,
      payload: {
        name: 'Daily Spice',
        handle: 'daily_spice',
        tags: ['spices'],
        phone: '0911 55 44 33',
        lat: DEFAULT_PLACE.lat,
        lng: DEFAULT_PLACE.lng,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Five codes went to the number today (as sign-up codes, an hour ago: outside the budget's minute).
    await ctx.db.query(
      `INSERT INTO sms_outbox (phone, body, status, created_at)
       SELECT '+251911554433', 'earlier code', 'sent', now() - interval '1 hour' FROM generate_series(1, 5)`,
    );
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/company/verify/request',
      headers: owner.headers,
    });
    expect(verify.statusCode, verify.body).toBe(429);
    expect(verify.json().message).toMatch(/5 codes today/);
  });
});
