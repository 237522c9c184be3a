import { authCalls, type CreatePasswordBody } from '@sefer/contract/auth';
import { callApi } from '../../../lib/call-api.ts';

/** Sets the password with the activation code (which it uses up). */
export const createPassword = (body: CreatePasswordBody) => callApi(authCalls.createPassword, { body });
