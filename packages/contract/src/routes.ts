/**
 * The screens of the web app (spec §2), each path once: the router registers them, the server answers them with the
 * app shell (and 404 for any other non-API path, so that crawlers and link checkers see a real Not Found), the
 * early-request script recognises the screens whose data it asks for, and `screen-modules.ts` names the code of
 * those the server preloads. `:name` is a path segment.
 */
export const SCREENS = {
  home: '/',
  explore: '/explore',
  settings: '/settings',
  privacy: '/privacy',
  search: '/search',
  myLocations: '/myLocations',
  auth: '/auth',
  login: '/auth/login',
  enterPassword: '/auth/login/enterPassword',
  createPassword: '/auth/login/createPassword',
  register: '/auth/register',
  viewImage: '/viewImage/:name',
  company: '/company/:companyId',
  item: '/item/:productId',
  place: '/place/:placeId',
  profile: '/profile',
} as const;
export type ScreenName = keyof typeof SCREENS;
/** Another path of a screen: the home screen is also `/home`. */
export const HOME_ALIAS = '/home';
/** The screen that owns every path below its own. */
const NESTED: ScreenName = 'profile';

/** A path as the routes read it: without trailing slashes (but `/` itself). */
export const routePath = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** The router's path of a screen: relative to the app's root. */
export const routerPath = (name: ScreenName): string => SCREENS[name].slice(1);

let patterns: Map<ScreenName, RegExp> | undefined;
/** Each screen's path as a pattern, made on first use (the server matches every page it sends). */
function patternOf(name: ScreenName): RegExp {
  patterns ??= new Map(
    (Object.keys(SCREENS) as ScreenName[]).map((screen) => [
      screen,
      new RegExp(`^${SCREENS[screen].replace(/:\w+/g, '[^/]+')}${screen === NESTED ? '(/.*)?' : ''}$`),
    ]),
  );
  return patterns.get(name) as RegExp;
}

/** Whether `pathname` (as `routePath` reads it) opens the screen. */
export function isScreen(name: ScreenName, pathname: string): boolean {
  const path = routePath(pathname);
  return (name === 'home' && path === HOME_ALIAS) || patternOf(name).test(path);
}

/** The screen `pathname` opens, if any. */
export const screenOf = (pathname: string): ScreenName | undefined =>
  (Object.keys(SCREENS) as ScreenName[]).find((name) => isScreen(name, pathname));

export const isClientRoute = (pathname: string): boolean => screenOf(pathname) !== undefined;

/** The path of a screen, its `:name` segments filled in order with `values` (each encoded). */
export function screenPath(name: ScreenName, ...values: readonly (string | number)[]): string {
  let i = 0;
  return SCREENS[name].replace(/:\w+/g, () => encodeURIComponent(String(values[i++] ?? '')));
}

/** The detail screen of each content type (spec §2: /company/:id, /item/:id, /place/:id). */
const DETAIL_SCREEN = { company: 'company', product: 'item', place: 'place' } as const;
export const detailPath = (type: keyof typeof DETAIL_SCREEN, id: number): string =>
  screenPath(DETAIL_SCREEN[type], id);
