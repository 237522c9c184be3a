import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { companies, users } from '../db/schema.ts';
import { run } from '../db/typed-sql.ts';
import { hashPassword } from '../modules/auth/secrets.ts';

/** The password of every demo owner account (README, "Demo accounts"): for local use only. */
export const DEMO_OWNER_PASSWORD = 'sefer-demo';

/** The demo owner of company `id`: 0944 00 NNNN, its id padded to four digits. */
export const demoOwnerPhone = (companyId: number) => `+25194400${String(companyId).padStart(4, '0')}`;

/**
 * Gives every demo company an owner account with a password, so the demo shows a working owner page
 * (DESIGN §2: a company has exactly one owner). One hash serves them all: they share the password.
 */
export async function seedOwners(tx: Queryable): Promise<number> {
  const hash = await hashPassword(DEMO_OWNER_PASSWORD);
  const rows = await run<{ id: number }>(
    tx,
    sql`WITH owners AS (
          INSERT INTO ${users} ("phone", "first_name", "password_hash", "activated_at", "interests")
          SELECT '+25194400' || lpad(${companies.id}::text, 4, '0'), 'Owner', ${hash}, now(), '{}'
            FROM ${companies} WHERE ${companies.ownerId} IS NULL AND ${companies.id} < 10000
          RETURNING ${users.id} AS "id", ${users.phone} AS "phone")
        UPDATE ${companies} SET "owner_id" = owners.id FROM owners
         WHERE owners.phone = '+25194400' || lpad(${companies.id}::text, 4, '0')
        RETURNING ${companies.id} AS "id"`,
  );
  return rows.length;
}
