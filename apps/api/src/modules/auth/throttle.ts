import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';
import { run, runOne } from '../../db/typed-sql.ts';

/**
 * A throttle on one key: `free` failures within `windowS` cost nothing; from then on each attempt waits
 * LOGIN_BACKOFF.firstS after the latest failure, doubling with every further failure up to LOGIN_BACKOFF.maxS.
 * A growing wait slows guessing as much as a lock does, while a person who mistyped waits seconds, not minutes.
 */
export type LoginLimit = { free: number; windowS: number };

export const LOGIN_LIMITS = {
  /** Per phone number, from devices that never signed in to it: five guesses, then waits that double. */
  phone: { free: 5, windowS: 24 * 3600 },
  /** Per known device (its signed token): its own count, so a stolen token alone is no free pass. */
  device: { free: 5, windowS: 24 * 3600 },
  /**
   * Per client address, counted in distinct numbers that failed from it: an address trying many numbers
   * waits, while many people behind one carrier NAT who mistype their own passwords do not.
   */
  address: { free: 50, windowS: 3600 },
  /** Per account, wrong current passwords when changing it: a borrowed session cannot guess its way to a takeover. */
  account: { free: 5, windowS: 24 * 3600 },
} as const satisfies Record<string, LoginLimit>;

export const LOGIN_BACKOFF = { firstS: 2, maxS: 15 * 60 } as const;

/** Rows older than the longest window are pruned whenever a key records a failure. */
const KEEP_S = Math.max(...Object.values(LOGIN_LIMITS).map((l) => l.windowS));

export const phoneKey = (phone: string) => `phone:${phone}`;
export const ipKey = (ip: string) => `ip:${ip}`;
export const deviceKey = (deviceId: string) => `device:${deviceId}`;
export const accountKey = (userId: number) => `account:${userId}`;

/** Holds the key until the transaction ends: one check of a number at a time, so parallel guesses cannot slip past its count. */
export async function lockKey(tx: Queryable, key: string): Promise<void> {
  await runOne(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

/** The wait after `failures` counted failures, before subtracting the time since the latest one. */
export function backoffSeconds(failures: number, limit: LoginLimit): number {
  if (failures < limit.free) return 0;
  return Math.min(LOGIN_BACKOFF.maxS, LOGIN_BACKOFF.firstS * 2 ** (failures - limit.free));
}

/**
 * Seconds until `key` may try again, or 0. Counts the key's failures in the window (rows with a subject
 * count once per subject) and measures the wait from the latest. Reads the (key, at) index only.
 */
export async function secondsBlocked(db: Queryable, key: string, limit: LoginLimit): Promise<number> {
  const f = loginFailures;
  const row = await runOne<{ n: number; since: number | null }>(
    db,
    sql`SELECT count(DISTINCT coalesce(${f.subject}, ${f.id}::text))::int AS n,
          extract(epoch FROM now() - max(${f.at}))::float8 AS since
        FROM ${f} WHERE ${f.key} = ${key} AND ${f.at} > now() - make_interval(secs => ${limit.windowS})`,
  );
  if (!row || row.since === null) return 0;
  const wait = backoffSeconds(row.n, limit) - row.since;
  return wait > 0 ? Math.ceil(wait) : 0;
}

export type Failure = { key: string; subject?: string };

/** Records one failure for each key and drops the keys' rows that no window counts any more. */
export async function recordFailure(db: Queryable, failures: Failure[]): Promise<void> {
  const f = loginFailures;
  const keys = failures.map((x) => x.key);
  const subjects = failures.map((x) => x.subject ?? null);
  await run(
    db,
    sql`WITH gone AS (DELETE FROM ${f} WHERE ${f.key} = ANY(${sql.param(keys)}::text[])
                        AND ${f.at} <= now() - make_interval(secs => ${KEEP_S}))
        INSERT INTO ${f} (key, subject) SELECT * FROM unnest(${sql.param(keys)}::text[], ${sql.param(subjects)}::text[])`,
  );
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await run(db, sql`DELETE FROM ${loginFailures} WHERE ${loginFailures.key} = ${key}`);
}
