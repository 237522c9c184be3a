import { ACCOUNT_IDLE_MONTHS, ACCOUNT_IDLE_WARNING_DAYS } from '@sefer/contract';
import { normalizePhone } from '@sefer/contract/phone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDLE_WARNING_TEXT } from '../src/modules/account/idle-accounts.ts';
import { companyTraces, filesOnDisk, ownerWithEverything, personTraces } from './account-helpers.ts';
import { passwordGrant, refreshGrant, signUp } from './auth-helpers.ts';
import { makeTag, makeUser } from './engage-helpers.ts';
import { buildTestApp, targets } from './helper.ts';

const e164 = (phone: string) => normalizePhone(phone) as string;

/** SQL for "now" moved back by six months less `days` (negative: more than six months ago). */
const idleFor = (lessDays: number) =>
  `now() - make_interval(months => ${ACCOUNT_IDLE_MONTHS}) + make_interval(days => ${lessDays})`;

describe.each(targets)('idle accounts on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;

  const count = async (from: string, params: unknown[] = []) =>
    (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from}`, params))[0]?.n;
  const setIdle = (userId: number, lastActive: string, warned: string | null = null) =>
    ctx.db.query(
      `UPDATE users SET last_active_at = ${lastActive}, idle_warned_at = ${warned ?? 'NULL'} WHERE id = $1`,
      [userId],
    );
  const warnings = (phone: string) =>
    count('sms_outbox WHERE phone = $1 AND body = $2', [phone, IDLE_WARNING_TEXT]);
  const state = async (userId: number) =>
    (
      await ctx.db.query<{ warned: boolean; recent: boolean }>(
        `SELECT idle_warned_at IS NOT NULL AS warned, last_active_at > now() - interval '1 minute' AS recent
           FROM users WHERE id = $1`,
        [userId],
      )
    )[0];

  beforeAll(async () => {
    ctx = await buildTestApp(target);
    await makeTag(ctx.db, 'spices', 'shopping');
    await ctx.app.ready();
    // The round the server starts with is over before a test makes accounts (it would take them otherwise).
    await ctx.app.idleAccounts.run();
  });
  afterAll(() => ctx?.close());

  it('counts a sign-in and a refresh as use, written at most once a day', async () => {
    const person = await signUp(ctx.app);
    expect(await state(person.userId)).toEqual({ warned: false, recent: true });
    await setIdle(person.userId, idleFor(3), 'now()');
    // A refresh: used again, the warning forgotten.
    const refreshed = await refreshGrant(ctx.app, person.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect(await state(person.userId)).toEqual({ warned: false, recent: true });
    // Within the day, further use writes nothing.
    await ctx.db.query(`UPDATE users SET last_active_at = now() - interval '23 hours' WHERE id = $1`, [
      person.userId,
    ]);
    expect((await passwordGrant(ctx.app, person.phone, person.password)).statusCode).toBe(200);
    expect(await state(person.userId)).toEqual({ warned: false, recent: false });
    await ctx.db.query(`UPDATE users SET last_active_at = now() - interval '25 hours' WHERE id = $1`, [
      person.userId,
    ]);
    expect((await passwordGrant(ctx.app, person.phone, person.password)).statusCode).toBe(200);
    expect(await state(person.userId)).toEqual({ warned: false, recent: true });
  });

  it('warns once by SMS a week before, deletes after the week as the person would, and spares the active', async () => {
    const owner = await ownerWithEverything(ctx.app, 'idle_spices');
    const phone = e164(owner.phone);
    const active = await signUp(ctx.app);
    const notYet = await signUp(ctx.app);
    await setIdle(owner.userId, idleFor(ACCOUNT_IDLE_WARNING_DAYS - 1));
    await setIdle(notYet.userId, idleFor(ACCOUNT_IDLE_WARNING_DAYS + 1));
    const review = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/engage/reviews/0/${owner.companyId}`,
      headers: { authorization: `Bearer ${active.accessToken}` },
      payload: { rating: 5 },
    });
    expect(review.statusCode).toBe(200);

    // A week before: one warning, however many rounds run.
    expect(await ctx.app.idleAccounts.run()).toMatchObject({ deleted: 0, warned: 1, more: false });
    expect(await ctx.app.idleAccounts.run()).toMatchObject({ deleted: 0, warned: 0 });
    expect(await warnings(phone)).toBe(1);
    expect(await warnings(e164(notYet.phone))).toBe(0);
    expect(await warnings(e164(active.phone))).toBe(0);
    expect(await state(owner.userId)).toMatchObject({ warned: true });
    // It is a text like any other: the sender loop sends it.
    const sent = () =>
      count(`sms_outbox WHERE phone = $1 AND body = $2 AND status = 'sent'`, [phone, IDLE_WARNING_TEXT]);
    for (let i = 0; i < 100 && (await sent()) === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await sent()).toBe(1);

    // Six months unused, but warned only three days ago: kept.
    await setIdle(owner.userId, idleFor(-1), `now() - make_interval(days => 3)`);
    expect(await ctx.app.idleAccounts.run()).toMatchObject({ deleted: 0, warned: 0 });
    expect(await count('users WHERE id = $1', [owner.userId])).toBe(1);

    // The week has passed: deleted with everything, as the person would delete it; reviews of others stay.
    await setIdle(
      owner.userId,
      idleFor(-1),
      `now() - make_interval(days => ${ACCOUNT_IDLE_WARNING_DAYS}, mins => 1)`,
    );
    expect(await ctx.app.idleAccounts.run()).toMatchObject({ deleted: 1, warned: 0, more: false });
    expect(await personTraces(ctx.db, owner.userId, [phone, owner.businessPhone])).toEqual({});
    expect(await companyTraces(ctx.db, owner.companyId, [owner.productId])).toEqual({});
    expect(filesOnDisk(ctx.config.imagesDir, owner.files)).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/v2/company/mine', headers: owner.headers })).statusCode).toBe(
      401,
    );
    expect(await count('users WHERE id = ANY($1)', [[active.userId, notYet.userId]])).toBe(2);
  });

  it('keeps a warned account that is used again', async () => {
    const person = await signUp(ctx.app);
    await setIdle(
      person.userId,
      idleFor(-1),
      `now() - make_interval(days => ${ACCOUNT_IDLE_WARNING_DAYS + 1})`,
    );
    expect((await passwordGrant(ctx.app, person.phone, person.password)).statusCode).toBe(200);
    expect(await ctx.app.idleAccounts.run()).toMatchObject({ deleted: 0 });
    expect(await state(person.userId)).toEqual({ warned: false, recent: true });
  });
});

