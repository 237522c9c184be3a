import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitForHealth } from '../../apps/api/test/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: its stored images are in `images/`. */
    dataDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the real server (built web app + API) on a fresh embedded database, as a first start does: the demo seed
 * and the OpenStreetMap places of Ethiopia (assets/osm).
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm run test:e2e does).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sefer-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // Every journey signs up from 127.0.0.1: more codes an hour than one real address should get.
      SMS_PER_ADDRESS_PER_HOUR: '1000',
      LOG_LEVEL: 'warn',
      // Access tokens live 8 s, so the auth journey sees one expire and be refreshed.
      ACCESS_TOKEN_TTL: '8',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // A first start: over two minutes when other jobs load the 2-core machine.
  await waitForHealth(baseUrl, child, 300_000);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
