import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-token.ts';
import { createSessionCheck } from './session-check.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const FAMILY = '6f1c2b7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';

/** A lookup answering from `live`, counting its calls. */
function fakeStore(live: Set<string>) {
  const store = {
    calls: 0,
    lookup: async (family: string) => {
      store.calls += 1;
      return live.has(family);
    },
  };
  return store;
}

describe('session check', () => {
  it('asks once per family and period, and shares one query between simultaneous checks', async () => {
    const live = new Set([FAMILY]);
    const store = fakeStore(live);
    const sessions = createSessionCheck(store.lookup, 60_000);
    expect(await Promise.all([1, 2, 3].map(() => sessions.isLive(FAMILY)))).toEqual([true, true, true]);
    expect(await sessions.isLive(FAMILY)).toBe(true);
    expect(store.calls).toBe(1);
  });

  it('asks again once the period is over, and then believes the end', async () => {
    const live = new Set([FAMILY]);
    const store = fakeStore(live);
    const sessions = createSessionCheck(store.lookup, 0);
    expect(await sessions.isLive(FAMILY)).toBe(true);
    live.delete(FAMILY);
    expect(await sessions.isLive(FAMILY)).toBe(false);
    live.add(FAMILY);
    expect(await sessions.isLive(FAMILY)).toBe(false);
    expect(store.calls).toBe(2);
  });

  it('refuses an ended session at once, even while a query about it is running', async () => {
    const store = fakeStore(new Set([FAMILY]));
    const sessions = createSessionCheck(store.lookup, 60_000);
    const running = sessions.isLive(FAMILY);
    sessions.ended(FAMILY);
    expect(await running).toBe(false);
    expect(await sessions.isLive(FAMILY)).toBe(false);
  });
});

describe('access tokens with sessions', () => {
  it('ties a token to its family: refused once the family ended, other families untouched', async () => {
    const sessions = createSessionCheck(fakeStore(new Set([FAMILY])).lookup, 60_000);
    const tokens = createAccessTokens(SECRET, 900, 100, sessions);
    const token = await tokens.sign(42, FAMILY);
    const plain = await tokens.sign(43);
    expect(await tokens.verify(token)).toBe(42);
    tokens.endSession(FAMILY);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(plain)).toBe(43);
  });

  it('refuses a token without an expiry or with a malformed family, though signed with the key', async () => {
    const tokens = createAccessTokens(SECRET, 900);
    const key = new TextEncoder().encode(SECRET);
    const base = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('42')
        .setIssuer('sefer')
        .setAudience('sefer-web');
    expect(await tokens.verify(await base({}).setExpirationTime('5m').sign(key))).toBe(42);
    expect(await tokens.verify(await base({}).sign(key))).toBeNull();
    expect(
      await tokens.verify(await base({ sid: "x' OR 1=1" }).setExpirationTime('5m').sign(key)),
    ).toBeNull();
  });
});
