import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000 and the embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, env: 'development', databaseUrl: undefined, seedDemo: true });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.imagesDir).toBe(path.resolve('data/images'));
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and SEED_DEMO', () => {
    const config = loadConfig({
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
    expect(loadConfig({}).databasePoolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '4' }).databasePoolMax).toBe(4);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('fails fast with every bad value named', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', NODE_ENV: 'staging' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });
});
