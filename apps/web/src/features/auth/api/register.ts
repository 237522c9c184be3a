import { authCalls, type RegisterBody, type RegisterResult } from '@sefer/contract/auth';
import { callApi } from '../../../lib/call-api.ts';

/**
 * Creates the pending account if needed and texts a code, unless the account already has a password (`webLogin`) or
 * a code went out less than a minute ago.
 */
export const registerPhone = (body: RegisterBody): Promise<RegisterResult> =>
  callApi(authCalls.register, { body });
