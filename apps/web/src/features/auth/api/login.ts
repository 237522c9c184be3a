import type { TokenResponse } from '@sefer/contract/auth';
import { tokenCall } from '@sefer/contract/token';
import { callApi } from '../../../lib/call-api.ts';
import { saveTokens } from '../../../lib/token-store.ts';
import { clientCredentials } from '../lib/client-credentials.ts';
import { deviceTokenFor, keepDeviceToken } from '../lib/device-token-store.ts';

/**
 * `POST /api/auth/login`, password grant (form-encoded). `phone` is E.164. Sends the device token an
 * earlier sign-in to this number left, so a lock-out of the number does not keep this browser out.
 */
export function requestPasswordGrant(phone: string, password: string): Promise<TokenResponse> {
  const deviceToken = deviceTokenFor(phone);
  return callApi(tokenCall, {
    body: {
      grant_type: 'password',
      username: phone,
      password,
      ...clientCredentials(),
      scope: 'offline_access',
      ...(deviceToken ? { device_token: deviceToken } : {}),
    },
  });
}

/** Signs in and keeps the tokens (localStorage with remember me, else sessionStorage) and the device token. */
export async function login(input: { phone: string; password: string; remember: boolean }): Promise<void> {
  const tokens = await requestPasswordGrant(input.phone, input.password);
  if (tokens.deviceToken) keepDeviceToken(input.phone, tokens.deviceToken);
  saveTokens(tokens, { remember: input.remember, phone: input.phone });
}
