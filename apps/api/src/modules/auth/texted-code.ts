import {
  ACTIVATION_CODE_MAX_TRIES,
  ACTIVATION_CODE_RESEND_S,
  ACTIVATION_CODE_TTL_S,
  type ErrorReason,
} from '@sefer/contract';
import type { Queryable } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import type { SmsQueue } from '../sms/sms-queue.ts';
import { newActivationCode, sameHash } from './secrets.ts';
import type { LiveCode } from './sms-code.repository.ts';

/**
 * Texted codes (sign-up, a forgotten password, a business phone) are sent and checked alike: one live code,
 * resent at most every ACTIVATION_CODE_RESEND_S, dead after ACTIVATION_CODE_TTL_S or ACTIVATION_CODE_MAX_TRIES
 * wrong tries. Each kind keeps its own table and its own HMAC purpose.
 */
export type CodeOutcome =
  | 'ok'
  | Extract<ErrorReason, 'incorrect_code' | 'code_expired' | 'code_exhausted' | 'no_code'>;

const CODE_MESSAGES: Record<Exclude<CodeOutcome, 'ok'>, string> = {
  incorrect_code: 'Incorrect code',
  code_expired: 'The code has expired. Ask for a new one.',
  code_exhausted: 'Too many wrong codes. Ask for a new one.',
  no_code: 'Ask for a code first.',
};

/** The 400 of a code that did not pass (spec §8 'Incorrect code' and its kin), on the `code` field. */
export const codeError = (outcome: Exclude<CodeOutcome, 'ok'>) =>
  badRequest(CODE_MESSAGES[outcome], { reason: outcome, fields: { code: 'invalid_code' } });

/**
 * Checks a code against the live one (`hashOf`: the typed code's HMAC); a wrong one uses
 * up a try. Call inside a transaction and throw only after it commits, so the try is counted even though the
 * call fails.
 */
export async function checkCode(
  live: LiveCode | undefined,
  hashOf: () => string,
  countWrongTry: () => Promise<unknown>,
): Promise<CodeOutcome> {
  if (!live) return 'no_code';
  if (live.tries >= ACTIVATION_CODE_MAX_TRIES) return 'code_exhausted';
  if (live.expired) return 'code_expired';
  if (sameHash(live.codeHash, hashOf())) return 'ok';
  await countWrongTry();
  return 'incorrect_code';
}

export type CodeSent = { codeSent: boolean; resendAfter: number };

/**
 * Queues a new code, unless one went out less than ACTIVATION_CODE_RESEND_S ago (then: the seconds to wait).
 * The message goes out after commit: the caller wakes the queue when a code was sent.
 */
export async function sendCode(
  tx: Queryable,
  sms: SmsQueue,
  code: {
    resendWait: (resendS: number) => Promise<number | undefined>;
    /** Keeps the new code's HMAC, replacing the live one. */
    save: (code: string, ttlS: number) => Promise<unknown>;
    to: string;
    body: (code: string) => string;
    /** The client address the SMS limits count, null for a signed-in owner. */
    clientAddress: string | null;
  },
): Promise<CodeSent> {
  const wait = await code.resendWait(ACTIVATION_CODE_RESEND_S);
  if (wait !== undefined) return { codeSent: false, resendAfter: Math.max(1, Math.ceil(wait)) };
  const fresh = newActivationCode();
  await code.save(fresh, ACTIVATION_CODE_TTL_S);
  await sms.queue(
    tx,
    { to: code.to, body: code.body(fresh), code: fresh },
    { clientAddress: code.clientAddress },
  );
  return { codeSent: true, resendAfter: ACTIVATION_CODE_RESEND_S };
}
