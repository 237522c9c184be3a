import { describe, expect, it } from 'vitest';
import { isNavItemActive } from './nav-items.ts';

describe('isNavItemActive', () => {
  it('treats / and /home as Home', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/home')).toBe(true);
    expect(isNavItemActive('/', '/explore')).toBe(false);
  });

  it('matches a section and its sub-paths only', () => {
    expect(isNavItemActive('/profile/user', '/profile/user/update')).toBe(true);
    expect(isNavItemActive('/profile/user', '/profile/user/')).toBe(true);
    expect(isNavItemActive('/profile/user', '/profile/company')).toBe(false);
    expect(isNavItemActive('/explore', '/explorer')).toBe(false);
  });
});
