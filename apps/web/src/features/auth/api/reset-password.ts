import { passwordCalls, type ResetPasswordBody } from '@sefer/contract/sessions';
import { callApi } from '../../../lib/call-api.ts';
import { saveTokens } from '../../../lib/token-store.ts';
import { deviceTokenFor, keepDeviceToken } from '../lib/device-token-store.ts';

/**
 * `POST /api/auth/resetPassword`: the texted code and a new password. Every other session of the account ends;
 * this browser is signed in (remembered, as after creating a password) and keeps its device token.
 */
export async function resetPassword(body: Omit<ResetPasswordBody, 'deviceToken'>): Promise<void> {
  const deviceToken = deviceTokenFor(body.phone);
  const tokens = await callApi(passwordCalls.reset, {
    body: { ...body, ...(deviceToken ? { deviceToken } : {}) },
  });
  if (tokens.deviceToken) keepDeviceToken(body.phone, tokens.deviceToken);
  saveTokens(tokens, { remember: true, phone: body.phone });
}
