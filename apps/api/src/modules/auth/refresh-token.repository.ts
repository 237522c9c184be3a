import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { refreshTokens as rt } from '../../db/schema.ts';
import { run, runOne } from '../../db/typed-sql.ts';

/** Seconds after its rotation in which a refresh token still leads to its successor instead of revoking. */
export const REFRESH_GRACE_S = 30;

export type RefreshTokenState = {
  userId: number;
  family: string;
  successorSealed: string | null;
  used: boolean;
  /** Used within the last REFRESH_GRACE_S seconds. */
  inGrace: boolean;
  revoked: boolean;
  expired: boolean;
};

export async function insertRefreshToken(
  q: Queryable,
  token: { userId: number; family: string; tokenHash: string; ttlS: number },
): Promise<void> {
  await run(
    q,
    sql`INSERT INTO ${rt} ("user_id", "family", "token_hash", "expires_at")
        VALUES (${token.userId}, ${token.family}, ${token.tokenHash}, now() + make_interval(secs => ${token.ttlS}))`,
  );
}

/** Marks a live token used and keeps its sealed successor; undefined when it was not live (used, revoked, expired). */
export function useRefreshToken(
  q: Queryable,
  tokenHash: string,
  successorSealed: string,
): Promise<{ userId: number; family: string } | undefined> {
  return runOne(
    q,
    sql`UPDATE ${rt} SET used_at = now(), successor_sealed = ${successorSealed}
         WHERE ${rt.tokenHash} = ${tokenHash} AND ${rt.usedAt} IS NULL AND ${rt.revokedAt} IS NULL
           AND ${rt.expiresAt} > now()
         RETURNING ${rt.userId} AS "userId", ${rt.family} AS "family"`,
  );
}

export function findRefreshToken(q: Queryable, tokenHash: string): Promise<RefreshTokenState | undefined> {
  return runOne(
    q,
    sql`SELECT ${rt.userId} AS "userId", ${rt.family} AS "family", ${rt.successorSealed} AS "successorSealed",
               ${rt.usedAt} IS NOT NULL AS "used",
               coalesce(${rt.usedAt} > now() - make_interval(secs => ${REFRESH_GRACE_S}), false) AS "inGrace",
               ${rt.revokedAt} IS NOT NULL AS "revoked", ${rt.expiresAt} <= now() AS "expired"
          FROM ${rt} WHERE ${rt.tokenHash} = ${tokenHash}`,
  );
}

/** Ends every session of a family (sign-out, or a replayed token). */
export async function revokeFamily(q: Queryable, family: string): Promise<void> {
  await run(
    q,
    sql`UPDATE ${rt} SET revoked_at = now() WHERE ${rt.family} = ${family} AND ${rt.revokedAt} IS NULL`,
  );
}

/** A family is live while one of its tokens is not revoked (rotation keeps exactly one unused). */
export async function familyIsLive(q: Queryable, family: string): Promise<boolean> {
  const row = await runOne<{ live: boolean }>(
    q,
    sql`SELECT EXISTS (SELECT 1 FROM ${rt} WHERE ${rt.family} = ${family} AND ${rt.revokedAt} IS NULL) AS "live"`,
  );
  return row?.live === true;
}
