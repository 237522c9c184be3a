import type { Queryable } from '../../db/client.ts';

/** Failed sign-ins allowed per window before 429: per phone number, and per client address. */
export const LOGIN_LIMITS = { phone: 5, ip: 20 } as const;
export const LOGIN_WINDOW_S = 15 * 60;

export const phoneKey = (phone: string) => `phone:${phone}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Seconds until `key` may try again, or 0. Blocked while `limit` failures lie within the window;
 * free again when the oldest of the newest `limit` leaves it. Reads the (key, at) index only.
 */
export async function secondsBlocked(db: Queryable, key: string, limit: number): Promise<number> {
  const [row] = await db.query<{ wait: number }>(
    `SELECT extract(epoch FROM at + make_interval(secs => $3) - now())::float8 AS wait
       FROM login_failures WHERE key = $1 AND at > now() - make_interval(secs => $3)
      ORDER BY at DESC OFFSET $2 - 1 LIMIT 1`,
    [key, limit, LOGIN_WINDOW_S],
  );
  return row ? Math.max(1, Math.ceil(row.wait)) : 0;
}

/** Records one failure for each key and drops the keys' rows that have left the window. */
export async function recordFailure(db: Queryable, keys: string[]): Promise<void> {
  await db.query(
    `WITH gone AS (DELETE FROM login_failures WHERE key = ANY($1::text[]) AND at <= now() - make_interval(secs => $2))
     INSERT INTO login_failures (key) SELECT unnest($1::text[])`,
    [keys, LOGIN_WINDOW_S],
  );
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE key = $1', [key]);
}
