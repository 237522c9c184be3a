import { authCalls, type CheckUser } from '@sefer/contract/auth';
import { callApi } from '../../../lib/call-api.ts';

/** Whether an account uses the number (404 `not_found` when none does) and has a password. */
export const checkUser = (phone: string): Promise<CheckUser> =>
  callApi(authCalls.checkUser, { params: { phone } });
