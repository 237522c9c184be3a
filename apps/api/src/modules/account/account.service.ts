import type { AccountDeletion } from '@sefer/contract';
import type { Database, Queryable } from '../../db/client.ts';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../../errors.ts';
import type { AccessTokens } from '../auth/access-token.ts';
import { incorrectPassword } from '../auth/auth-errors.ts';
import { verifyPassword } from '../auth/secrets.ts';
import { LOGIN_LIMITS, lockKey, phoneKey, recordFailure, secondsBlocked } from '../auth/throttle.ts';
import type { ImagePipeline } from '../images/image-pipeline.ts';
import { createAccountRepository, type Erased } from './account.repository.ts';

export type AccountServiceDeps = {
  db: Database;
  images: Pick<ImagePipeline, 'remove'>;
  tokens: Pick<AccessTokens, 'endSession'>;
};

export type DeleteRequest = { password: string; removeReviews: boolean; companyHandle?: string | undefined };

/** The company named is not the one the person owns (or they own none). */
const companyConfirmation = (handle: string | null) =>
  badRequest(
    handle === null
      ? 'You own no company: send no company handle'
      : `Deleting your account also deletes your company @${handle} with its products, photos and posts: send its handle to confirm`,
    { reason: 'company_confirmation' },
  );

/**
 * Deleting an account (issue 30, docs/security.md "Leaving"): by the person, with their password and, when
 * they own a company, its handle; or by the idle-account job. Either way in one transaction, after which
 * the sessions end here at once (elsewhere within the session check's minute) and the picture files go.
 */
export function createAccountService({ db, images, tokens }: AccountServiceDeps) {
  const repo = createAccountRepository();

  /** After commit: what the database no longer holds leaves memory and disk too. */
  async function finish({ families, files }: Erased): Promise<void> {
    for (const family of families) tokens.endSession(family);
    await Promise.all(files.map((fileName) => images.remove(fileName)));
  }

  return {
    async preview(userId: number): Promise<AccountDeletion> {
      const row = await repo.preview(db, userId);
      if (!row) throw unauthorized();
      return {
        company:
          row.companyId === null
            ? null
            : {
                id: Number(row.companyId),
                handle: row.handle as string,
                name: row.name as string,
                productCount: row.productCount,
                photoCount: row.photoCount,
                postCount: row.postCount,
              },
        reviewCount: row.reviewCount,
        likeCount: row.likeCount,
      };
    },

    /**
     * The person's own deletion. Wrong passwords count as failed sign-ins of the number (the same throttle),
     * so a stolen access token is no way round it; a failure is committed before the call fails.
     */
    async deleteMine(userId: number, request: DeleteRequest): Promise<{ deleted: true }> {
      const outcome = await db.transaction(async (tx): Promise<Erased | HttpError> => {
        const holder = await repo.holder(tx, userId);
        if (!holder) return unauthorized();
        const key = phoneKey(holder.phone);
        // One check per number at a time, as sign-in does: parallel guesses cannot slip past the count.
        await lockKey(tx, key);
        const wait = await secondsBlocked(tx, key, LOGIN_LIMITS.phone);
        if (wait > 0) return tooManyRequests(wait);
        if (!(await verifyPassword(holder.passwordHash, request.password))) {
          await recordFailure(tx, [{ key }]);
          return incorrectPassword();
        }
        const handle = holder.companyHandle;
        if (request.companyHandle !== handle?.toLowerCase()) return companyConfirmation(handle);
        const companyId = holder.companyId === null ? null : Number(holder.companyId);
        const erased = await repo.erase(tx, userId, { removeReviews: request.removeReviews, companyId });
        if (erased === 'gone') return unauthorized();
        // A company registered since the check above: it was not confirmed.
        if (erased === 'company') return companyConfirmation(handle);
        return erased;
      });
      if (outcome instanceof HttpError) throw outcome;
      await finish(outcome);
      return { deleted: true };
    },

    /** Deletes an account in the caller's transaction for the idle-account job; `finish` it after commit. */
    eraseIdle: (tx: Queryable, userId: number) =>
      repo.erase(tx, userId, { removeReviews: false, companyId: 'any' }),
    finish,
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
