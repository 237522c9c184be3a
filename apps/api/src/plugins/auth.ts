import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.ts';
import { type AccessTokens, createAccessTokens, VERIFIED_TOKENS } from '../modules/auth/access-token.ts';
import { familyIsLive } from '../modules/auth/refresh-token.repository.ts';
import { createSessionCheck } from '../modules/auth/session-check.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    /** The signed-in user, from a verified bearer token only; null when anonymous. */
    userId: number | null;
    /** The bearer token's session (refresh-token family); null when anonymous or the token names none. */
    sessionFamily: string | null;
  }
}

/** Calls that must work whatever token the client still holds (signing in, refreshing, logging out). */
const TOKENLESS = ['/api/auth/', '/api/v2/auth/', '/api/dev/'];

/**
 * Identity comes from the `Authorization: Bearer` token alone (the user id header is informative).
 * A request that carries a bad or expired token, or one whose session was signed out or revoked, is
 * answered 401, so the client refreshes and replays (or signs in again).
 */
export function registerAuth(app: FastifyInstance): void {
  const { auth } = app.config;
  const sessions = createSessionCheck((family) => familyIsLive(app.db, family), auth.sessionCheckTtlS * 1000);
  app.decorate(
    'accessTokens',
    createAccessTokens(auth.jwtSecret, auth.accessTokenTtlS, VERIFIED_TOKENS, sessions),
  );
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionFamily', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/')) return;
    if (TOKENLESS.some((prefix) => request.url.startsWith(prefix))) return;
    const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header);
    const session = match?.[1] ? await app.accessTokens.session(match[1]) : null;
    if (session === null) throw unauthorized('Your session has expired', 'invalid_token');
    request.userId = session.userId;
    request.sessionFamily = session.family;
  });
}

/** The signed-in user's id, or a 401 for an anonymous request. */
export function requireUser(request: FastifyRequest): number {
  if (request.userId === null) throw unauthorized();
  return request.userId;
}
