import type {
  ChangePasswordBody,
  ForgotPasswordResult,
  ResetPasswordBody,
  TokenResponse,
} from '@sefer/contract';
import type { Queryable } from '../../db/client.ts';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../../errors.ts';
import type { AuthServiceDeps } from './auth.service.ts';
import { incorrectPassword, noAccount, passwordsDiffer, phoneOrThrow } from './auth-errors.ts';
import { knownDevice } from './device-token.ts';
import { passwordRepository as passwords } from './password.repository.ts';
import { hashPassword, hashResetCode, verifyPassword } from './secrets.ts';
import { type SessionClient, sessionRepository as sessions } from './session.repository.ts';
import { checkCode, codeError, sendCode } from './texted-code.ts';
import { accountKey, clearFailures, LOGIN_LIMITS, recordFailure, secondsBlocked } from './throttle.ts';
import { createTokenIssuer } from './token-issuer.ts';

/** An account still signing up has no password to forget: its sign-up code comes from the phone screen. */
const noPassword = () =>
  badRequest('This account has no password yet. Sign up with a code instead.', { reason: 'not_activated' });

/**
 * A forgotten password (a code by SMS, then a new password) and a changed one (the current one, then a new
 * one). Both end other sessions: a reset ends every one and signs this browser in, a change keeps only the
 * session that made it.
 */
export function createPasswordService({ db, config, sms, tokens }: AuthServiceDeps) {
  const issuer = createTokenIssuer(config, tokens);
  /** Access tokens of revoked families are refused here at once (elsewhere within the session check's period). */
  const ended = (families: string[]) => {
    for (const family of families) tokens.endSession(family);
  };

  /** Checks a code against the account's live reset code (texted-code.ts). */
  const checkResetCode = async (tx: Queryable, userId: number, code: string) =>
    checkCode(
      await passwords.live(tx, userId),
      () => hashResetCode(config.jwtSecret, userId, code),
      () => passwords.countWrongTry(tx, userId),
    );

  return {
    /**
     * Texts a reset code to an account with a password, unless one went out a minute ago. The SMS limits of
     * sign-up apply (the number's, the address's, the budget): their 429 undoes the code.
     */
    async forgot(input: { phone: string; ip: string }): Promise<ForgotPasswordResult> {
      const phone = phoneOrThrow(input.phone);
      const result = await db.transaction(async (tx) => {
        const account = await passwords.byPhone(tx, phone);
        if (!account) return noAccount();
        if (account.passwordHash === null) return noPassword();
        return sendCode(tx, sms, {
          resendWait: (resendS) => passwords.resendWait(tx, account.id, resendS),
          save: (code, ttlS) =>
            passwords.save(tx, account.id, hashResetCode(config.jwtSecret, account.id, code), ttlS),
          to: phone,
          body: (code) => `${code} is your Sefer password reset code. ${code} የሰፈር የይለፍ ቃል መቀየሪያ ኮድዎ ነው።`,
          clientAddress: input.ip,
        });
      });
      if (result instanceof HttpError) throw result;
      if (result.codeSent) sms.wake();
      return result;
    },

    /**
     * The code and a new password: the password is replaced, the code used up, every refresh token of the
     * account revoked, every other known device forgotten, and this browser signed in as a known device. Wrong codes count as activation's do.
     */
    async reset(
      input: ResetPasswordBody & { client: SessionClient },
    ): Promise<TokenResponse & { deviceToken: string }> {
      const phone = phoneOrThrow(input.phone);
      if (input.password !== input.confirmPassword) throw passwordsDiffer();
      const outcome = await db.transaction(async (tx) => {
        const account = await passwords.byPhone(tx, phone);
        if (!account) return noAccount();
        if (account.passwordHash === null) return noPassword();
        const checked = await checkResetCode(tx, account.id, input.code);
        if (checked !== 'ok') return codeError(checked);
        await passwords.setPassword(tx, account.id, await hashPassword(input.password));
        await passwords.remove(tx, account.id);
        const revoked = await sessions.revokeAll(tx, account.id, null);
        const known = await knownDevice(tx, config.jwtSecret, account.id, input.deviceToken);
        await sessions.forgetOtherDevices(tx, account.id, known);
        const answer = await issuer.signIn(tx, account.id, known, input.client);
        return { revoked: revoked.map((r) => r.family), answer };
      });
      if (outcome instanceof HttpError) throw outcome;
      ended(outcome.revoked);
      return outcome.answer;
    },

    /**
     * The current password, then the new one; every other session ends and its device is forgotten. Wrong current passwords are throttled
     * per account, so a session left open somewhere cannot be used to guess the password and take the account.
     */
    async change(
      userId: number,
      family: string | null,
      input: ChangePasswordBody,
    ): Promise<{ changed: true; signedOut: number }> {
      if (input.password !== input.confirmPassword) throw passwordsDiffer();
      const outcome = await db.transaction(
        async (tx): Promise<HttpError | { revoked: string[]; live: number }> => {
          const account = await passwords.byId(tx, userId);
          if (!account) return unauthorized();
          const key = accountKey(userId);
          const wait = await secondsBlocked(tx, key, LOGIN_LIMITS.account);
          if (wait > 0) return tooManyRequests(wait);
          if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
            await recordFailure(tx, [{ key }]);
            return incorrectPassword('currentPassword');
          }
          await clearFailures(tx, key);
          await passwords.setPassword(tx, userId, await hashPassword(input.password));
          const current = family ? await sessions.byFamily(tx, family) : undefined;
          await sessions.forgetOtherDevices(tx, userId, current?.loginDeviceId ?? null);
          const revoked = await sessions.revokeAll(tx, userId, family);
          return { revoked: revoked.map((r) => r.family), live: revoked.filter((r) => r.live).length };
        },
      );
      if (outcome instanceof HttpError) throw outcome;
      ended(outcome.revoked);
      return { changed: true, signedOut: outcome.live };
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
