/**
 * Paths the web app answers (spec §2). The server sends the app shell with 200 for these and with 404
 * for any other non-API path, so that crawlers and link checkers see a real Not Found.
 */
export const CLIENT_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/home$/,
  /^\/explore$/,
  /^\/settings$/,
  /^\/privacy$/,
  /^\/search$/,
  /^\/myLocations$/,
  /^\/auth(\/login(\/enterPassword|\/createPassword)?|\/register)?$/,
  /^\/viewImage\/[^/]+$/,
  /^\/(company|item|place)\/[^/]+$/,
  /^\/profile(\/.*)?$/,
];

/** A path as the routes read it: without trailing slashes (but `/` itself). */
export const routePath = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

export const isClientRoute = (pathname: string): boolean =>
  CLIENT_ROUTES.some((route) => route.test(routePath(pathname)));
