import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detailPath, isClientRoute, isScreen, routerPath, SCREENS, screenOf, screenPath } from './routes.ts';
import { SCREEN_MODULES } from './screen-modules.ts';

describe('isClientRoute', () => {
  it('knows the screens of the web app', () => {
    for (const path of [
      '/',
      '/home',
      '/explore',
      '/auth/login',
      '/auth/login/createPassword',
      '/company/12',
      '/profile/company/products/add',
      '/settings/',
    ]) {
      expect(isClientRoute(path)).toBe(true);
    }
  });
  it('rejects anything else', () => {
    for (const path of ['/nope', '/company', '/company/1/2', '/auth/other', '/homes']) {
      expect(isClientRoute(path)).toBe(false);
    }
  });
});

describe('the screen table', () => {
  it('tells which screen a path opens, its aliases and trailing slashes included', () => {
    expect(
      ['/', '/home', '/home/', '/search', '/company/12', '/profile', '/profile/user/edit'].map(screenOf),
    ).toEqual(['home', 'home', 'home', 'search', 'company', 'profile', 'profile']);
    expect(isScreen('home', '/homes')).toBe(false);
    expect(isScreen('company', '/company/')).toBe(false);
    expect(screenOf('/auth/login/other')).toBeUndefined();
  });

  it('writes the paths of screens and the router from the same table', () => {
    expect(screenPath('login')).toBe('/auth/login');
    expect(screenPath('viewImage', 'a b.webp')).toBe('/viewImage/a%20b.webp');
    expect([detailPath('company', 3), detailPath('product', 4), detailPath('place', 5)]).toEqual([
      '/company/3',
      '/item/4',
      '/place/5',
    ]);
    expect(routerPath('company')).toBe('company/:companyId');
    for (const name of Object.keys(SCREENS) as (keyof typeof SCREENS)[]) {
      expect(screenOf(screenPath(name, 1))).toBe(name);
    }
  });

  it('names only modules that exist, so renaming a route file cannot silently drop its preloads', () => {
    const web = path.resolve(import.meta.dirname, '../../../apps/web');
    for (const [name, module] of Object.entries(SCREEN_MODULES)) {
      expect(name in SCREENS).toBe(true);
      expect(fs.existsSync(path.join(web, module)), module).toBe(true);
    }
    const router = fs.readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8');
    for (const module of Object.values(SCREEN_MODULES)) {
      expect(router).toContain(`import('./${path.relative('src/app', module)}')`);
    }
  });
});
