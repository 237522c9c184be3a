import type { TokenResponse } from '@sefer/contract/auth';
import { TOKEN_PATH } from '@sefer/contract/token-paths';
import { apiClient } from '../../../lib/api-client.ts';
import { clientCredentials } from '../lib/client-credentials.ts';

/** `POST /api/auth/login`, refresh_token grant: the old refresh token is used up (rotation). */
export function refreshTokens(refreshToken: string, signal?: AbortSignal): Promise<TokenResponse> {
  return apiClient.postForm<TokenResponse>(
    TOKEN_PATH,
    { grant_type: 'refresh_token', refresh_token: refreshToken, ...clientCredentials() },
    signal,
  );
}
