import { screenPath } from '@sefer/contract/routes';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../hooks/use-session.ts';
import { withReturnTo } from '../lib/return-to.ts';

/** The protected wrapper of /profile: a signed-out visitor goes to login, and comes back after. */
export function RequireAuth() {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session) return <Navigate to={withReturnTo(screenPath('login'), `${pathname}${search}`)} replace />;
  return <Outlet />;
}
