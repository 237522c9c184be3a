import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { loginFailures as f } from '../../db/schema.ts';
import { run, runOne } from '../../db/typed-sql.ts';

/** Failed attempts per throttle key (throttle.ts holds the limits and the waits). */
export const throttleRepository = {
  /** Holds `key` until the transaction ends. */
  async lock(tx: Queryable, key: string): Promise<void> {
    await runOne(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
  },

  /**
   * The key's failures within the last `windowS` seconds (rows with a subject count once per subject) and the seconds
   * since the latest (null: none). Reads the (key, at) index only.
   */
  failuresWithin: (q: Queryable, key: string, windowS: number) =>
    runOne<{ n: number; since: number | null }>(
      q,
      sql`SELECT count(DISTINCT coalesce(${f.subject}, ${f.id}::text))::int AS n,
            extract(epoch FROM now() - max(${f.at}))::float8 AS since
          FROM ${f} WHERE ${f.key} = ${key} AND ${f.at} > now() - make_interval(secs => ${windowS})`,
    ),

  /** One failure per key, dropping the keys' rows older than `keepS` seconds on the way. */
  async record(q: Queryable, failures: { key: string; subject?: string }[], keepS: number): Promise<void> {
    const keys = failures.map((x) => x.key);
    const subjects = failures.map((x) => x.subject ?? null);
    await run(
      q,
      sql`WITH gone AS (DELETE FROM ${f} WHERE ${f.key} = ANY(${sql.param(keys)}::text[])
                          AND ${f.at} <= now() - make_interval(secs => ${keepS}))
          INSERT INTO ${f} (key, subject) SELECT * FROM unnest(${sql.param(keys)}::text[], ${sql.param(subjects)}::text[])`,
    );
  },

  async clear(q: Queryable, key: string): Promise<void> {
    await run(q, sql`DELETE FROM ${f} WHERE ${f.key} = ${key}`);
  },
};
