import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { activationCodes as codes, users as u } from '../../db/schema.ts';
import { run } from '../../db/typed-sql.ts';

/**
 * Removes accounts that asked for a code and never activated: anyone can create one by asking for a
 * code to any number, so they must not pile up. Rows a sign-up has locked right now are skipped.
 */
export async function removePendingAccounts(q: Queryable, ttlS: number): Promise<number> {
  const removed = await run<{ id: number }>(
    q,
    sql`DELETE FROM ${u} WHERE ${u.id} IN (
          SELECT ${u.id} FROM ${u}
           WHERE ${u.activatedAt} IS NULL AND ${u.passwordHash} IS NULL
             AND ${u.createdAt} < now() - make_interval(secs => ${ttlS})
             AND NOT EXISTS (SELECT 1 FROM ${codes} WHERE ${codes.userId} = ${u.id}
                               AND ${codes.sentAt} > now() - make_interval(secs => ${ttlS}))
           FOR UPDATE SKIP LOCKED)
        RETURNING ${u.id} AS "id"`,
  );
  return removed.length;
}
