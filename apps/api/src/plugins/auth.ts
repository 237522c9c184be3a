import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.ts';
import { type AccessTokens, createAccessTokens } from '../modules/auth/access-token.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    /** The signed-in user, from a verified bearer token only; null when anonymous. */
    userId: number | null;
  }
}

/** Calls that must work whatever token the client still holds (signing in, refreshing, logging out). */
const TOKENLESS = ['/api/auth/', '/api/v2/auth/', '/api/dev/'];

/**
 * Identity comes from the `Authorization: Bearer` token alone (the user id header is informative).
 * A request that carries a bad or expired token is answered 401, so the client refreshes and replays.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorate(
    'accessTokens',
    createAccessTokens(app.config.auth.jwtSecret, app.config.auth.accessTokenTtlS),
  );
  app.decorateRequest('userId', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/')) return;
    if (TOKENLESS.some((prefix) => request.url.startsWith(prefix))) return;
    const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header);
    const userId = match?.[1] ? await app.accessTokens.verify(match[1]) : null;
    if (userId === null) throw unauthorized('Your session has expired', 'invalid_token');
    request.userId = userId;
  });
}

/** The signed-in user's id, or a 401 for an anonymous request. */
export function requireUser(request: FastifyRequest): number {
  if (request.userId === null) throw unauthorized();
  return request.userId;
}
