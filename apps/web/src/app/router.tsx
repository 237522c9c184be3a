import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { HomeRoute } from './routes/home.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

// Secondary screens load on demand, so the home route's first load stays small.
const SettingsRoute = lazy(() => import('./routes/settings.tsx').then((m) => ({ default: m.SettingsRoute })));
const PrivacyRoute = lazy(() => import('./routes/privacy.tsx').then((m) => ({ default: m.PrivacyRoute })));
const NotFoundRoute = lazy(() =>
  import('./routes/not-found.tsx').then((m) => ({ default: m.NotFoundRoute })),
);

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <HomeRoute /> },
            { path: 'home', element: <HomeRoute /> },
            { path: 'settings', element: <SettingsRoute /> },
            { path: 'privacy', element: <PrivacyRoute /> },
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ]);
}
