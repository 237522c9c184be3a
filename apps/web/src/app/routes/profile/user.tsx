import { type ComponentType, lazy } from 'react';
import { useParams } from 'react-router';
import { NotFoundRoute } from '../not-found.tsx';
import { ProfileHomeRoute } from './user-home.tsx';

/** The member's own screens by their path under /profile/user (spec §2); the profile comes with the area. */
const SCREENS: Readonly<Record<string, ComponentType>> = {
  '': ProfileHomeRoute,
  update: lazy(() => import('./user-update.tsx').then((m) => ({ default: m.ProfileUpdateRoute }))),
};

/**
 * /profile/user/* behind the protected wrapper: one lazy chunk with the profile, 'About you' loaded on demand from
 * it. The app's router holds one entry for the area, as for the owner's (company-area.tsx): each lazy route there
 * adds its list of files to the home route's first load.
 */
export function ProfileUserRoute() {
  const { '*': rest = '' } = useParams();
  const Screen = SCREENS[rest.replace(/\/+$/, '')] ?? NotFoundRoute;
  return <Screen />;
}
