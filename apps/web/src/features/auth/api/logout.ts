import { LOGOUT_PATH } from '@sefer/contract/token-paths';
import { apiClient } from '../../../lib/api-client.ts';

/** `POST /api/auth/logout`: revokes the refresh token (and its family) on the server. */
export function revokeRefreshToken(refreshToken: string): Promise<void> {
  return apiClient.post<void>(LOGOUT_PATH, { refreshToken });
}
