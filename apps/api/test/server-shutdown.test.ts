import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trickle } from './raw-socket.ts';
import { startServer } from './server-process.ts';

const loginHead = (length: number) =>
  `POST /api/auth/login HTTP/1.1\r\nHost: sefer.test\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('stopping the server', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.cleanUp());

  it('finishes the requests in flight and exits within 10 s of SIGTERM, even with a request that never ends', async () => {
    const { port } = server;
    // A client that never finishes its request (the request timeout, 30 s, is far off).
    const endless = trickle(port, {
      head: loginHead(1000),
      body: 'x'.repeat(1000),
      everyMs: 500,
      giveUpMs: 20_000,
    });
    // A slow one that finishes about 1.5 s after the signal.
    const body = JSON.stringify({ phone: '0911000000' });
    const finishing = trickle(port, {
      head: loginHead(body.length),
      body,
      everyMs: 1800 / body.length,
      giveUpMs: 20_000,
    });
    await new Promise((r) => setTimeout(r, 300));

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const exit = await Promise.race([
      server.exited,
      new Promise<'still running'>((r) => setTimeout(() => r('still running'), 15_000)),
    ]);
    const exitedAfterMs = Date.now() - signalled;

    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitedAfterMs).toBeLessThan(10_000);
    // The request in flight was answered, not cut off or refused with 503.
    expect((await finishing).response).toMatch(/^HTTP\/1\.1 400 /);
    expect((await endless).closedAfterMs).toBeLessThan(Number.POSITIVE_INFINITY);
    // The database was closed: its lock released.
    expect(fs.existsSync(path.join(server.dataDir, 'pglite', '.sefer.lock'))).toBe(false);
  }, 60_000);
});
