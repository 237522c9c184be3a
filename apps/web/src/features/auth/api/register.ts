import type { RegisterBody, RegisterResult } from '@sefer/contract/auth';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * `POST /api/v2/auth/webPersonalRegister`: creates the pending account if needed and texts a code,
 * unless the account already has a password (`webLogin`) or a code went out less than a minute ago.
 */
export function registerPhone(body: RegisterBody): Promise<RegisterResult> {
  return apiClient.post<RegisterResult>('/api/v2/auth/webPersonalRegister', body);
}
