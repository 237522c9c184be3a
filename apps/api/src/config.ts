import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const VERSION = '0.1.0';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Development defaults of the secrets; the server refuses to start on them in production. */
export const DEV_DEFAULTS = {
  JWT_SECRET: 'sefer-development-jwt-secret-change-me-0000',
  WEB_CLIENT_ID: 'sefer-web',
  WEB_CLIENT_SECRET: 'sefer-web-dev-secret',
} as const;

/** Connections per PostgreSQL pool (the API opens one, one for the feeds' generic plans, one per set of search settings). */
export const DATABASE_POOL_MAX = z.coerce.number().int().min(1).max(100).default(10);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  WEB_DIST: z.string().optional(),
  JWT_SECRET: z.string().min(32).default(DEV_DEFAULTS.JWT_SECRET),
  WEB_CLIENT_ID: z.string().min(3).max(200).default(DEV_DEFAULTS.WEB_CLIENT_ID),
  WEB_CLIENT_SECRET: z.string().min(16).max(200).default(DEV_DEFAULTS.WEB_CLIENT_SECRET),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(1).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Hops of reverse proxies whose X-Forwarded-For is believed (0: none; the client address is the socket's). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  SMS_SENDER: z.enum(['log', 'http']).default('log'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER_NAME: z.string().max(11).default('Sefer'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  logLevel: string;
  seedDemo: boolean;
  /** Built web app to serve (the API alone is served when it is missing). */
  webDist: string;
  imagesDir: string;
  trustProxyHops: number;
  auth: {
    jwtSecret: string;
    /** The web client's pair for the token endpoint (it is public: served in the app shell). */
    webClientId: string;
    webClientSecret: string;
    accessTokenTtlS: number;
    refreshTokenTtlS: number;
  };
  sms: { sender: 'log' } | { sender: 'http'; url: string; token: string | undefined; from: string };
};

/** Reads and checks the configuration from the environment; throws one clear message on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    const onDefaults = (Object.keys(DEV_DEFAULTS) as (keyof typeof DEV_DEFAULTS)[]).filter(
      (key) => e[key] === DEV_DEFAULTS[key],
    );
    if (onDefaults.length > 0) {
      throw new Error(
        `Invalid configuration: set ${onDefaults.join(', ')} (development defaults refused in production)`,
      );
    }
  }
  if (e.SMS_SENDER === 'http' && !e.SMS_HTTP_URL) {
    throw new Error('Invalid configuration:\n  SMS_HTTP_URL: required when SMS_SENDER=http');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    imagesDir: path.join(dataDir, 'images'),
    trustProxyHops: e.TRUST_PROXY_HOPS,
    auth: {
      jwtSecret: e.JWT_SECRET,
      webClientId: e.WEB_CLIENT_ID,
      webClientSecret: e.WEB_CLIENT_SECRET,
      accessTokenTtlS: e.ACCESS_TOKEN_TTL,
      refreshTokenTtlS: e.REFRESH_TOKEN_TTL_DAYS * 86_400,
    },
    sms:
      e.SMS_SENDER === 'http' && e.SMS_HTTP_URL
        ? { sender: 'http', url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN, from: e.SMS_SENDER_NAME }
        : { sender: 'log' },
  };
}
