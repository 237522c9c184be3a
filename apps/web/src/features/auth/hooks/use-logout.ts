import { screenPath } from '@sefer/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, getSession } from '../../../lib/token-store.ts';
import { revokeRefreshToken } from '../api/logout.ts';

/**
 * Logout (spec §4): go to /auth/login, forget the tokens and their save times, drop the user's
 * cached data, and revoke the refresh token on the server (its failure is ignored).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const refreshToken = getSession()?.refreshToken;
    // Leave the protected screen first, so it does not redirect to login with a returnTo of its own.
    await navigate(screenPath('login'), { replace: true });
    clearSession();
    queryClient.removeQueries({ queryKey: ['user'] });
    // The owner's company is the signed-in person's own: the next person on this tab must not see it.
    queryClient.removeQueries({ queryKey: ['company'] });
    if (refreshToken) await revokeRefreshToken(refreshToken).catch(() => {});
  }, [navigate, queryClient]);
}
