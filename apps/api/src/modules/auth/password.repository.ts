import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { passwordResetCodes as c, users as u } from '../../db/schema.ts';
import { run, runOne } from '../../db/typed-sql.ts';

export type PasswordAccount = { id: number; passwordHash: string | null };

/**
 * Passwords: the account's hash, and the codes that reset a forgotten one (one live code per account, stored
 * as an HMAC: secrets.ts).
 */
export const passwordRepository = {
  /** The account of a number (E.164), locked for this transaction. */
  byPhone: (tx: Queryable, phone: string) =>
    runOne<PasswordAccount>(
      tx,
      sql`SELECT ${u.id} AS "id", ${u.passwordHash} AS "passwordHash" FROM ${u} WHERE ${u.phone} = ${phone} FOR UPDATE`,
    ),

  /** The account, locked for this transaction. */
  byId: (tx: Queryable, userId: number) =>
    runOne<PasswordAccount>(
      tx,
      sql`SELECT ${u.id} AS "id", ${u.passwordHash} AS "passwordHash" FROM ${u} WHERE ${u.id} = ${userId} FOR UPDATE`,
    ),

  async setPassword(tx: Queryable, userId: number, passwordHash: string): Promise<void> {
    await run(
      tx,
      sql`UPDATE ${u} SET "password_hash" = ${passwordHash}, "updated_at" = now() WHERE ${u.id} = ${userId}`,
    );
  },

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
    runOne<{ codeHash: string; tries: number; expired: boolean }>(
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
