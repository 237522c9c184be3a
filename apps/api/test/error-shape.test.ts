import net from 'node:net';
import { errorBodySchema } from '@sefer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './engage-helpers.ts';
import { buildTestApp } from './helper.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
/** Text that must never come back in an answer. */
const MARKER = 'zqxmarker';

/** The answer is in the one error shape, with a spec key, and does not repeat the input. */
function expectShape(status: number, text: string, expected: number) {
  expect(status).toBe(expected);
  const body = errorBodySchema.parse(JSON.parse(text));
  expect(text).not.toContain(MARKER);
  expect(text).not.toContain('FST_');
  return body;
}

/** Sends raw bytes on a socket (what a browser never sends) and reads the answer's status and body. */
function rawRequest(port: number, bytes: Buffer | string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      if (!status) reject(new Error('no answer'));
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(bytes, () => socket.end());
  });
}

// Framework errors do not depend on the database: PGlite is enough.
describe('framework errors use the error shape', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('a bad percent-encoding in the path', async () => {
    const res = await t.app.inject({ url: `/api/v2/company/${MARKER}%E0%A4%A` });
    expectShape(res.statusCode, res.body, 400);
  });

  it('a path parameter longer than the router takes', async () => {
    const res = await t.app.inject({ url: `/api/v2/company/${MARKER}${'1'.repeat(300)}` });
    expectShape(res.statusCode, res.body, 414);
  });

  it('an unknown route does not repeat its address', async () => {
    const res = await t.app.inject({ url: `/api/${MARKER}` });
    expect(expectShape(res.statusCode, res.body, 404).error).toBe('not_found');
  });

  it('malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/webPersonalRegister',
      headers: { 'content-type': 'application/json' },
      payload: `{"phone": ${MARKER}`,
    });
    expectShape(res.statusCode, res.body, 400);
  });

  it('an unknown field in a strict body is not named back', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/engage/reviews/0/1',
      headers: (await signedInUser(t.app, t.db)).headers,
      payload: { rating: 4, [MARKER]: 1 },
    });
    expectShape(res.statusCode, res.body, 400);
  });

  it('an unsupported content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/webPersonalRegister',
      headers: { 'content-type': `text/${MARKER}` },
      payload: 'hello',
    });
    expectShape(res.statusCode, res.body, 415);
  });

  it('a JSON body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/webPersonalRegister',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: MARKER.repeat(20_000) }),
    });
    expectShape(res.statusCode, res.body, 413);
  });

  it('deep JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/webPersonalRegister',
      headers: { 'content-type': 'application/json' },
      payload: `{"constructor":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    });
    expect(res.statusCode).toBeLessThan(500);
    expectShape(res.statusCode, res.body, res.statusCode);
  });

  it('headers larger than the server takes (431)', async () => {
    const res = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-${MARKER}: ${'a'.repeat(40_000)}\r\n\r\n`,
    );
    expectShape(res.status, res.body, 431);
  });

  it('a URL longer than the server takes', async () => {
    const res = await rawRequest(
      port,
      `GET /api/v2/search/all?key=${MARKER.repeat(5000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect([414, 431]).toContain(res.status);
    expectShape(res.status, res.body, res.status);
  });

  it('a request line that is not HTTP', async () => {
    const res = await rawRequest(port, `GET /api/${MARKER} \u0001HTTP/9\r\n\r\n`);
    expectShape(res.status, res.body, 400);
  });

  it('raw bytes that are not UTF-8 in the path', async () => {
    const res = await rawRequest(
      port,
      Buffer.concat([
        Buffer.from(`GET /api/v2/company/${MARKER}`),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      ]),
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expectShape(res.status, res.body, res.status);
  });
});
