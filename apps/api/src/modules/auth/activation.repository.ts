import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { activationCodes as c, users as u } from '../../db/schema.ts';
import { run, runOne } from '../../db/typed-sql.ts';
import { smsCodes } from './sms-code.repository.ts';

const activationCodes = smsCodes(c);

/** An account as sign-up and sign-in read it by its number. */
export type PhoneAccount = {
  id: number;
  phone: string;
  passwordHash: string | null;
  activatedAt: Date | string | null;
};

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

  ...activationCodes,

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
    await activationCodes.remove(tx, userId);
  },
};
