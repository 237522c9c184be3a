import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-token.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verifies a token it signed, again and again', async () => {
    const tokens = createAccessTokens(SECRET, 900);
    const token = await tokens.sign(42);
    expect(await tokens.verify(token)).toBe(42);
    expect(await tokens.verify(token)).toBe(42);
  });

  it('refuses a token with one character changed, though the genuine one was verified', async () => {
    const tokens = createAccessTokens(SECRET, 900);
    const token = await tokens.sign(42);
    expect(await tokens.verify(token)).toBe(42);
    const [header, claims, signature = ''] = token.split('.');
    const flipped = `${signature.at(0) === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await tokens.verify(`${header}.${claims}.${flipped}`)).toBeNull();
    const forged = Buffer.from(JSON.stringify({ sub: '7', iss: 'sefer', aud: 'sefer-web' })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await createAccessTokens(`${SECRET}!`, 900).verify(token)).toBeNull();
  });

  it('stops accepting a verified token when it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T06:00:00Z'));
    const tokens = createAccessTokens(SECRET, 60);
    const token = await tokens.sign(42);
    expect(await tokens.verify(token)).toBe(42);
    vi.setSystemTime(new Date('2026-11-25T06:00:59Z'));
    expect(await tokens.verify(token)).toBe(42);
    vi.setSystemTime(new Date('2026-11-25T06:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('keeps verifying every token when more are in use than it remembers', async () => {
    const tokens = createAccessTokens(SECRET, 900, 2);
    const signed = await Promise.all([1, 2, 3, 4, 5].map((id) => tokens.sign(id)));
    for (let round = 0; round < 2; round++) {
      for (const [i, token] of signed.entries()) expect(await tokens.verify(token)).toBe(i + 1);
    }
  });
});
