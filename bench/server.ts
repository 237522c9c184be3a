import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(benchDir, '..');

/** The time, for the names of files written to bench/results (`2026-11-26T08-21-18`). */
export const fileStamp = (): string => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

/** `jwtSecret`: the server's signing secret, so the bench can sign its user in. */
export type Server = { baseUrl: string; jwtSecret: string; pid: number; stop: () => Promise<void> };

/**
 * Starts the real API (`node --import tsx apps/api/src/server.ts`) in its own process, in production mode, and waits
 * for /api/health. On PostgreSQL at `databaseUrl` with no demo data (the load test's data set), or, when it is null,
 * on a fresh embedded database seeded with the demo data (removed when the server stops). `root`: the checkout whose
 * code runs (another one to compare with, compare.ts), by default this one.
 */
export async function startServer(databaseUrl: string | null, root = repoRoot): Promise<Server> {
  const port = await freePort();
  const jwtSecret = randomBytes(32).toString('base64url');
  // The load test's data set on PostgreSQL, or a fresh embedded database with the demo data (removed on stop).
  const dataDir = databaseUrl
    ? path.join(root, 'bench', 'results', 'server-data')
    : fs.mkdtempSync(path.join(os.tmpdir(), 'sefer-bench-'));
  // BENCH_SERVER_NODE_ARGS: extra Node options for the server only, e.g. `--cpu-prof --cpu-prof-dir=…` to profile
  // it (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      // Unset for the embedded database, whatever the shell has (Node leaves out undefined variables).
      DATABASE_URL: databaseUrl ?? undefined,
      SEED_DEMO: databaseUrl ? 'false' : 'true',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production refuses the development secrets: throwaway ones (the bench signs its user in with this).
      JWT_SECRET: jwtSecret,
      WEB_CLIENT_ID: 'sefer-bench',
      WEB_CLIENT_SECRET: randomBytes(24).toString('base64url'),
      // Production refuses the log sender; the bench signs its user in with the key above and texts nobody.
      SMS_SENDER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
      // Load tests open more connections from one address than a client should.
      MAX_CONNECTIONS_PER_ADDRESS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stopAndClean = async () => {
    await stop(child);
    if (!databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stopAndClean();
    throw error;
  }
  return { baseUrl, jwtSecret, pid: child.pid ?? 0, stop: stopAndClean };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs = 15 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API server did not answer /api/health within ${timeoutMs / 1000} s`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
