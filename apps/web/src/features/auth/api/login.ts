import type { TokenResponse } from '@sefer/contract/auth';
import { apiClient } from '../../../lib/api-client.ts';
import { clientCredentials } from '../lib/client-credentials.ts';
import { saveTokens } from '../lib/token-store.ts';

/** `POST /api/auth/login`, password grant (form-encoded). `phone` is E.164. */
export function requestPasswordGrant(phone: string, password: string): Promise<TokenResponse> {
  return apiClient.postForm<TokenResponse>('/api/auth/login', {
    grant_type: 'password',
    username: phone,
    password,
    ...clientCredentials(),
    scope: 'offline_access',
  });
}

/** Signs in and keeps the tokens (localStorage with remember me, else sessionStorage). */
export async function login(input: { phone: string; password: string; remember: boolean }): Promise<void> {
  const tokens = await requestPasswordGrant(input.phone, input.password);
  saveTokens(tokens, { remember: input.remember, phone: input.phone });
}
