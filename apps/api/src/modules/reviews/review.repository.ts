import type { EntityKind } from '@sefer/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { KIND_TABLE } from '../../db/kind-tables.ts';
import { reviews, users } from '../../db/schema.ts';
import { run, runOne } from '../../db/typed-sql.ts';

/** A review with what its author may show of themselves (never the phone number). */
export type ReviewRow = {
  id: number;
  rating: number;
  text: string | null;
  created_at: Date | string;
  is_mine: boolean;
  first_name: string | null;
  last_name: string | null;
  user_name: string | null;
  author_image: string | null;
  /** The author deleted their account and kept the review (migration 0027). */
  former_user: boolean;
};
export type RatingRow = { rating: number | null; rating_count: number };

/** Columns of a review `r` joined to its author (`u`, none for a former user's); `user` the reader, for `is_mine`. */
const reviewColumns = (user: number | null) => sql`r.id, r.rating, r.text, r.created_at,
  coalesce(r.user_id = ${user}::bigint, false) AS is_mine, r.user_id IS NULL AS former_user,
  u.first_name, u.last_name, u.user_name, u.image_file AS author_image`;

const ratingOf = async (q: Queryable, kind: EntityKind, id: number, lock: SQL = sql``) => {
  const table = KIND_TABLE[kind];
  const row = await runOne<RatingRow>(
    q,
    sql`SELECT ${table.ratingAvg}::float8 AS rating, ${table.ratingCount} AS rating_count FROM ${table}
      WHERE ${table.id} = ${id} ${lock}`,
  );
  return row ?? null;
};

/**
 * Reviews: one per user and subject; writing again replaces the text, the rating and the date. The
 * subject's rating (sum, count, average) follows in the same transaction by the `reviews_rating` trigger
 * (migration 0009), and through the subject's own trigger its feed_entries row.
 */
export function createReviewRepository(db: Database) {
  return {
    /** The subject's rating, or null when there is no such subject. */
    rating: (kind: EntityKind, id: number) => ratingOf(db, kind, id),

    /** A page of the subject's reviews, newest first (reviews_subject_created_idx); `take` = limit + 1. */
    page: (kind: EntityKind, id: number, userId: number | null, offset: number, take: number) =>
      run<ReviewRow>(
        db,
        sql`SELECT ${reviewColumns(userId)} FROM ${reviews} r LEFT JOIN ${users} u ON u.id = r.user_id
         WHERE r.kind = ${kind} AND r.entity_id = ${id}
         ORDER BY r.created_at DESC NULLS LAST, r.id DESC NULLS LAST LIMIT ${take} OFFSET ${offset}`,
      ),

    /** The user's own review of the subject (reviews_user_subject_key), if any. */
    mine: async (kind: EntityKind, id: number, userId: number) =>
      (await runOne<ReviewRow>(
        db,
        sql`SELECT ${reviewColumns(userId)} FROM ${reviews} r JOIN ${users} u ON u.id = r.user_id
           WHERE r.user_id = ${userId} AND r.kind = ${kind} AND r.entity_id = ${id}`,
      )) ?? null,

    /**
     * Writes the user's review (a second one replaces the first); null when there is no such subject.
     * The subject row is held (FOR KEY SHARE) so it cannot be deleted underneath; the trigger's UPDATE of
     * it does not conflict with that lock.
     */
    save: (userId: number, kind: EntityKind, id: number, rating: number, text: string | null) =>
      db.transaction(async (tx) => {
        if (!(await ratingOf(tx, kind, id, sql`FOR KEY SHARE`))) return null;
        const saved = await runOne<{ id: number; replaced: boolean }>(
          tx,
          sql`INSERT INTO ${reviews} (user_id, kind, entity_id, rating, text)
           VALUES (${userId}, ${kind}, ${id}, ${rating}, ${text})
           ON CONFLICT (user_id, kind, entity_id) DO UPDATE
             SET rating = EXCLUDED.rating, text = EXCLUDED.text, created_at = now(), updated_at = now()
           RETURNING id, (xmax <> 0) AS replaced`,
        );
        const review = await runOne<ReviewRow>(
          tx,
          sql`SELECT ${reviewColumns(userId)} FROM ${reviews} r JOIN ${users} u ON u.id = r.user_id
            WHERE r.id = ${saved?.id ?? null}`,
        );
        const summary = (await ratingOf(tx, kind, id)) as RatingRow;
        return { review: review as ReviewRow, replaced: Boolean(saved?.replaced), ...summary };
      }),
  };
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>;
