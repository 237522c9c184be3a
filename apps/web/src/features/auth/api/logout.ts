import { firstLoadCall } from '../../../lib/first-load-call.ts';

/** `POST /api/auth/logout`: revokes the refresh token (and its family) on the server. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  await firstLoadCall('logout', { body: { refreshToken } });
}
