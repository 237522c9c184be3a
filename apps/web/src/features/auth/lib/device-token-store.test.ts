import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveTokens } from '../../../lib/token-store.ts';
import {
  DEVICE_TOKENS_KEY,
  DEVICE_TOKENS_MAX,
  deviceTokenFor,
  keepDeviceToken,
} from './device-token-store.ts';

class MemoryStorage {
  map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
}

let local: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  vi.stubGlobal('window', {
    localStorage: local,
    sessionStorage: new MemoryStorage(),
    addEventListener: () => {},
    removeEventListener: () => {},
  });
});

const tokens = { accessToken: 'a', refreshToken: 'r', expiresIn: 900, userId: 7 };

describe('device tokens', () => {
  it('keeps one per number in localStorage, through sign-out and without remember me', () => {
    saveTokens(tokens, { remember: false, phone: '+251911000001' });
    keepDeviceToken('+251911000001', 'dev-1.sig');
    keepDeviceToken('+251911000002', 'dev-2.sig');
    clearSession();
    expect(deviceTokenFor('+251911000001')).toBe('dev-1.sig');
    expect(deviceTokenFor('+251911000002')).toBe('dev-2.sig');
    expect(deviceTokenFor('+251911000003')).toBeUndefined();
    expect(local.getItem(DEVICE_TOKENS_KEY)).toContain('dev-1.sig');
  });

  it('replaces a number’s token and forgets the least recently used number past the limit', () => {
    for (let i = 0; i <= DEVICE_TOKENS_MAX; i++) keepDeviceToken(`+25191100000${i}`, `t${i}`);
    keepDeviceToken('+251911000005', 'newer');
    expect(deviceTokenFor('+251911000000')).toBeUndefined();
    expect(deviceTokenFor('+251911000001')).toBe('t1');
    expect(deviceTokenFor('+251911000005')).toBe('newer');
  });

  it('reads damaged storage as no tokens', () => {
    local.setItem(DEVICE_TOKENS_KEY, '{not json');
    expect(deviceTokenFor('+251911000001')).toBeUndefined();
    local.setItem(DEVICE_TOKENS_KEY, JSON.stringify([['+251911000001', 5], 'x']));
    expect(deviceTokenFor('+251911000001')).toBeUndefined();
  });
});
