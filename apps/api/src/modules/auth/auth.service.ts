import {
  ACTIVATION_CODE_MAX_TRIES,
  ACTIVATION_CODE_RESEND_S,
  ACTIVATION_CODE_TTL_S,
  type CheckUser,
  type ErrorReason,
  type RegisterResult,
  type TokenResponse,
} from '@sefer/contract';
import { normalizePhone } from '@sefer/contract/phone';
import type { Config } from '../../config.ts';
import type { Database, Queryable } from '../../db/client.ts';
import {
  badRequest,
  type HttpError,
  HttpError as HttpErrorClass,
  invalidField,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../errors.ts';
import type { SmsQueue } from '../sms/sms-queue.ts';
import type { AccessTokens } from './access-token.ts';
import { activationRepository } from './activation.repository.ts';
import { deviceIdOf, deviceTokenFor, isKnownDevice, rememberDevice } from './device-token.ts';
import { rotateRefreshToken } from './refresh-rotation.ts';
import { findRefreshToken, revokeFamily } from './refresh-token.repository.ts';
import {
  hashCode,
  hashPassword,
  hashRefreshToken,
  newActivationCode,
  sameHash,
  verifyPassword,
} from './secrets.ts';
import { type SessionClient, sessionRepository } from './session.repository.ts';
import {
  clearFailures,
  deviceKey,
  ipKey,
  LOGIN_LIMITS,
  lockKey,
  phoneKey,
  recordFailure,
  secondsBlocked,
} from './throttle.ts';
import { createTokenIssuer } from './token-issuer.ts';

/** A phone number as typed → E.164, or 400 `invalid_phone`. */
export function phoneOrThrow(input: string, field = 'phone'): string {
  const phone = normalizePhone(input);
  if (!phone) throw invalidField('phone', field, 'Please enter a valid phone number');
  return phone;
}

const CODE_MESSAGES: Record<Exclude<CodeOutcome, 'ok'>, string> = {
  incorrect_code: 'Incorrect code',
  code_expired: 'The code has expired. Ask for a new one.',
  code_exhausted: 'Too many wrong codes. Ask for a new one.',
  no_code: 'Ask for a code first.',
};
export type CodeOutcome =
  | 'ok'
  | Extract<ErrorReason, 'incorrect_code' | 'code_expired' | 'code_exhausted' | 'no_code'>;

/** The 400 of a code that did not pass (spec §8 'Incorrect code' and its kin), on the `code` field. */
export const codeError = (outcome: Exclude<CodeOutcome, 'ok'>) =>
  badRequest(CODE_MESSAGES[outcome], { reason: outcome, fields: { code: 'invalid_code' } });

export type AuthServiceDeps = {
  db: Database;
  config: Config['auth'];
  sms: SmsQueue;
  tokens: AccessTokens;
};

export function createAuthService({ db, config, sms, tokens }: AuthServiceDeps) {
  const findUser = activationRepository.byPhone;

  /**
   * Checks a code against the account's live code; a wrong one uses up a try. Call inside a
   * transaction and throw only after it commits, so the try is counted even though the call fails.
   */
  async function checkCode(tx: Queryable, userId: number, code: string): Promise<CodeOutcome> {
    const row = await activationRepository.live(tx, userId);
    if (!row) return 'no_code';
    if (row.tries >= ACTIVATION_CODE_MAX_TRIES) return 'code_exhausted';
    if (row.expired) return 'code_expired';
    if (sameHash(row.codeHash, hashCode(config.jwtSecret, userId, code))) return 'ok';
    await activationRepository.countWrongTry(tx, userId);
    return 'incorrect_code';
  }

  const issuer = createTokenIssuer(config, tokens);

  function checkClient(clientId: string, clientSecret: string): void {
    const ok = sameHash(clientId, config.webClientId) && sameHash(clientSecret, config.webClientSecret);
    if (!ok) throw unauthorized('Unknown client', 'invalid_client');
  }

  return {
    async checkUser(input: string): Promise<CheckUser> {
      const user = await findUser(db, phoneOrThrow(input));
      if (!user) throw notFound('No account with this phone number');
      const passwordCreated = user.passwordHash !== null;
      return { userExists: true, passwordCreated, webLogin: passwordCreated };
    },

    /**
     * Creates the pending account when there is none, and queues a code unless one went out a minute
     * ago; the SMS limits' 429 undoes both. The code is texted after commit: no provider is waited for.
     */
    async register(input: {
      phone: string;
      firstName?: string | undefined;
      lastName?: string | undefined;
      /** The client address, counted by the SMS limits. */
      ip: string;
    }): Promise<RegisterResult> {
      const phone = phoneOrThrow(input.phone);
      const result = await db.transaction(async (tx): Promise<RegisterResult> => {
        await activationRepository.createPending(tx, phone, input.firstName ?? null, input.lastName ?? null);
        const user = await findUser(tx, phone, true);
        if (!user) throw new Error(`The account of ${phone} is missing after its insert`);
        if (user.passwordHash !== null) return { webLogin: true, codeSent: false, resendAfter: 0 };
        if (input.firstName) {
          await activationRepository.fillNames(tx, user.id, input.firstName, input.lastName ?? null);
        }
        const wait = await activationRepository.resendWait(tx, user.id, ACTIVATION_CODE_RESEND_S);
        if (wait !== undefined)
          return { webLogin: false, codeSent: false, resendAfter: Math.max(1, Math.ceil(wait)) };
        const code = newActivationCode();
        await activationRepository.save(
          tx,
          user.id,
          hashCode(config.jwtSecret, user.id, code),
          ACTIVATION_CODE_TTL_S,
        );
        await sms.queue(
          tx,
          { to: phone, body: `${code} is your Sefer code. ${code} የሰፈር ኮድዎ ነው።`, code },
          { clientAddress: input.ip },
        );
        return { webLogin: false, codeSent: true, resendAfter: ACTIVATION_CODE_RESEND_S };
      });
      if (result.codeSent) sms.wake();
      return result;
    },

    /** Confirms the code (without using it up: create password checks it again). */
    async activate(input: { phone: string; code: string }): Promise<void> {
      const phone = phoneOrThrow(input.phone);
      const outcome = await db.transaction(async (tx) => {
        const user = await findUser(tx, phone, true);
        if (!user) return 'no_user' as const;
        const result = await checkCode(tx, user.id, input.code);
        if (result === 'ok' && user.activatedAt === null) await activationRepository.activate(tx, user.id);
        return result;
      });
      if (outcome === 'no_user') throw notFound('No account with this phone number');
      if (outcome !== 'ok') throw codeError(outcome);
    },

    async createPassword(input: {
      phone: string;
      aCode: string;
      password: string;
      confirmPassword: string;
    }): Promise<void> {
      const phone = phoneOrThrow(input.phone);
      if (input.password !== input.confirmPassword) {
        throw invalidField('password', 'confirmPassword', 'The passwords must match', 'passwords_differ');
      }
      const passwordHash = await hashPassword(input.password);
      const outcome = await db.transaction(async (tx) => {
        const user = await findUser(tx, phone, true);
        if (!user) return 'no_user' as const;
        if (user.passwordHash !== null) return 'password_exists' as const;
        const result = await checkCode(tx, user.id, input.aCode);
        if (result !== 'ok') return result;
        await activationRepository.firstPassword(tx, user.id, passwordHash);
        return 'ok' as const;
      });
      if (outcome === 'no_user') throw notFound('No account with this phone number');
      if (outcome === 'password_exists') {
        throw badRequest('This account already has a password', { reason: 'password_exists' });
      }
      if (outcome !== 'ok') throw codeError(outcome);
    },

    /**
     * Password grant. A device that signed in to the account before (its signed device token) meets only
     * its own throttle, so strangers guessing the number cannot keep the owner out; every other attempt
     * meets the number's and the address's. Success returns the device token to keep.
     */
    async login(input: {
      username: string;
      password: string;
      clientId: string;
      clientSecret: string;
      ip: string;
      deviceToken?: string | undefined;
      /** The browser, recorded with the new session. */
      client: SessionClient;
    }): Promise<TokenResponse & { deviceToken: string }> {
      checkClient(input.clientId, input.clientSecret);
      const phone = phoneOrThrow(input.username, 'username');
      const keys = { phone: phoneKey(phone), ip: ipKey(input.ip) };
      const outcome = await db.transaction(
        async (tx): Promise<(TokenResponse & { deviceToken: string }) | HttpError> => {
          // One attempt per number at a time: parallel guesses cannot slip past the count.
          await lockKey(tx, keys.phone);
          const user = await findUser(tx, phone);
          const claimed = user ? deviceIdOf(config.jwtSecret, user.id, input.deviceToken) : null;
          const device = user && claimed && (await isKnownDevice(tx, user.id, claimed)) ? claimed : null;
          const wait = device
            ? await secondsBlocked(tx, deviceKey(device), LOGIN_LIMITS.device)
            : Math.max(
                await secondsBlocked(tx, keys.phone, LOGIN_LIMITS.phone),
                await secondsBlocked(tx, keys.ip, LOGIN_LIMITS.address),
              );
          if (wait > 0) return tooManyRequests(wait);
          if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
            await recordFailure(
              tx,
              device ? [{ key: deviceKey(device) }] : [{ key: keys.phone }, { key: keys.ip, subject: phone }],
            );
            return badRequest('Password is incorrect', {
              reason: 'incorrect_password',
              fields: { password: 'invalid_password' },
            });
          }
          // The number's count stays: the owner's success must not hand a guesser fresh tries.
          if (device) await clearFailures(tx, deviceKey(device));
          const deviceId = await rememberDevice(tx, user.id, device);
          const tokens = await issuer.startSession(tx, user.id, {
            loginDeviceId: deviceId,
            client: input.client,
          });
          return { ...tokens, deviceToken: deviceTokenFor(config.jwtSecret, user.id, deviceId) };
        },
      );
      if (outcome instanceof HttpErrorClass) throw outcome;
      return outcome;
    },

    /**
     * Refresh grant: the token is used up and replaced; presented again within the grace period it gives
     * the same successor; later, it revokes its whole family (./refresh-rotation.ts).
     */
    async refresh(input: {
      refreshToken: string;
      clientId: string;
      clientSecret: string;
      /** The browser: the session's last use and user agent are updated. */
      client: SessionClient;
    }): Promise<TokenResponse> {
      checkClient(input.clientId, input.clientSecret);
      const outcome = await db.transaction(async (tx) => {
        const rotated = await rotateRefreshToken(tx, input.refreshToken, config.refreshTokenTtlS);
        if (rotated && !('revoked' in rotated))
          await sessionRepository.touch(tx, rotated.family, input.client);
        return rotated;
      });
      if (outcome && 'revoked' in outcome) tokens.endSession(outcome.revoked);
      if (!outcome || 'revoked' in outcome) {
        throw unauthorized('Your session has ended. Sign in again.', 'invalid_token');
      }
      return issuer.respond(outcome.userId, outcome.family, outcome.refreshToken);
    },

    /** Revokes the token's family; its access tokens stop working at once here, elsewhere within a minute. */
    async logout(refreshToken: string): Promise<void> {
      const token = await findRefreshToken(db, hashRefreshToken(refreshToken));
      if (!token) return;
      await revokeFamily(db, token.family);
      tokens.endSession(token.family);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