describe.each(targets)('idle-account warnings and the SMS budget on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(target, { SMS_BUDGET_PER_MINUTE: '4' });
    await ctx.app.ready();
    await ctx.app.idleAccounts.run();
  });
  afterAll(() => ctx?.close());

  it('take at most half the budget a minute and go on in the next round', async () => {
    const ids = [await makeUser(ctx.db), await makeUser(ctx.db), await makeUser(ctx.db)];
    await ctx.db.query(
      `UPDATE users SET last_active_at = ${idleFor(ACCOUNT_IDLE_WARNING_DAYS - 1)} WHERE id = ANY($1)`,
      [ids],
    );
    expect(await ctx.app.idleAccounts.run()).toEqual({ deleted: 0, warned: 2, more: true });
    // Sign-ups keep the other half.
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/auth/webPersonalRegister',
      payload: { phone: '0911 00 00 01' },
    });
    expect(signUp.json()).toMatchObject({ codeSent: true });
    // A minute later the budget has room again.
    await ctx.db.query(`UPDATE sms_outbox SET created_at = created_at - interval '61 seconds'`);
    expect(await ctx.app.idleAccounts.run()).toEqual({ deleted: 0, warned: 1, more: false });
    expect(
      await ctx.db.query(
        `SELECT count(*)::int AS n FROM users WHERE id = ANY($1) AND idle_warned_at IS NOT NULL`,
        [ids],
      ),
    ).toEqual([{ n: 3 }]);
  });
});
