import { errors, jwtVerify, SignJWT } from 'jose';
import type { SessionCheck } from './session-check.ts';

const ISSUER = 'sefer';
const AUDIENCE = 'sefer-web';
const FAMILY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type AccessTokens = {
  /** A token for the user; `family` (the refresh-token family) ties it to that session's life. */
  sign(userId: number, family?: string): Promise<string>;
  /** The user id of a valid token whose session is live, or null (forged, foreign, expired, ended, malformed). */
  verify(token: string): Promise<number | null>;
  /** As `verify`, with the token's session (its refresh-token family; null for a token without `sid`). */
  session(token: string): Promise<{ userId: number; family: string | null } | null>;
  /** The family was revoked here: its access tokens are refused from now on. */
  endSession(family: string): void;
};

/**
 * Tokens verified lately, by their whole text (header, claims and signature): a client sends the same token
 * with every call until it expires, and checking an HS256 signature through WebCrypto costs about 0.2 ms of
 * CPU per request under load. A hit still checks the expiry and the session; a token differing in one
 * character is verified afresh. The oldest entries go first past this many.
 */
export const VERIFIED_TOKENS = 10_000;

/**
 * Short-lived HS256 JWTs carrying the user id and, as `sid`, the session's refresh-token family. A token
 * without `exp` is refused. A token without `sid` is checked for signature and expiry only: this server
 * signs every session's tokens with one, so only the holder of the key can make one without.
 */
export function createAccessTokens(
  secret: string,
  ttlSeconds: number,
  cacheSize = VERIFIED_TOKENS,
  sessions?: SessionCheck,
): AccessTokens {
  const key = new TextEncoder().encode(secret);
  type Claims = { userId: number; exp: number; family: string | null };
  /** Token text → its claims (expiry in seconds since the epoch). Map order is insertion order. */
  const verified = new Map<string, Claims>();
  const remember = (token: string, claims: Claims) => {
    if (cacheSize <= 0) return;
    if (verified.size >= cacheSize) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, claims);
  };
  async function claimsOf(token: string): Promise<Claims | null> {
    const known = verified.get(token);
    if (known) {
      if (Date.now() / 1000 < known.exp) return known;
      verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
      });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.exp !== 'number') return null;
      const sid = payload.sid;
      if (sid !== undefined && (typeof sid !== 'string' || !FAMILY.test(sid))) return null;
      const claims = { userId, exp: payload.exp, family: sid ?? null };
      remember(token, claims);
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
  async function session(token: string): Promise<{ userId: number; family: string | null } | null> {
    const claims = await claimsOf(token);
    if (!claims) return null;
    if (claims.family && sessions && !(await sessions.isLive(claims.family))) return null;
    return { userId: claims.userId, family: claims.family };
  }
  return {
    sign: (userId, family) =>
      new SignJWT(family ? { sid: family } : {})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    session,
    async verify(token) {
      return (await session(token))?.userId ?? null;
    },
    endSession(family) {
      sessions?.ended(family);
    },
  };
}
