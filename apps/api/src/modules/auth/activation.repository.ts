import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { activationCodes as c, users as u } from '../../db/schema.ts';
import { run, runOne } from '../../db/typed-sql.ts';

/** An account as sign-up and sign-in read it by its number. */
export type PhoneAccount = {
  id: number;
  phone: string;
  passwordHash: string | null;
  activatedAt: Date | string | null;
};

/** The live sign-up code of an account (one per account, stored as an HMAC: secrets.ts). */
export type LiveCode = { codeHash: string; tries: number; expired: boolean };

/** Sign-up: pending accounts and their activation codes. */
export const activationRepository = {
  /** The account of a number (E.164); `lock`: locked for this transaction. */
  byPhone: (q: Queryable, phone: string, lock = false) =>
    runOne<PhoneAccount>(
      q,
      sql`SELECT ${u.id} AS "id", ${u.phone} AS "phone", ${u.passwordHash} AS "passwordHash",
                 ${u.activatedAt} AS "activatedAt"
            FROM ${u} WHERE ${u.phone} = ${phone} ${lock ? sql`FOR UPDATE` : sql.empty()}`,
    ),

  /** A pending account for the number, unless it has one. */
  async createPending(tx: Queryable, phone: string, firstName: string | null, lastName: string | null) {
    await run(
      tx,
      sql`INSERT INTO ${u} ("phone", "first_name", "last_name") VALUES (${phone}, ${firstName}, ${lastName})
          ON CONFLICT ("phone") DO NOTHING`,
    );
  },

  /** Names given at sign-up, where the account has none yet. */
  async fillNames(tx: Queryable, userId: number, firstName: string, lastName: string | null) {
    await run(
      tx,
      sql`UPDATE ${u} SET "first_name" = coalesce(${u.firstName}, ${firstName}),
                          "last_name" = coalesce(${u.lastName}, ${lastName}), "updated_at" = now()
           WHERE ${u.id} = ${userId}`,
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

  /** The account's new code, replacing any other, with no tries used. */
  async putCode(tx: Queryable, userId: number, codeHash: string, ttlS: number) {
    await run(
      tx,
      sql`INSERT INTO ${c} ("user_id", "code_hash", "expires_at", "tries", "sent_at")
          VALUES (${userId}, ${codeHash}, now() + make_interval(secs => ${ttlS}), 0, now())
          ON CONFLICT ("user_id") DO UPDATE SET "code_hash" = excluded."code_hash",
            "expires_at" = excluded."expires_at", "tries" = 0, "sent_at" = excluded."sent_at"`,
    );
  },

  /** The account's live code, locked for this transaction. */
  liveCode: (tx: Queryable, userId: number) =>
    runOne<LiveCode>(
      tx,
      sql`SELECT ${c.codeHash} AS "codeHash", ${c.tries} AS "tries", ${c.expiresAt} <= now() AS "expired"
            FROM ${c} WHERE ${c.userId} = ${userId} FOR UPDATE`,
    ),

  async countTry(tx: Queryable, userId: number) {
    await run(tx, sql`UPDATE ${c} SET "tries" = ${c.tries} + 1 WHERE ${c.userId} = ${userId}`);
  },

  async activate(tx: Queryable, userId: number) {
    await run(
      tx,
      sql`UPDATE ${u} SET "activated_at" = now(), "updated_at" = now() WHERE ${u.id} = ${userId}`,
    );
  },

  /** The first password: the account is active from now on, and its code is used up. */
  async firstPassword(tx: Queryable, userId: number, passwordHash: string) {
    await run(
      tx,
      sql`UPDATE ${u} SET "password_hash" = ${passwordHash}, "activated_at" = coalesce(${u.activatedAt}, now()),
                          "updated_at" = now()
           WHERE ${u.id} = ${userId}`,
    );
    await run(tx, sql`DELETE FROM ${c} WHERE ${c.userId} = ${userId}`);
  },
};
