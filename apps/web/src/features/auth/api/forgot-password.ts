import { type ForgotPasswordResult, passwordCalls } from '@sefer/contract/sessions';
import { callApi } from '../../../lib/call-api.ts';

/**
 * `POST /api/auth/forgotPassword`: texts a reset code to the number (E.164), unless one went out less than a
 * minute ago (`codeSent` false; that one still works).
 */
export function requestResetCode(phone: string): Promise<ForgotPasswordResult> {
  return callApi(passwordCalls.forgot, { body: { phone } });
}
