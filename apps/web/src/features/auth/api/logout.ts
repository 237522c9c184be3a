import { apiClient } from '../../../lib/api-client.ts';

/** `POST /api/auth/logout`: revokes the refresh token (and its family) on the server. */
export function revokeRefreshToken(refreshToken: string): Promise<void> {
  return apiClient.post<void>('/api/auth/logout', { refreshToken });
}
