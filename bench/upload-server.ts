import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, type Server } from './server.ts';

/** `client`: the web client's id and secret at the token endpoint. */
export type DevServer = Server & { client: { id: string; secret: string } };

/**
 * Starts the real API for the upload bench in its own process, in development mode: the bench signs up through the
 * API and reads the SMS code from the development outbox, which production does not serve. On PostgreSQL at
 * `databaseUrl` as it is, or, when it is null, on a fresh embedded database seeded with the demo data. Pictures go to a
 * fresh temporary directory either way; it is removed when the server stops.
 *
 * `imageConcurrency`: the upload pipeline's number of pictures processed at once, set through a module hook in the
 * server process (image-concurrency-hook.ts) so the app's code stays as it is; undefined keeps the app's default.
 */
export async function startDevServer(
  databaseUrl: string | null,
  imageConcurrency: number | undefined,
): Promise<DevServer> {
  const port = await freePort();
  const jwtSecret = randomBytes(32).toString('base64url');
  const client = { id: 'sefer-bench', secret: randomBytes(24).toString('base64url') };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sefer-upload-bench-'));
  const hook = imageConcurrency ? ['--import', './bench/image-concurrency-hook.ts'] : [];
  // As in server.ts: extra Node options for the server only, e.g. `--cpu-prof --cpu-prof-dir=…`.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...hook, 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl ?? undefined,
      SEED_DEMO: databaseUrl ? 'false' : 'true',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // Secrets of this run only; the bench signs in as this web client.
      JWT_SECRET: jwtSecret,
      WEB_CLIENT_ID: client.id,
      WEB_CLIENT_SECRET: client.secret,
      // Every simulated visitor comes from 127.0.0.1: no cap on connections per address.
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      SMS_SENDER: 'log',
      ACCESS_TOKEN_TTL: '3600',
      BENCH_IMAGE_CONCURRENCY: imageConcurrency ? String(imageConcurrency) : undefined,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The API server did not start (exit code ${child.exitCode})`);
    }
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, jwtSecret, client, pid: child.pid ?? 0, stop };
}
