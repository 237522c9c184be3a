import { describe, expect, it } from 'vitest';
import { safeReturnTo, withReturnTo } from './return-to.ts';

describe('returnTo', () => {
  it('keeps in-app paths only', () => {
    expect(safeReturnTo('/profile/user')).toBe('/profile/user');
    expect(safeReturnTo('/profile/user?tab=likes')).toBe('/profile/user?tab=likes');
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      '/auth/login',
      '/auth',
    ]) {
      expect(safeReturnTo(bad)).toBeNull();
    }
  });

  it('carries the target in the query string', () => {
    expect(withReturnTo('/auth/login', '/profile/user')).toBe('/auth/login?returnTo=%2Fprofile%2Fuser');
    expect(withReturnTo('/auth/login', null)).toBe('/auth/login');
  });
});
