import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { passwordResetCodes as c, users as u } from '../../db/schema.ts';
import { run, runOne } from '../../db/typed-sql.ts';
import { smsCodes } from './sms-code.repository.ts';

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

  ...smsCodes(c),
};
