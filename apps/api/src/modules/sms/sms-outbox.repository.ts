import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { smsOutbox as o } from '../../db/schema.ts';
import { run, runOne } from '../../db/typed-sql.ts';

export type QueuedMessage = { id: number; phone: string; body: string; attempts: number };

/** Messages counted by the limits: how many, and seconds until the oldest counted leaves the window. */
export type WindowCount = { n: number; wait: number };

/** A digit of a code, as it is masked in a provider's message once that is sent or given up. */
const MASK = '•';

/** The stored text once a message is done with: a provider's has its digits (the code) masked. */
const bodyAfter = (mask: boolean) =>
  mask ? sql`regexp_replace(${o.body}, '[0-9]', ${MASK}, 'g')` : sql`${o.body}`;

/** Created within the last `ttlS` seconds: its code may still be used. */
const fresh = (ttlS: number) => sql`${o.createdAt} > now() - make_interval(secs => ${ttlS})`;

export function createSmsOutboxRepository() {
  /**
   * Serialises every code's limit check and queueing until the transaction ends, so parallel requests cannot all
   * see room for one more.
   */
  const lockLimits = (tx: Queryable) =>
    runOne(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${'sefer:sms-limits'}))`);
  /** Counts messages created within the last `windowS` seconds that match `where`. */
  const countWithin = async (q: Queryable, windowS: number, where: ReturnType<typeof sql>) => {
    const row = await runOne<WindowCount>(
      q,
      sql`SELECT count(*)::int AS "n",
            coalesce(extract(epoch FROM min(${o.createdAt}) + make_interval(secs => ${windowS}) - now()), 0)::float8 AS "wait"
          FROM ${o} WHERE ${o.createdAt} > now() - make_interval(secs => ${windowS}) AND ${where}`,
    );
    return row ?? { n: 0, wait: 0 };
  };

  return {
    lockLimits,
    /** The latest message to a number, code included (the development outbox route only). */
    latestTo: (q: Queryable, phone: string) =>
      runOne<{ phone: string; code: string | null; body: string; createdAt: Date | string }>(
        q,
        sql`SELECT ${o.phone} AS "phone", ${o.code} AS "code", ${o.body} AS "body", ${o.createdAt} AS "createdAt"
              FROM ${o} WHERE ${o.phone} = ${phone} ORDER BY ${o.id} DESC LIMIT 1`,
      ),

    /** Queues a message in the caller's transaction; the sender loop sends it after commit. */
    async enqueue(
      tx: Queryable,
      m: { phone: string; body: string; code: string | null; clientAddress: string | null },
    ): Promise<number> {
      const row = await runOne<{ id: number }>(
        tx,
        sql`INSERT INTO ${o} (${sql.identifier(o.phone.name)}, ${sql.identifier(o.body.name)},
              ${sql.identifier(o.code.name)}, ${sql.identifier(o.clientAddress.name)})
            VALUES (${m.phone}, ${m.body}, ${m.code}, ${m.clientAddress}) RETURNING ${o.id} AS "id"`,
      );
      return Number(row?.id);
    },

    toNumber: (q: Queryable, phone: string, windowS: number) =>
      countWithin(q, windowS, sql`${o.phone} = ${phone}`),
    fromAddressToNumber: (q: Queryable, address: string, phone: string, windowS: number) =>
      countWithin(q, windowS, sql`${o.clientAddress} = ${address} AND ${o.phone} = ${phone}`),
    fromAddress: (q: Queryable, address: string, windowS: number) =>
      countWithin(q, windowS, sql`${o.clientAddress} = ${address}`),
    all: (q: Queryable, windowS: number) => countWithin(q, windowS, sql`true`),

    /**
     * Takes up to `limit` due messages for one attempt each: the attempt is counted and the row leased
     * (`next_attempt_at` moved past the attempt's time limit), so a server that dies mid-send leaves it
     * to be tried again, and other servers skip it meanwhile.
     */
    claimDue: (q: Queryable, limit: number, leaseS: number, ttlS: number) =>
      run<QueuedMessage>(
        q,
        sql`UPDATE ${o} SET ${sql.identifier(o.attempts.name)} = ${o.attempts} + 1,
              ${sql.identifier(o.nextAttemptAt.name)} = now() + make_interval(secs => ${leaseS})
            WHERE ${o.id} IN (
              SELECT ${o.id} FROM ${o} WHERE ${o.status} = 'pending' AND ${o.nextAttemptAt} <= now()
                 AND ${fresh(ttlS)}
               ORDER BY ${o.nextAttemptAt} LIMIT ${limit} FOR UPDATE SKIP LOCKED)
            RETURNING ${o.id} AS "id", ${o.phone} AS "phone", ${o.body} AS "body", ${o.attempts} AS "attempts"`,
      ),

    /** Seconds until the next pending message is due (0 when one is due now), or null when none waits. */
    async secondsToNextDue(q: Queryable, ttlS: number): Promise<number | null> {
      const row = await runOne<{ wait: number | null }>(
        q,
        sql`SELECT greatest(extract(epoch FROM min(${o.nextAttemptAt}) - now()), 0)::float8 AS "wait"
              FROM ${o} WHERE ${o.status} = 'pending' AND ${fresh(ttlS)}`,
      );
      return row?.wait ?? null;
    },

    /** Gives up pending messages whose code has died unsent (the server was down, say). */
    expireStale: (q: Queryable, ttlS: number, mask: boolean) =>
      run<{ id: number }>(
        q,
        sql`UPDATE ${o} SET ${sql.identifier(o.status.name)} = 'failed',
              ${sql.identifier(o.lastError.name)} = ${'the code expired before the message could be sent'},
              ${sql.identifier(o.body.name)} = ${bodyAfter(mask)}
            WHERE ${o.status} = 'pending' AND NOT ${fresh(ttlS)} RETURNING ${o.id} AS "id"`,
      ),

    markSent: (q: Queryable, id: number, mask: boolean) =>
      run(
        q,
        sql`UPDATE ${o} SET ${sql.identifier(o.status.name)} = 'sent', ${sql.identifier(o.sentAt.name)} = now(),
              ${sql.identifier(o.body.name)} = ${bodyAfter(mask)}
            WHERE ${o.id} = ${id}`,
      ),

    /** Records a failed attempt: tried again after `retryInS`, or given up (`failed`) when that is null. */
    markFailed: (q: Queryable, id: number, error: string, retryInS: number | null, mask: boolean) =>
      run(
        q,
        retryInS === null
          ? sql`UPDATE ${o} SET ${sql.identifier(o.status.name)} = 'failed', ${sql.identifier(o.lastError.name)} = ${error},
                  ${sql.identifier(o.body.name)} = ${bodyAfter(mask)}
                WHERE ${o.id} = ${id}`
          : sql`UPDATE ${o} SET ${sql.identifier(o.lastError.name)} = ${error},
                  ${sql.identifier(o.nextAttemptAt.name)} = now() + make_interval(secs => ${retryInS})
                WHERE ${o.id} = ${id}`,
      ),

    /** Whether the message's code has outlived `ttlS` seconds (sending it then is pointless). */
    async olderThan(q: Queryable, id: number, ttlS: number): Promise<boolean> {
      const row = await runOne<{ old: boolean }>(
        q,
        sql`SELECT ${o.createdAt} < now() - make_interval(secs => ${ttlS}) AS "old" FROM ${o} WHERE ${o.id} = ${id}`,
      );
      return row?.old ?? true;
    },
  };
}
export type SmsOutboxRepository = ReturnType<typeof createSmsOutboxRepository>;
