import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { persistentSecret } from './data-secrets.ts';

export const VERSION = '0.1.0';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * JWT keys this repository once shipped as defaults: public, so anyone could sign tokens with them. Refused
 * in every environment. Unset, the secrets are generated and kept in DATA_DIR/secrets (./data-secrets.ts).
 */
const PUBLISHED_JWT_SECRETS: readonly string[] = ['sefer-development-jwt-secret-change-me-0000'];

/** The web client's id at the token endpoint: an identifier served to every visitor, not a secret. */
export const DEFAULT_WEB_CLIENT_ID = 'sefer-web';

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
  /** The mobile app's page in the app store, linked from the web app's banner (spec §1); unset, no store link. */
  APP_STORE_URL: z
    .string()
    .url()
    .refine((v) => /^https:\/\//i.test(v), 'must be an https:// URL')
    .optional(),
  JWT_SECRET: z
    .string()
    .min(32)
    .refine((v) => !PUBLISHED_JWT_SECRETS.includes(v), 'this key was published with the source: set your own')
    .optional(),
  WEB_CLIENT_ID: z.string().min(3).max(200).default(DEFAULT_WEB_CLIENT_ID),
  WEB_CLIENT_SECRET: z.string().min(16).max(200).optional(),
  /** Seconds an access token's session (its refresh-token family) is believed live before it is checked again. */
  SESSION_CHECK_TTL_S: z.coerce.number().int().min(0).max(60).default(60),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(1).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Hops of reverse proxies whose X-Forwarded-For is believed (0: none; the client address is the socket's). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Seconds for a request's headers, then for its body (uploads excepted); also a silent connection's life. */
  REQUEST_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(30),
  /** Seconds for the body of a multipart upload: 10 MiB at 700 kbit/s takes 120 s. */
  UPLOAD_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(180),
  /** Open connections per socket address (0: no cap); unset, none when a proxy is trusted (all its clients share its address). */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).optional(),
  SMS_SENDER: z.enum(['log', 'http']).default('log'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER_NAME: z.string().max(11).default('Sefer'),
  /** Text messages (codes) the whole server sends a minute; beyond it new sign-ups get 429. */
  SMS_BUDGET_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Sign-up codes one client address may ask for in an hour, all numbers together (carrier NAT: be generous). */
  SMS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
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
  /** APP_STORE_URL: the web app's banner links there (the shell carries it: ./plugins/web.ts). */
  appStoreUrl: string | null;
  imagesDir: string;
  trustProxyHops: number;
  /** Limits on slow and greedy clients (./plugins/connection-limits.ts). */
  http: { requestTimeoutMs: number; uploadTimeoutMs: number; maxConnectionsPerAddress: number };
  /**
   * Development-only routes (the SMS outbox): only when NODE_ENV says `development` or `test`, so a server
   * started with NODE_ENV unset never offers them.
   */
  devRoutes: boolean;
  auth: {
    /** Signs access tokens and keys the codes' HMACs: JWT_SECRET, or generated in DATA_DIR/secrets. */
    jwtSecret: string;
    /** The web client's pair for the token endpoint (it is public: served in the app shell). */
    webClientId: string;
    webClientSecret: string;
    accessTokenTtlS: number;
    refreshTokenTtlS: number;
    /** How long a session found live is believed before the database is asked again (≤ 60 s). */
    sessionCheckTtlS: number;
  };
  sms: ({ sender: 'log' } | { sender: 'http'; url: string; token: string | undefined; from: string }) & {
    budgetPerMinute: number;
    perAddressPerHour: number;
  };
};

/** Reads and checks the configuration from the environment; throws one clear message on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SMS_SENDER === 'http' && !e.SMS_HTTP_URL) {
    throw new Error('Invalid configuration:\n  SMS_HTTP_URL: required when SMS_SENDER=http');
  }
  // The log sender texts nobody: in production every sign-up would hang on a code that never comes.
  if (e.NODE_ENV === 'production' && e.SMS_SENDER === 'log') {
    throw new Error(
      'Invalid configuration:\n  SMS_SENDER: the log sender is for development; in production set SMS_SENDER=http and SMS_HTTP_URL',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const secretsDir = path.join(dataDir, 'secrets');
  return {
    env: e.NODE_ENV,
    devRoutes: env.NODE_ENV === 'development' || env.NODE_ENV === 'test',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    appStoreUrl: e.APP_STORE_URL ?? null,
    imagesDir: path.join(dataDir, 'images'),
    trustProxyHops: e.TRUST_PROXY_HOPS,
    http: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_S * 1000,
      uploadTimeoutMs: Math.max(e.UPLOAD_TIMEOUT_S, e.REQUEST_TIMEOUT_S) * 1000,
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS ?? (e.TRUST_PROXY_HOPS > 0 ? 0 : 100),
    },
    auth: {
      jwtSecret: e.JWT_SECRET ?? persistentSecret(secretsDir, 'jwt-secret'),
      webClientId: e.WEB_CLIENT_ID,
      webClientSecret: e.WEB_CLIENT_SECRET ?? persistentSecret(secretsDir, 'web-client-secret'),
      accessTokenTtlS: e.ACCESS_TOKEN_TTL,
      refreshTokenTtlS: e.REFRESH_TOKEN_TTL_DAYS * 86_400,
      sessionCheckTtlS: e.SESSION_CHECK_TTL_S,
    },
    sms:
      e.SMS_SENDER === 'http' && e.SMS_HTTP_URL
        ? {
            sender: 'http',
            url: e.SMS_HTTP_URL,
            token: e.SMS_HTTP_TOKEN,
            from: e.SMS_SENDER_NAME,
            budgetPerMinute: e.SMS_BUDGET_PER_MINUTE,
            perAddressPerHour: e.SMS_PER_ADDRESS_PER_HOUR,
          }
        : {
            sender: 'log',
            budgetPerMinute: e.SMS_BUDGET_PER_MINUTE,
            perAddressPerHour: e.SMS_PER_ADDRESS_PER_HOUR,
          },
  };
}
