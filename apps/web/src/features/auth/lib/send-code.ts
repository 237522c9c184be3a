import type { RegisterBody } from '@sefer/contract/auth';
import { registerPhone } from '../api/register.ts';
import { type AuthFlow, noteCodeRequest } from './flow-state.ts';

/**
 * Asks for an activation code (creating the pending account if needed). Answers which screen comes
 * next: enter the password when the account already has one, else create it with the code.
 */
export async function sendCode(
  flow: AuthFlow,
  names: Pick<RegisterBody, 'firstName' | 'lastName'> = {},
): Promise<'enterPassword' | 'createPassword'> {
  const result = await registerPhone({ phone: flow.e164, ...names });
  if (result.webLogin) return 'enterPassword';
  noteCodeRequest(flow, result.resendAfter);
  return 'createPassword';
}
