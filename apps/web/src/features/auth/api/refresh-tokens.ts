import type { TokenResponse } from '@sefer/contract/auth';
import { firstLoadCall } from '../../../lib/first-load-call.ts';
import { clientCredentials } from '../lib/client-credentials.ts';

/** `POST /api/auth/login`, refresh_token grant: the old refresh token is used up (rotation). */
export function refreshTokens(refreshToken: string, signal?: AbortSignal): Promise<TokenResponse> {
  return firstLoadCall(
    'token',
    { form: { grant_type: 'refresh_token', refresh_token: refreshToken, ...clientCredentials() } },
    signal,
  );
}
