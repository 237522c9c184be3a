import { readStored, writeStored } from '../../../lib/storage.ts';

/**
 * Device tokens by the E.164 number they signed in to. The server returns one at every password sign-in;
 * sent with the next, it lets this browser in with the right password while strangers guessing the
 * number are made to wait. Kept in localStorage whatever "remember me" says and through sign-out: it is
 * no credential without the password.
 */
export const DEVICE_TOKENS_KEY = 'sefer.devices';
/** Accounts remembered per browser; the least recently used goes first. */
export const DEVICE_TOKENS_MAX = 5;

function readDeviceTokens(): [string, string][] {
  try {
    const parsed: unknown = JSON.parse(readStored(DEVICE_TOKENS_KEY, 'local') ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (e): e is [string, string] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string',
    );
  } catch {
    return [];
  }
}

export const deviceTokenFor = (phone: string): string | undefined =>
  readDeviceTokens().find(([p]) => p === phone)?.[1];

export function keepDeviceToken(phone: string, token: string): void {
  const others = readDeviceTokens().filter(([p]) => p !== phone);
  const kept = [[phone, token], ...others].slice(0, DEVICE_TOKENS_MAX);
  writeStored(DEVICE_TOKENS_KEY, JSON.stringify(kept), 'local');
}
