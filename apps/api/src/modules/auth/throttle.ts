import type { Queryable } from '../../db/client.ts';
import { throttleRepository } from './throttle.repository.ts';

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
export const lockKey = (tx: Queryable, key: string): Promise<void> => throttleRepository.lock(tx, key);

/** The wait after `failures` counted failures, before subtracting the time since the latest one. */
export function backoffSeconds(failures: number, limit: LoginLimit): number {
  if (failures < limit.free) return 0;
  return Math.min(LOGIN_BACKOFF.maxS, LOGIN_BACKOFF.firstS * 2 ** (failures - limit.free));
}

/** Seconds until `key` may try again, or 0: its failures in the window, the wait measured from the latest. */
export async function secondsBlocked(db: Queryable, key: string, limit: LoginLimit): Promise<number> {
  const row = await throttleRepository.failuresWithin(db, key, limit.windowS);
  if (!row || row.since === null) return 0;
  const wait = backoffSeconds(row.n, limit) - row.since;
  return wait > 0 ? Math.ceil(wait) : 0;
}

export type Failure = { key: string; subject?: string };

/** Records one failure for each key and drops the keys' rows that no window counts any more. */
export const recordFailure = (db: Queryable, failures: Failure[]): Promise<void> =>
  throttleRepository.record(db, failures, KEEP_S);

export const clearFailures = (db: Queryable, key: string): Promise<void> => throttleRepository.clear(db, key);
