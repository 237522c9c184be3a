import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installAuthSession } from '../features/auth/lib/install-session.ts';
import { request, setAuthSession } from './api-client.ts';
import {
  clearSession,
  getSession,
  SESSION_STORAGE_KEY,
  saveTokens,
  subscribeSession,
} from './token-store.ts';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
}

let local: MemoryStorage;
let session: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal('window', {
    localStorage: local,
    sessionStorage: session,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAuthSession(null);
});

const tokens = { accessToken: 'a1', refreshToken: 'r1', expiresIn: 900, userId: 5 };

describe('token store', () => {
  it('keeps tokens, their save times and the user id in localStorage with remember me', () => {
    saveTokens(tokens, { remember: true, phone: '+251911234567' }, 1000);
    expect(session.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(local.getItem(SESSION_STORAGE_KEY) ?? '')).toMatchObject({
      accessToken: 'a1',
      refreshToken: 'r1',
      accessTokenSavedAt: 1000,
      refreshTokenSavedAt: 1000,
      userId: 5,
      phone: '+251911234567',
      remember: true,
    });
    expect(getSession()?.userId).toBe(5);
  });

  it('keeps them in sessionStorage only without remember me', () => {
    saveTokens(tokens, { remember: true });
    saveTokens(tokens, { remember: false });
    expect(local.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(session.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(getSession()?.remember).toBe(false);
  });

  it('returns the same snapshot until the storage changes, and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveTokens(tokens, { remember: true });
    expect(getSession()).toBe(getSession());
    clearSession();
    expect(getSession()).toBeNull();
    expect(local.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('ignores a damaged stored session', () => {
    local.setItem(SESSION_STORAGE_KEY, '{"accessToken":"a"');
    expect(getSession()).toBeNull();
    local.setItem(SESSION_STORAGE_KEY, JSON.stringify({ accessToken: 'a' }));
    expect(getSession()).toBeNull();
  });
});

describe('installed session', () => {
  it('refreshes with the stored refresh token, keeps the new pair where it was, and replays', async () => {
    saveTokens(tokens, { remember: false, phone: '+251911234567' }, 1000);
    installAuthSession();
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/auth/login') {
        expect(String(init.body)).toContain('grant_type=refresh_token&refresh_token=r1');
        expect(String(init.body)).toContain('client_id=sefer-web');
        return Response.json({
          accessToken: 'a2',
          refreshToken: 'r2',
          expiresIn: 900,
          tokenType: 'Bearer',
          userId: 5,
        });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer a2'
        ? Response.json({ id: 5 })
        : Response.json({ error: 'unauthorized', message: 'expired' }, { status: 401 });
    });
    vi.stubGlobal('fetch', fetch);
    expect(await request('/api/v2/user/profile')).toEqual({ id: 5 });
    const stored = getSession();
    expect([stored?.accessToken, stored?.refreshToken, stored?.remember, stored?.phone]).toEqual([
      'a2',
      'r2',
      false,
      '+251911234567',
    ]);
    expect(stored?.accessTokenSavedAt).toBeGreaterThan(1000);
    expect(local.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('clears the tokens when the refresh token is refused', async () => {
    saveTokens(tokens, { remember: true }, 1000);
    installAuthSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/login'
          ? Response.json({ error: 'unauthorized', message: 'x', reason: 'invalid_token' }, { status: 401 })
          : Response.json({ error: 'unauthorized', message: 'expired' }, { status: 401 }),
      ),
    );
    await expect(request('/api/v2/user/profile')).rejects.toMatchObject({ key: 'unauthorized' });
    expect(getSession()).toBeNull();
    expect(local.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
