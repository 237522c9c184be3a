import { setAuthSession } from '../../../lib/api-client.ts';
import { clearSession, getSession, saveTokens } from '../../../lib/token-store.ts';
import { refreshTokens } from '../api/refresh-tokens.ts';

/**
 * Connects the API client to the stored session: it sends the bearer and user id from it, and on a
 * 401 trades the refresh token (read fresh: another tab may have rotated it) for new tokens.
 */
export function installAuthSession(): void {
  setAuthSession({
    accessToken: () => getSession()?.accessToken ?? null,
    userId: () => getSession()?.userId ?? null,
    async refresh(signal) {
      const session = getSession();
      if (!session) throw new Error('Signed out');
      const tokens = await refreshTokens(session.refreshToken, signal);
      return saveTokens(tokens, { remember: session.remember }).accessToken;
    },
    expire: clearSession,
  });
}
