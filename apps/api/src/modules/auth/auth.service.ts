import type { CheckUser, RegisterResult, TokenResponse } from '@sefer/contract';
import type { Config } from '../../config.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../../errors.ts';
import type { SmsQueue } from '../sms/sms-queue.ts';
import type { AccessTokens } from './access-token.ts';
import { activationRepository } from './activation.repository.ts';
import { incorrectPassword, noAccount, passwordsDiffer, phoneOrThrow } from './auth-errors.ts';
import { knownDevice } from './device-token.ts';
import { rotateRefreshToken } from './refresh-rotation.ts';
import { findRefreshToken, revokeFamily } from './refresh-token.repository.ts';
import { hashCode, hashPassword, hashRefreshToken, sameHash, verifyPassword } from './secrets.ts';
import { type SessionClient, sessionRepository } from './session.repository.ts';
import { checkCode, codeError, sendCode } from './texted-code.ts';
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

export type AuthServiceDeps = {
  db: Database;
  config: Config['auth'];
  sms: SmsQueue;
  tokens: AccessTokens;
};

export function createAuthService({ db, config, sms, tokens }: AuthServiceDeps) {
  const findUser = activationRepository.byPhone;

  /** Checks a code against the account's live activation code (texted-code.ts). */
  const checkActivation = async (tx: Queryable, userId: number, code: string) =>
    checkCode(
      await activationRepository.live(tx, userId),
      () => hashCode(config.jwtSecret, userId, code),
      () => activationRepository.countWrongTry(tx, userId),
    );

  const issuer = createTokenIssuer(config, tokens);

  function checkClient(clientId: string, clientSecret: string): void {
    const ok = sameHash(clientId, config.webClientId) && sameHash(clientSecret, config.webClientSecret);
    if (!ok) throw unauthorized('Unknown client', 'invalid_client');
  }

  return {
    async checkUser(input: string): Promise<CheckUser> {
      const user = await findUser(db, phoneOrThrow(input));
      if (!user) throw noAccount();
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
        const sent = await sendCode(tx, sms, {
          resendWait: (resendS) => activationRepository.resendWait(tx, user.id, resendS),
          save: (code, ttlS) =>
            activationRepository.save(tx, user.id, hashCode(config.jwtSecret, user.id, code), ttlS),
          to: phone,
          body: (code) => `${code} is your Sefer code. ${code} የሰፈር ኮድዎ ነው።`,
          clientAddress: input.ip,
        });
        return { webLogin: false, ...sent };
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
        const result = await checkActivation(tx, user.id, input.code);
        if (result === 'ok' && user.activatedAt === null) await activationRepository.activate(tx, user.id);
        return result;
      });
      if (outcome === 'no_user') throw noAccount();
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
        throw passwordsDiffer();
      }
      const passwordHash = await hashPassword(input.password);
      const outcome = await db.transaction(async (tx) => {
        const user = await findUser(tx, phone, true);
        if (!user) return 'no_user' as const;
        if (user.passwordHash !== null) return 'password_exists' as const;
        const result = await checkActivation(tx, user.id, input.aCode);
        if (result !== 'ok') return result;
        await activationRepository.firstPassword(tx, user.id, passwordHash);
        return 'ok' as const;
      });
      if (outcome === 'no_user') throw noAccount();
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
          const device = user ? await knownDevice(tx, config.jwtSecret, user.id, input.deviceToken) : null;
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
            return incorrectPassword();
          }
          // The number's count stays: the owner's success must not hand a guesser fresh tries.
          if (device) await clearFailures(tx, deviceKey(device));
          return issuer.signIn(tx, user.id, device, input.client);
        },
      );
      if (outcome instanceof HttpError) throw outcome;
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
