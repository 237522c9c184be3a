import { createHmac } from 'node:crypto';

/** Ethiopia keeps UTC+3 all year: an anonymous visitor's day is the day in Addis Ababa. */
const ADDIS_OFFSET_MS = 3 * 3600 * 1000;

export const addisDay = (now: Date) => new Date(now.getTime() + ADDIS_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The anonymous visitor of a view: an HMAC of the client address under a key of the server secret and the
 * day. The same address makes the same visitor all day and a new one the next; the stored value gives
 * away neither the address nor, across days, that two visits came from one address.
 */
export function addressKey(secret: string, ip: string, now: Date = new Date()): string {
  const dayKey = createHmac('sha256', secret)
    .update(`view-address:${addisDay(now)}`)
    .digest();
  return createHmac('sha256', dayKey).update(ip).digest('base64url').slice(0, 22);
}
