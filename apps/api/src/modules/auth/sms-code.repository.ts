import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { activationCodes, passwordResetCodes } from '../../db/schema.ts';
import { run, runOne } from '../../db/typed-sql.ts';

/** A table of texted codes: one live code per account, stored as an HMAC (secrets.ts), with its wrong tries. */
type CodeTable = typeof activationCodes | typeof passwordResetCodes;

/** The account's live code, as a check reads it. */
export type LiveCode = { codeHash: string; tries: number; expired: boolean };

/** Reading and writing the codes of one table: sign-up's activation codes, or the password reset codes. */
export function smsCodes(c: CodeTable) {
  return {
    /** Seconds until the account may be sent another code (its latest went out less than `resendS` ago), or undefined. */
    async resendWait(tx: Queryable, userId: number, resendS: number): Promise<number | undefined> {
      const row = await runOne<{ wait: number }>(
        tx,
        sql`SELECT extract(epoch FROM ${c.sentAt} + make_interval(secs => ${resendS}) - now())::float8 AS "wait"
              FROM ${c} WHERE ${c.userId} = ${userId} AND ${c.sentAt} > now() - make_interval(secs => ${resendS})
             FOR UPDATE`,
      );
      return row?.wait;
    },

    /** Keeps a new code (replacing the account's earlier one, and its count of wrong tries). */
    async save(tx: Queryable, userId: number, codeHash: string, ttlS: number): Promise<void> {
      await run(
        tx,
        sql`INSERT INTO ${c} ("user_id", "code_hash", "expires_at", "tries", "sent_at")
            VALUES (${userId}, ${codeHash}, now() + make_interval(secs => ${ttlS}), 0, now())
            ON CONFLICT ("user_id") DO UPDATE SET "code_hash" = excluded."code_hash",
              "expires_at" = excluded."expires_at", "tries" = 0, "sent_at" = excluded."sent_at"`,
      );
    },

    /** The account's code, locked for this transaction. */
    live: (tx: Queryable, userId: number) =>
      runOne<LiveCode>(
        tx,
        sql`SELECT ${c.codeHash} AS "codeHash", ${c.tries} AS "tries", ${c.expiresAt} <= now() AS "expired"
              FROM ${c} WHERE ${c.userId} = ${userId} FOR UPDATE`,
      ),

    async countWrongTry(tx: Queryable, userId: number): Promise<void> {
      await run(tx, sql`UPDATE ${c} SET "tries" = ${c.tries} + 1 WHERE ${c.userId} = ${userId}`);
    },

    /** A used code is gone. */
    async remove(tx: Queryable, userId: number): Promise<void> {
      await run(tx, sql`DELETE FROM ${c} WHERE ${c.userId} = ${userId}`);
    },
  };
}
