import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { loginDevices } from '../../db/schema.ts';
import { run, runOne } from '../../db/typed-sql.ts';
import { sameHash } from './secrets.ts';

/**
 * Device tokens: a browser that signed in to an account gets `<device id>.<HMAC of the id and the user>` and
 * sends it with later password grants, so its owner still gets in while strangers guessing the number wait
 * (auth/throttle.ts). The token is no credential by itself: it only chooses which throttle a guess meets.
 */
const sign = (secret: string, userId: number, deviceId: string) =>
  createHmac('sha256', secret).update(`login-device:${userId}:${deviceId}`).digest('base64url');

export const deviceTokenFor = (secret: string, userId: number, deviceId: string) =>
  `${deviceId}.${sign(secret, userId, deviceId)}`;

/** The device id of a token signed for `userId`, or null (missing, malformed, another account's, forged). */
export function deviceIdOf(secret: string, userId: number, token: string | undefined): string | null {
  const parts = token?.split('.') ?? [];
  const [deviceId, mac] = parts;
  if (parts.length !== 2 || !deviceId || !mac || !/^[\w-]{16,64}$/.test(deviceId)) return null;
  return sameHash(mac, sign(secret, userId, deviceId)) ? deviceId : null;
}

const d = loginDevices;
/** Devices an account keeps; the least recently used beyond this lose their standing. */
export const DEVICES_PER_ACCOUNT = 20;

/** Whether the account still knows the device (a deleted row ends the device's standing). */
export async function isKnownDevice(q: Queryable, userId: number, deviceId: string): Promise<boolean> {
  const row = await runOne(
    q,
    sql`SELECT 1 FROM ${d} WHERE ${d.id} = ${deviceId} AND ${d.userId} = ${userId}`,
  );
  return row !== undefined;
}

/** The device a signed device token names, when the account still knows it; null otherwise. */
export async function knownDevice(
  q: Queryable,
  secret: string,
  userId: number,
  token: string | undefined,
): Promise<string | null> {
  const claimed = deviceIdOf(secret, userId, token);
  return claimed && (await isKnownDevice(q, userId, claimed)) ? claimed : null;
}

/** After a successful sign-in: refreshes a known device's last use, or records a new one. Returns its id. */
export async function rememberDevice(q: Queryable, userId: number, known: string | null): Promise<string> {
  if (known) {
    await run(q, sql`UPDATE ${d} SET last_used_at = now() WHERE ${d.id} = ${known}`);
    return known;
  }
  const deviceId = randomBytes(16).toString('base64url');
  await run(q, sql`INSERT INTO ${d} (id, user_id) VALUES (${deviceId}, ${userId})`);
  // Private windows sign in as new devices every time: keep the account's most recent ones only.
  await run(
    q,
    sql`DELETE FROM ${d} WHERE ${d.userId} = ${userId} AND ${d.id} NOT IN (
          SELECT ${d.id} FROM ${d} WHERE ${d.userId} = ${userId}
           ORDER BY ${d.lastUsedAt} DESC, ${d.createdAt} DESC LIMIT ${DEVICES_PER_ACCOUNT})`,
  );
  return deviceId;
}
