import { ACCOUNT_IDLE_MONTHS, ACCOUNT_IDLE_WARNING_DAYS } from '@sefer/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  companies as c,
  likes,
  loginDevices,
  loginFailures,
  photos,
  posts,
  products,
  refreshTokens,
  reviews,
  smsOutbox,
  users as u,
} from '../../db/schema.ts';
import { run, runOne } from '../../db/typed-sql.ts';
import { accountKey, deviceKey, phoneKey } from '../auth/throttle.ts';
import { PHOTO_OWNER } from '../company/company.repository.ts';

/** The account as its deletion needs it: credentials, picture, and the company it owns. */
export type AccountHolder = {
  id: number;
  phone: string;
  passwordHash: string | null;
  imageFile: string | null;
  companyId: number | null;
  companyHandle: string | null;
  companyPhone: string | null;
};

/** What a deletion leaves to do after commit: end the sessions here, remove the picture files. */
export type Erased = { families: string[]; files: string[] };

/** `companyId`: the company the person confirmed (null: none), or `any` for the idle job. */
export type EraseOptions = { removeReviews: boolean; companyId: number | null | 'any' };

const IDLE = sql`make_interval(months => ${ACCOUNT_IDLE_MONTHS})`;
const WARNING = sql`make_interval(days => ${ACCOUNT_IDLE_WARNING_DAYS})`;

/** Every picture file of a company: its picture and photos, its products' pictures and photos. */
const companyFiles = (companyId: number) => sql`
  SELECT DISTINCT f AS "fileName" FROM (
    SELECT ${c.imageFile} AS f FROM ${c} WHERE ${c.id} = ${companyId}
    UNION ALL
    SELECT ${photos.fileName} FROM ${photos}
     WHERE ${photos.ownerType} = ${PHOTO_OWNER.company} AND ${photos.ownerId} = ${companyId}
    UNION ALL
    SELECT unnest(${products.images} || ${products.imageFile}) FROM ${products} WHERE ${products.companyId} = ${companyId}
    UNION ALL
    SELECT ${photos.fileName} FROM ${products} JOIN ${photos}
        ON ${photos.ownerType} = ${PHOTO_OWNER.product} AND ${photos.ownerId} = ${products.id}
     WHERE ${products.companyId} = ${companyId}) x
  WHERE f IS NOT NULL`;

/**
 * Deleting accounts (issue 30): one statement per table the person's data is in. Foreign keys finish the
 * rest when the users row goes — activation and reset codes, refresh tokens, sessions and devices cascade,
 * views keep their count with the user cleared, and kept reviews lose their author (migration 0027).
 */
