import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUpload } from '../src/plugins/multipart.ts';
import { buildTestApp } from './helper.ts';
import { multipart } from './multipart.ts';
import { openConnection, trickle } from './raw-socket.ts';

async function listening(env: Record<string, string>) {
  const ctx = await buildTestApp('pglite', env);
  // An upload route that only reads the body, so the test needs no signed-in owner.
  ctx.app.post('/api/test/upload', async (request) => ({ bytes: (await readUpload(request)).image.length }));
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...ctx, port: (ctx.app.server.address() as AddressInfo).port };
}

const jsonHead = (length: number) =>
  `POST /api/auth/login HTTP/1.1\r\nHost: sefer.test\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('slow clients', () => {
  let ctx: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    ctx = await listening({ REQUEST_TIMEOUT_S: '1', UPLOAD_TIMEOUT_S: '3' });
  });
  afterAll(() => ctx?.close());

  it('answers a body trickled a byte at a time with 408 and closes it within the request timeout', async () => {
    const body = JSON.stringify({ phone: '0911000000', password: 'x'.repeat(200) });
    const got = await trickle(ctx.port, { head: jsonHead(body.length), body, everyMs: 100, giveUpMs: 6000 });
    expect(got.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(got.closedAfterMs).toBeLessThan(2500);
    expect(got.response).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(got.response.split('\r\n\r\n')[1] ?? '')).toEqual({
      error: 'bad_request',
      message: expect.any(String),
    });
  });

  it('closes a connection whose headers trickle in, within the request timeout', async () => {
    const head = `GET /api/health HTTP/1.1\r\nHost: sefer.test\r\nX-Slow: ${'a'.repeat(100)}\r\n\r\n`;
    const got = await trickle(ctx.port, { head: '', body: head, everyMs: 100, giveUpMs: 6000 });
    expect(got.closedAfterMs).toBeLessThan(2500);
    expect(got.response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('gives an upload the longer upload timeout, then cuts it off too', async () => {
    const { payload, headers } = multipart({ id: 1 }, Buffer.alloc(300, 7));
    const head = `POST /api/test/upload HTTP/1.1\r\nHost: sefer.test\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`;
    const got = await trickle(ctx.port, {
      head,
      body: payload.toString('latin1'),
      everyMs: 50,
      giveUpMs: 8000,
    });
    expect(got.closedAfterMs).toBeGreaterThanOrEqual(2900);
    expect(got.closedAfterMs).toBeLessThan(4500);
    expect(got.response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers an upload slower than the request timeout that arrives within the upload timeout', async () => {
    const { payload, headers } = multipart({ id: 1 }, Buffer.alloc(40, 7));
    const head = `POST /api/test/upload HTTP/1.1\r\nHost: sefer.test\r\nConnection: close\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`;
    // About 1.8 s for the body, in eight parts: past the request timeout, within the upload timeout.
    const chunk = Math.ceil(payload.length / 8);
    const body = payload.toString('latin1');
    const got = await trickle(ctx.port, { head, body, everyMs: 225, chunk, giveUpMs: 8000 });
    expect(got.response).toMatch(/^HTTP\/1\.1 200 /);
    expect(got.response).toContain('{"bytes":40}');
    expect(got.closedAfterMs).toBeGreaterThanOrEqual(1500);
  });

  it('leaves a keep-alive connection open past the request timeout once its request is answered', async () => {
    const body = '{}';
    const got = await trickle(ctx.port, {
      head: jsonHead(body.length) + body,
      body: '',
      everyMs: 100,
      giveUpMs: 1800,
    });
    expect(got.response).toMatch(/^HTTP\/1\.1 400 /);
    expect(got.closedAfterMs).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('connections per client address', () => {
  let ctx: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    ctx = await listening({ MAX_CONNECTIONS_PER_ADDRESS: '3' });
  });
  afterAll(() => ctx?.close());

  it('closes connections from an address past the cap, and accepts one again when one closes', async () => {
    const first = await Promise.all([1, 2, 3].map(() => openConnection(ctx.port)));
    expect(first.map((c) => c.outcome)).toEqual(['answered', 'answered', 'answered']);
    const refused = await openConnection(ctx.port);
    expect(refused.outcome).toBe('closed');
    const closing = first[0];
    await new Promise((resolve) => {
      closing?.socket.once('close', resolve);
      closing?.socket.destroy();
    });
    // The server hears of the close a moment after the client.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await openConnection(ctx.port);
    expect(again.outcome).toBe('answered');
    for (const c of [...first, refused, again]) c.socket.destroy();
  });
});
