import type { ScreenName } from './routes.ts';

/**
 * The screens whose code is a chunk of its own, by the source module the router loads lazily (apps/web, relative to
 * its root): the detail screens, search and Explore. The server preloads that code with the screen's shell
 * (apps/api/src/plugins/web.ts). Kept apart from `SCREENS` so the web's first load does not carry it;
 * `screen-modules.test.ts` fails when a module named here is missing.
 */
export const SCREEN_MODULES = {
  place: 'src/app/routes/details/place.tsx',
  item: 'src/app/routes/details/item.tsx',
  company: 'src/app/routes/details/company.tsx',
  search: 'src/app/routes/search.tsx',
  explore: 'src/app/routes/explore.tsx',
} as const satisfies Partial<Record<ScreenName, string>>;
