import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@sefer/contract';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import type { AccessTokens } from './access-token.ts';
import { deviceTokenFor, rememberDevice } from './device-token.ts';
import { insertRefreshToken } from './refresh-token.repository.ts';
import { hashRefreshToken, newRefreshToken } from './secrets.ts';
import { type SessionClient, sessionRepository } from './session.repository.ts';

/** Token answers: a new session at sign-in (a refresh-token family and its row), or a refreshed one. */
export function createTokenIssuer(config: Config['auth'], tokens: AccessTokens) {
  /** The session's access token (tied to its family) beside its refresh token. */
  async function respond(userId: number, family: string, refreshToken: string): Promise<TokenResponse> {
    return {
      accessToken: await tokens.sign(userId, family),
      refreshToken,
      expiresIn: config.accessTokenTtlS,
      tokenType: 'Bearer',
      userId,
    };
  }

  /** A new family with its first refresh token, and the session's row naming the browser. */
  async function startSession(
    q: Queryable,
    userId: number,
    device: { loginDeviceId: string | null; client: SessionClient },
  ): Promise<TokenResponse> {
    const family = randomUUID();
    const refreshToken = newRefreshToken();
    const tokenHash = hashRefreshToken(refreshToken);
    await insertRefreshToken(q, { userId, family, tokenHash, ttlS: config.refreshTokenTtlS });
    await sessionRepository.start(q, {
      userId,
      family,
      loginDeviceId: device.loginDeviceId,
      ...device.client,
    });
    return respond(userId, family, refreshToken);
  }

  return {
    respond,
    /**
     * Signs in with a password: the browser's device is remembered (the `known` one it proved, or a new one),
     * a session starts, and the answer carries the device token to keep.
     */
    async signIn(
      q: Queryable,
      userId: number,
      known: string | null,
      client: SessionClient,
    ): Promise<TokenResponse & { deviceToken: string }> {
      const loginDeviceId = await rememberDevice(q, userId, known);
      const tokens = await startSession(q, userId, { loginDeviceId, client });
      return { ...tokens, deviceToken: deviceTokenFor(config.jwtSecret, userId, loginDeviceId) };
    },
  };
}
export type TokenIssuer = ReturnType<typeof createTokenIssuer>;
