import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import { addDevice, isKnownDevice, touchDevice } from './login-device.repository.ts';
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

/** Devices an account keeps; the least recently used beyond this lose their standing. */
export const DEVICES_PER_ACCOUNT = 20;

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
    await touchDevice(q, known);
    return known;
  }
  const deviceId = randomBytes(16).toString('base64url');
  // Private windows sign in as new devices every time: keep the account's most recent ones only.
  await addDevice(q, userId, deviceId, DEVICES_PER_ACCOUNT);
  return deviceId;
}