export function createAccountRepository() {
  return {
    /** The account with its company; `lock` holds the row (and so new companies of it) to the end of the transaction. */
    holder: (q: Queryable, userId: number, lock = false) =>
      runOne<AccountHolder>(
        q,
        sql`SELECT ${u.id} AS "id", ${u.phone} AS "phone", ${u.passwordHash} AS "passwordHash",
              ${u.imageFile} AS "imageFile", ${c.id} AS "companyId", ${c.handle} AS "companyHandle",
              ${c.phone} AS "companyPhone"
            FROM ${u} LEFT JOIN ${c} ON ${c.ownerId} = ${u.id}
            WHERE ${u.id} = ${userId} ${lock ? sql`FOR UPDATE OF ${u}` : sql``}`,
      ),

    /** What a deletion of the account would take along (the Settings screen's confirmation). */
    preview: (q: Queryable, userId: number) =>
      runOne<{
        reviewCount: number;
        likeCount: number;
        companyId: number | null;
        handle: string | null;
        name: string | null;
        productCount: number;
        photoCount: number;
        postCount: number;
      }>(
        q,
        sql`SELECT (SELECT count(*)::int FROM ${reviews} WHERE ${reviews.userId} = ${u.id}) AS "reviewCount",
              (SELECT count(*)::int FROM ${likes} WHERE ${likes.userId} = ${u.id}) AS "likeCount",
              ${c.id} AS "companyId", ${c.handle} AS "handle", ${c.name} AS "name",
              (SELECT count(*)::int FROM ${products} WHERE ${products.companyId} = ${c.id}) AS "productCount",
              (SELECT count(*)::int FROM ${photos} WHERE ${photos.ownerType} = ${PHOTO_OWNER.company}
                 AND ${photos.ownerId} = ${c.id}) AS "photoCount",
              (SELECT count(*)::int FROM ${posts} WHERE ${posts.companyId} = ${c.id}) AS "postCount"
            FROM ${u} LEFT JOIN ${c} ON ${c.ownerId} = ${u.id} WHERE ${u.id} = ${userId}`,
      ),

    /**
     * Deletes the account and everything of it, in the caller's transaction: 'gone' when there is no such
     * account, 'company' when it owns a company other than `options.companyId`.
     */
    async erase(tx: Queryable, userId: number, options: EraseOptions): Promise<Erased | 'gone' | 'company'> {
      const holder = await runOne<AccountHolder>(
        tx,
        sql`SELECT ${u.id} AS "id", ${u.phone} AS "phone", ${u.imageFile} AS "imageFile",
              ${c.id} AS "companyId", ${c.phone} AS "companyPhone"
            FROM ${u} LEFT JOIN ${c} ON ${c.ownerId} = ${u.id}
            WHERE ${u.id} = ${userId} FOR UPDATE OF ${u}`,
      );
      if (!holder) return 'gone';
      const companyId = holder.companyId === null ? null : Number(holder.companyId);
      if (options.companyId !== 'any' && companyId !== options.companyId) return 'company';

      const families = await run<{ family: string }>(
        tx,
        sql`SELECT DISTINCT ${refreshTokens.family} AS "family" FROM ${refreshTokens} WHERE ${refreshTokens.userId} = ${userId}`,
      );
      const files = companyId === null ? [] : await run<{ fileName: string }>(tx, companyFiles(companyId));
      const devices = await run<{ id: string }>(
        tx,
        sql`SELECT ${loginDevices.id} AS "id" FROM ${loginDevices} WHERE ${loginDevices.userId} = ${userId}`,
      );

      // Likes: each liked item's count goes down by one, as an unlike does.
      await run(
        tx,
        sql`WITH gone AS (DELETE FROM ${likes} WHERE ${likes.userId} = ${userId} RETURNING "kind", "entity_id"),
             a AS (UPDATE "companies" SET "likes" = greatest("likes" - 1, 0)
                    WHERE "id" IN (SELECT "entity_id" FROM gone WHERE "kind" = 0)),
             b AS (UPDATE "products" SET "likes" = greatest("likes" - 1, 0)
                    WHERE "id" IN (SELECT "entity_id" FROM gone WHERE "kind" = 2))
            UPDATE "places" SET "likes" = greatest("likes" - 1, 0)
             WHERE "id" IN (SELECT "entity_id" FROM gone WHERE "kind" = 3)`,
      );
      // Ratings follow through the reviews trigger.
      if (options.removeReviews)
        await run(tx, sql`DELETE FROM ${reviews} WHERE ${reviews.userId} = ${userId}`);
      // Products, posts and the phone code cascade; the subjects' triggers take their photos, likes, views,
      // reviews, feed entries and search words along (migrations 0007, 0011, 0025).
      if (companyId !== null) await run(tx, sql`DELETE FROM ${c} WHERE ${c.id} = ${companyId}`);

      // Text messages to the person's number (sign-up, reset and warning texts) and to their company's,
      // unless another account or company has that number.
      const numbers = [holder.phone, holder.companyPhone].filter((n): n is string => n !== null);
      await run(
        tx,
        sql`DELETE FROM ${smsOutbox} o WHERE o."phone" = ${holder.phone}
              OR (o."phone" = ANY(${sql.param(numbers)}::text[])
                  AND NOT EXISTS (SELECT 1 FROM ${u} WHERE ${u.phone} = o."phone" AND ${u.id} <> ${userId})
                  AND NOT EXISTS (SELECT 1 FROM ${c} WHERE ${c.phone} = o."phone"))`,
      );
      // Failed sign-ins of the number and of the person's devices (by the (key, at) index), and the address
      // counts that name the number.
      const keys = [phoneKey(holder.phone), accountKey(userId), ...devices.map((d) => deviceKey(d.id))];
      await run(
        tx,
        sql`DELETE FROM ${loginFailures} WHERE ${loginFailures.key} = ANY(${sql.param(keys)}::text[])`,
      );
      await run(tx, sql`DELETE FROM ${loginFailures} WHERE ${loginFailures.subject} = ${holder.phone}`);

      await run(tx, sql`DELETE FROM ${u} WHERE ${u.id} = ${userId}`);
      return {
        families: families.map((f) => f.family),
        files: [...files.map((f) => f.fileName), ...(holder.imageFile ? [holder.imageFile] : [])],
      };
    },

    /**
     * The account warned longest ago whose week has passed and that is still unused, locked; other servers skip
     * it. Reads users_idle_warned_idx, which holds the warned accounts only.
     */
    nextIdleToDelete: (tx: Queryable) =>
      runOne<{ id: number }>(
        tx,
        sql`SELECT ${u.id} AS "id" FROM ${u}
            WHERE ${u.idleWarnedAt} <= now() - ${WARNING} AND ${u.lastActiveAt} < now() - ${IDLE}
            ORDER BY ${u.idleWarnedAt} LIMIT 1 FOR UPDATE SKIP LOCKED`,
      ),

    /** The unwarned account unused longest that is a week or less from deletion (but `skip`), locked. */
    nextIdleToWarn: (tx: Queryable, skip: readonly number[] = []) =>
      runOne<{ id: number; phone: string }>(
        tx,
        sql`SELECT ${u.id} AS "id", ${u.phone} AS "phone" FROM ${u}
            WHERE ${u.lastActiveAt} < now() - ${IDLE} + ${WARNING} AND ${u.idleWarnedAt} IS NULL
              AND ${u.id} <> ALL(${sql.param(skip)}::bigint[])
            ORDER BY ${u.lastActiveAt} LIMIT 1 FOR UPDATE SKIP LOCKED`,
      ),

    markWarned: (tx: Queryable, userId: number) =>
      run(tx, sql`UPDATE ${u} SET "idle_warned_at" = now() WHERE ${u.id} = ${userId}`),
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
