import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

/** Both secrets given, so these calls write nothing into the data folder. */
const SECRETS = {
  JWT_SECRET: 'a-test-secret-of-at-least-thirty-two-characters',
  WEB_CLIENT_SECRET: 'a-test-web-client-secret',
};

const folders: string[] = [];
const freshDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sefer-config-'));
  folders.push(dir);
  return dir;
};
/** Production refuses the log sender. */
const PROVIDER = { SMS_SENDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/messages' };
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('loadConfig', () => {
  afterEach(() => {
    for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('defaults to port 3000 and the embedded database in ./data', () => {
    const config = loadConfig(SECRETS);
    expect(config).toMatchObject({ port: 3000, env: 'development', databaseUrl: undefined, seedDemo: true });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.imagesDir).toBe(path.resolve('data/images'));
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and SEED_DEMO', () => {
    const config = loadConfig({
      ...SECRETS,
      PORT: '8080',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      seedDemo: false,
    });
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_MAX, 10 by default, and refuses a pool of none', () => {
    expect(loadConfig(SECRETS).databasePoolMax).toBe(10);
    expect(loadConfig({ ...SECRETS, DATABASE_POOL_MAX: '4' }).databasePoolMax).toBe(4);
    expect(() => loadConfig({ ...SECRETS, DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('fails fast with every bad value named', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', NODE_ENV: 'staging' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ ...SECRETS, PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('generates the JWT and web client secrets on first start, keeps them owner-only in DATA_DIR, reuses them', () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const secrets = path.join(dataDir, 'secrets');
    expect(modeOf(secrets)).toBe(0o700);
    expect(modeOf(path.join(secrets, 'jwt-secret'))).toBe(0o600);
    expect(modeOf(path.join(secrets, 'web-client-secret'))).toBe(0o600);
    expect(first.auth.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.auth.webClientSecret.length).toBeGreaterThanOrEqual(16);
    expect(fs.readFileSync(path.join(secrets, 'jwt-secret'), 'utf8').trim()).toBe(first.auth.jwtSecret);
    const again = loadConfig({ ...PROVIDER, DATA_DIR: dataDir, NODE_ENV: 'production' });
    expect(again.auth).toMatchObject({
      jwtSecret: first.auth.jwtSecret,
      webClientSecret: first.auth.webClientSecret,
    });
    const elsewhere = loadConfig({ DATA_DIR: freshDataDir() });
    expect(elsewhere.auth.jwtSecret).not.toBe(first.auth.jwtSecret);
    expect(elsewhere.auth.webClientSecret).not.toBe(first.auth.webClientSecret);
  });

  it('takes the secrets from the environment when set, and writes no file then', () => {
    const dataDir = freshDataDir();
    const config = loadConfig({ ...SECRETS, DATA_DIR: dataDir });
    expect(config.auth).toMatchObject({
      jwtSecret: SECRETS.JWT_SECRET,
      webClientSecret: SECRETS.WEB_CLIENT_SECRET,
      webClientId: 'sefer-web',
    });
    expect(fs.existsSync(path.join(dataDir, 'secrets'))).toBe(false);
  });

  it('refuses the JWT secret this repository once published as its default, in every environment', () => {
    for (const NODE_ENV of ['', 'development', 'test', 'production']) {
      expect(() =>
        loadConfig({
          ...SECRETS,
          NODE_ENV,
          DATA_DIR: freshDataDir(),
          JWT_SECRET: 'sefer-development-jwt-secret-change-me-0000',
        }),
      ).toThrow(/JWT_SECRET/);
    }
  });

  it('offers development routes only when NODE_ENV says development or test, not when it is unset', () => {
    const devRoutes = (NODE_ENV: string) => loadConfig({ ...SECRETS, ...PROVIDER, NODE_ENV }).devRoutes;
    expect(devRoutes('development')).toBe(true);
    expect(devRoutes('test')).toBe(true);
    expect(devRoutes('production')).toBe(false);
    expect(devRoutes('')).toBe(false);
  });

  it('checks sessions at least once a minute: SESSION_CHECK_TTL_S is 60 by default and at most 60', () => {
    expect(loadConfig(SECRETS).auth.sessionCheckTtlS).toBe(60);
    expect(loadConfig({ ...SECRETS, SESSION_CHECK_TTL_S: '5' }).auth.sessionCheckTtlS).toBe(5);
    expect(() => loadConfig({ ...SECRETS, SESSION_CHECK_TTL_S: '61' })).toThrow(/SESSION_CHECK_TTL_S/);
  });

  it('times out slow requests (30 s, uploads 180 s) and caps connections per address, unless behind a proxy', () => {
    expect(loadConfig(SECRETS).http).toEqual({
      requestTimeoutMs: 30_000,
      uploadTimeoutMs: 180_000,
      maxConnectionsPerAddress: 100,
    });
    // All clients of a proxy share its address: no cap unless one is asked for.
    expect(loadConfig({ ...SECRETS, TRUST_PROXY_HOPS: '1' }).http.maxConnectionsPerAddress).toBe(0);
    expect(
      loadConfig({ ...SECRETS, TRUST_PROXY_HOPS: '1', MAX_CONNECTIONS_PER_ADDRESS: '500' }).http
        .maxConnectionsPerAddress,
    ).toBe(500);
    const short = loadConfig({ ...SECRETS, REQUEST_TIMEOUT_S: '5', UPLOAD_TIMEOUT_S: '2' }).http;
    // An upload is a request too: never a shorter limit.
    expect(short).toMatchObject({ requestTimeoutMs: 5000, uploadTimeoutMs: 5000 });
    expect(() => loadConfig({ ...SECRETS, REQUEST_TIMEOUT_S: '0' })).toThrow(/REQUEST_TIMEOUT_S/);
  });

  it('takes the app store link from APP_STORE_URL: an https URL, or none', () => {
    expect(loadConfig(SECRETS).appStoreUrl).toBeNull();
    expect(loadConfig({ ...SECRETS, APP_STORE_URL: '' }).appStoreUrl).toBeNull();
    const url = 'https://play.google.com/store/apps/details?id=et.sefer';
    expect(loadConfig({ ...SECRETS, APP_STORE_URL: url }).appStoreUrl).toBe(url);
    for (const bad of ['http://play.google.com/store', 'javascript:alert(1)', 'play.google.com']) {
      expect(() => loadConfig({ ...SECRETS, APP_STORE_URL: bad }), bad).toThrow(/APP_STORE_URL/);
    }
  });
});
