import { type ComponentType, lazy } from 'react';
import { useLocation, useParams } from 'react-router';
import { NotFoundRoute } from '../not-found.tsx';
import { CompanyHomeRoute } from './company-home.tsx';

/** The owner's screens by their path under /profile/company (spec §2); the dashboard comes with the area. */
const SCREENS: Readonly<Record<string, ComponentType>> = {
  '': CompanyHomeRoute,
  'update/basic': lazy(() => import('./company-basic.tsx').then((m) => ({ default: m.CompanyBasicRoute }))),
  'update/location': lazy(() =>
    import('./company-location.tsx').then((m) => ({ default: m.CompanyLocationRoute })),
  ),
  'update/social': lazy(() =>
    import('./company-social.tsx').then((m) => ({ default: m.CompanySocialRoute })),
  ),
  hours: lazy(() => import('./company-hours.tsx').then((m) => ({ default: m.CompanyHoursRoute }))),
  photos: lazy(() => import('./company-photos.tsx').then((m) => ({ default: m.CompanyPhotosRoute }))),
  posts: lazy(() => import('./company-posts.tsx').then((m) => ({ default: m.CompanyPostsRoute }))),
  products: lazy(() => import('./company-products.tsx').then((m) => ({ default: m.CompanyProductsRoute }))),
  'products/add': lazy(() =>
    import('./company-products-add.tsx').then((m) => ({ default: m.CompanyProductsAddRoute })),
  ),
  'products/edit': lazy(() =>
    import('./company-products-edit.tsx').then((m) => ({ default: m.CompanyProductsEditRoute })),
  ),
};

/** The owner's screens outside /profile/company, by their path under /profile (the router's catch-all there). */
const OTHER_SCREENS: Readonly<Record<string, ComponentType>> = {
  stats: lazy(() => import('./company-stats.tsx').then((m) => ({ default: m.CompanyStatsRoute }))),
};

/**
 * /profile/company/* : the owner's area, one lazy chunk with the dashboard, each edit screen loaded on
 * demand from it. The app's router holds one entry for the whole area: every lazy route there adds its
 * list of files to the home route's first load, and descendant `<Routes>` would add theirs to the
 * libraries' chunk (0.3 KB gzip), against a budget of 150 KB (DESIGN §3). The router's catch-all under /profile
 * comes here too, for the owner's screens outside /profile/company (/profile/stats); the rest is "not found".
 */
export function CompanyAreaRoute() {
  const { '*': rest = '' } = useParams();
  const screens = useLocation().pathname.startsWith('/profile/company') ? SCREENS : OTHER_SCREENS;
  const Screen = screens[rest.replace(/\/+$/, '')] ?? NotFoundRoute;
  return <Screen />;
}
