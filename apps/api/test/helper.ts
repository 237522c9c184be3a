import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';

export type Target = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const targets: Target[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, migrated (unless `migrate` is false) database of the given kind; `drop` removes it again. */
export async function freshDatabase(
  target: Target,
  migrate = true,
): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (target === 'pglite') {
    const db = await openDatabase({ kind: 'pglite' });
    if (migrate) await db.migrate();
    return { db, drop: () => db.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `sefer_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE template0 LC_CTYPE 'C.UTF-8' LC_COLLATE 'C.UTF-8'`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ kind: 'postgres', url: url.toString(), max: 4 });
  if (migrate) await db.migrate();
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * The web client's pair the test apps are configured with, so requests can name it (a server without
 * WEB_CLIENT_SECRET generates one in its data folder: config.ts).
 */
export const TEST_WEB_CLIENT = { id: 'sefer-web', secret: 'sefer-test-web-client-secret' } as const;

/** The real app, in-process, on a fresh database of `target`, with its own images folder. */
export async function buildTestApp(target: Target, env: Record<string, string> = {}) {
  const { db, drop } = await freshDatabase(target);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sefer-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    WEB_CLIENT_ID: TEST_WEB_CLIENT.id,
    WEB_CLIENT_SECRET: TEST_WEB_CLIENT.secret,
    ...env,
  });
  const app = await buildApp({ config, db });
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
