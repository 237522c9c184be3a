/** The devices an account has signed in from (device tokens, auth/device-token.ts). */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { loginDevices as d } from '../../db/schema.ts';
import { run, runOne } from '../../db/typed-sql.ts';

/** Whether the account still knows the device (a deleted row ends the device's standing). */
export async function isKnownDevice(q: Queryable, userId: number, deviceId: string): Promise<boolean> {
  const row = await runOne(
    q,
    sql`SELECT 1 FROM ${d} WHERE ${d.id} = ${deviceId} AND ${d.userId} = ${userId}`,
  );
  return row !== undefined;
}

/** A known device signed in again. */
export const touchDevice = (q: Queryable, deviceId: string) =>
  run(q, sql`UPDATE ${d} SET "last_used_at" = now() WHERE ${d.id} = ${deviceId}`);

/** Records a new device of the account, then keeps only its `keep` most recently used ones. */
export async function addDevice(q: Queryable, userId: number, deviceId: string, keep: number): Promise<void> {
  await run(q, sql`INSERT INTO ${d} ("id", "user_id") VALUES (${deviceId}, ${userId})`);
  await run(
    q,
    sql`DELETE FROM ${d} WHERE ${d.userId} = ${userId} AND ${d.id} NOT IN (
          SELECT ${d.id} FROM ${d} WHERE ${d.userId} = ${userId}
           ORDER BY ${d.lastUsedAt} DESC, ${d.createdAt} DESC LIMIT ${keep})`,
  );
}
