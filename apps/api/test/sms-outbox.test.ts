import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_PLACE } from '@sefer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_RETRY } from '../src/modules/sms/sms-dispatcher.ts';
import { SMS_ATTEMPT_TIMEOUT_MS } from '../src/modules/sms/sms-sender.ts';
import { uniquePhone } from './auth-helpers.ts';
import { buildTestApp, targets } from './helper.ts';

type Mode = 'hang' | 'fail' | 'ok';

/** A fake SMS provider on loopback: answers 202, 500, or never, as the test says for each number. */
async function fakeProvider() {
  const received: { to: string; text: string }[] = [];
  const hanging = new Set<http.ServerResponse>();
  const scripts = new Map<string, Mode[]>();
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      const message = JSON.parse(data) as { to: string; text: string };
      const modes = scripts.get(message.to) ?? ['ok'];
      const mode = modes.length > 1 ? (modes.shift() as Mode) : (modes[0] as Mode);
      if (mode === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if (mode === 'fail') {
        res.writeHead(500).end('down');
        return;
      }
      received.push(message);
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`,
    received,
    hanging,
    /** The answers to give `phone` (a local number) in turn; the last one repeats. */
    answer(phone: string, ...modes: Mode[]) {
      scripts.set(`+251${phone.slice(1)}`, modes);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

type OutboxRow = {
  status: string;
  attempts: number;
  last_error: string | null;
  body: string;
  code: string | null;
};

describe.each(targets)('SMS sent after commit on %s', (target) => {
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    provider = await fakeProvider();
    ctx = await buildTestApp(target, { SMS_SENDER: 'http', SMS_HTTP_URL: provider.url });
  });
  afterAll(async () => {
    await ctx?.close();
    await provider?.close();
  });

  const register = (phone: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v2/auth/webPersonalRegister', payload: { phone } });
  const row = async (phone: string) =>
    (
      await ctx.db.query<OutboxRow>(
        'SELECT status, attempts, last_error, body, code FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT 1',
        [`+251${phone.slice(1)}`],
      )
    )[0];
  const timed = async (url: string) => {
    const started = performance.now();
    const res = await ctx.app.inject({ url });
    return { status: res.statusCode, ms: performance.now() - started };
  };

  it('answers sign-ups and unrelated reads at once while the provider never answers', async () => {
    const phones = Array.from({ length: 6 }, () => uniquePhone());
    for (const phone of phones) provider.answer(phone, 'hang');
    const started = performance.now();
    const signUps = phones.map((phone) => register(phone));
    await until(() => provider.hanging.size >= 3, 4000, 'three messages at the provider');
    for (const url of [
      '/api/health',
      `/api/v2/home/aroundYou?lat=${DEFAULT_PLACE.lat}&lng=${DEFAULT_PLACE.lng}`,
      `/api/auth/checkUser/${phones[0]}`,
    ]) {
      const { status, ms } = await timed(url);
      expect(status, url).toBe(200);
      expect(ms, url).toBeLessThan(500);
    }
    const answers = await Promise.all(signUps);
    expect(answers.map((a) => a.json().codeSent)).toEqual(phones.map(() => true));
    // Answered before any attempt could have timed out: nobody waited for the provider.
    expect(performance.now() - started).toBeLessThan(SMS_ATTEMPT_TIMEOUT_MS);

    // Each attempt ends at the 5 s limit and is recorded for a retry.
    await until(async () => (await row(phones[0] as string))?.last_error != null, 8000, 'the time-out');
    expect(await row(phones[0] as string)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'SMS provider unreachable: timed out',
    });
  }, 20_000);

  it('delivers a message by a retry when the provider fails first, recording the failure', async () => {
    const phone = uniquePhone();
    provider.answer(phone, 'fail', 'ok');
    expect((await register(phone)).json()).toMatchObject({ codeSent: true });
    await until(
      async () => (await row(phone))?.status === 'sent',
      4000 + SMS_RETRY.firstDelayS * 1000,
      'the retry',
    );
    const sent = (await row(phone)) as OutboxRow;
    expect(sent).toMatchObject({ attempts: 2, last_error: 'SMS provider answered 500', code: null });
    const text = provider.received.find((m) => m.to === `+251${phone.slice(1)}`)?.text ?? '';
    const code = /(\d{6})/.exec(text)?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    // Once sent, the stored text keeps no digit of the code.
    expect(sent.body).not.toMatch(/\d/);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/createPassword',
      payload: { phone, aCode: code, password: 'selam-1234', confirmPassword: 'selam-1234' },
    });
    expect(created.statusCode).toBe(200);
  }, 15_000);

  it('gives a message up after its last attempt and keeps why', async () => {
    const phone = uniquePhone();
    provider.answer(phone, 'fail');
    await register(phone);
    await until(async () => (await row(phone))?.last_error != null, 4000, 'the first failure');
    // As if the earlier retries had run: the next attempt is the last.
    await ctx.db.query(`UPDATE sms_outbox SET attempts = $2 - 1, next_attempt_at = now() WHERE phone = $1`, [
      `+251${phone.slice(1)}`,
      SMS_RETRY.maxAttempts,
    ]);
    ctx.app.sms.wake();
    await until(async () => (await row(phone))?.status === 'failed', 4000, 'giving up');
    const failed = (await row(phone)) as OutboxRow;
    expect(failed).toMatchObject({
      attempts: SMS_RETRY.maxAttempts,
      last_error: 'SMS provider answered 500',
    });
    expect(failed.body).not.toMatch(/\d/);
  }, 15_000);
});
