import { HOME_ALIAS, routerPath, SCREENS } from '@sefer/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { BootFrame } from './routes/boot-frame.tsx';
import { HomeRoute } from './routes/home.tsx';
import { primeDetail, primeExplore, primeSearch } from './routes/prime-queries.ts';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

// Secondary screens load on demand, so the home route's first load stays small (the sign-in screens
// also carry the phone-number metadata).
const SettingsRoute = lazy(() => import('./routes/settings.tsx').then((m) => ({ default: m.SettingsRoute })));
const PrivacyRoute = lazy(() => import('./routes/privacy.tsx').then((m) => ({ default: m.PrivacyRoute })));
const NotFoundRoute = lazy(() =>
  import('./routes/not-found.tsx').then((m) => ({ default: m.NotFoundRoute })),
);
const LoginRoute = lazy(() => import('./routes/auth/login.tsx').then((m) => ({ default: m.LoginRoute })));
const EnterPasswordRoute = lazy(() =>
  import('./routes/auth/enter-password.tsx').then((m) => ({ default: m.EnterPasswordRoute })),
);
const CreatePasswordRoute = lazy(() =>
  import('./routes/auth/create-password.tsx').then((m) => ({ default: m.CreatePasswordRoute })),
);
const RegisterRoute = lazy(() =>
  import('./routes/auth/register.tsx').then((m) => ({ default: m.RegisterRoute })),
);
const MyLocationsRoute = lazy(() =>
  import('./routes/my-locations.tsx').then((m) => ({ default: m.MyLocationsRoute })),
);
const SearchRoute = lazy(() => import('./routes/search.tsx').then((m) => ({ default: m.SearchRoute })));
const ExploreRoute = lazy(() => import('./routes/explore.tsx').then((m) => ({ default: m.ExploreRoute })));
const ProfileUserRoute = lazy(() =>
  import('./routes/profile/user.tsx').then((m) => ({ default: m.ProfileUserRoute })),
);
// The company owner's screens: one entry here (each lazy route costs the first load its list of files to
// preload), the screens themselves load on demand from there.
const CompanyAreaRoute = lazy(() =>
  import('./routes/profile/company-area.tsx').then((m) => ({ default: m.CompanyAreaRoute })),
);
// Detail screens and the image viewer (their strings, map and review form load with them).
const CompanyRoute = lazy(() =>
  import('./routes/details/company.tsx').then((m) => ({ default: m.CompanyRoute })),
);
const ItemRoute = lazy(() => import('./routes/details/item.tsx').then((m) => ({ default: m.ItemRoute })));
const PlaceRoute = lazy(() => import('./routes/details/place.tsx').then((m) => ({ default: m.PlaceRoute })));
const ViewImageRoute = lazy(() =>
  import('./routes/view-image.tsx').then((m) => ({ default: m.ViewImageRoute })),
);

/**
 * `client`: the app's query cache, which the loaders of search, Explore and the detail routes prime
 * (./routes/prime-queries.ts).
 */
export function createRouter(client: QueryClient) {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: BootFrame,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <HomeRoute /> },
            { path: HOME_ALIAS.slice(1), element: <HomeRoute /> },
            { path: routerPath('search'), element: <SearchRoute />, loader: primeSearch(client) },
            { path: routerPath('explore'), element: <ExploreRoute />, loader: primeExplore(client) },
            { path: routerPath('settings'), element: <SettingsRoute /> },
            { path: routerPath('privacy'), element: <PrivacyRoute /> },
            { path: routerPath('myLocations'), element: <MyLocationsRoute /> },
            {
              path: routerPath('company'),
              element: <CompanyRoute />,
              loader: primeDetail(client, 'companyId'),
            },
            { path: routerPath('item'), element: <ItemRoute />, loader: primeDetail(client, 'productId') },
            { path: routerPath('place'), element: <PlaceRoute />, loader: primeDetail(client, 'placeId') },
            { path: routerPath('viewImage'), element: <ViewImageRoute />, handle: { bottomNav: false } },
            { path: routerPath('auth'), element: <Navigate to={SCREENS.login} replace /> },
            { path: routerPath('login'), element: <LoginRoute /> },
            { path: routerPath('enterPassword'), element: <EnterPasswordRoute /> },
            { path: routerPath('createPassword'), element: <CreatePasswordRoute /> },
            { path: routerPath('register'), element: <RegisterRoute /> },
            {
              // Spec §2: every screen under /profile needs a signed-in user.
              path: routerPath('profile'),
              element: <RequireAuth />,
              children: [
                { index: true, element: <Navigate to="/profile/user" replace /> },
                { path: 'user/*', element: <ProfileUserRoute /> },
                { path: 'company/*', element: <CompanyAreaRoute /> },
                // /profile/stats and any other path: the area serves stats, and "not found" for the rest.
                { path: '*', element: <CompanyAreaRoute /> },
              ],
            },
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ]);
}
