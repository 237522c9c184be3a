import type { Queryable } from '../../db/client.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
  useRefreshToken,
} from './refresh-token.repository.ts';
import { hashRefreshToken, newRefreshToken } from './secrets.ts';
import { openSuccessor, sealSuccessor } from './successor-seal.ts';

export type Rotated = { userId: number; family: string; refreshToken: string };

/** Rotations one grace period can chain (a token refreshed twice within it still leads to the latest). */
const MAX_HOPS = 5;

/**
 * The refresh grant's rotation, inside one transaction. A live token is used up and replaced by a new one.
 * A token rotated within the grace period (REFRESH_GRACE_S) leads to the same successor, so tabs or retries
 * refreshing at once all get it; its successor that has since ended gives nothing. A used token presented
 * after the grace period was stolen or replayed: its whole family is revoked (`revoked`).
 */
export async function rotateRefreshToken(
  tx: Queryable,
  presented: string,
  ttlS: number,
): Promise<Rotated | { revoked: string } | null> {
  const successor = newRefreshToken();
  const used = await useRefreshToken(tx, hashRefreshToken(presented), sealSuccessor(presented, successor));
  if (used) {
    await insertRefreshToken(tx, { ...used, tokenHash: hashRefreshToken(successor), ttlS });
    return { ...used, refreshToken: successor };
  }
  // Not live (on PostgreSQL, a concurrent rotation's commit is seen here: each statement takes a fresh snapshot).
  let token = presented;
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    const state = await findRefreshToken(tx, hashRefreshToken(token));
    if (!state || state.revoked) return null;
    if (!state.used) {
      return hop > 0 && !state.expired
        ? { userId: state.userId, family: state.family, refreshToken: token }
        : null;
    }
    if (!state.inGrace) {
      if (hop > 0) return null;
      await revokeFamily(tx, state.family);
      return { revoked: state.family };
    }
    const next = state.successorSealed ? openSuccessor(token, state.successorSealed) : null;
    if (!next) return null;
    token = next;
  }
  return null;
}
