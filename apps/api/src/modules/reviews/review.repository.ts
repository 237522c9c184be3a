import type { EntityKind } from '@sefer/contract';
import type { Database, Queryable } from '../../db/client.ts';
import { ENTITY_TABLE } from '../engage/entity-tables.ts';

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

/**
 * Columns of a review joined to its author (`u`, none for a former user's); `user` is the parameter of the
 * signed-in user, for `is_mine`.
 */
const reviewColumns = (user: string) => `r.id, r.rating, r.text, r.created_at,
  coalesce(r.user_id = ${user}::bigint, false) AS is_mine, r.user_id IS NULL AS former_user,
  u.first_name, u.last_name, u.user_name, u.image_file AS author_image`;

const ratingOf = async (db: Queryable, kind: EntityKind, id: number, lock = '') =>
  (
    await db.query<RatingRow>(
      `SELECT rating_avg::float8 AS rating, rating_count FROM ${ENTITY_TABLE[kind]} WHERE id = $1 ${lock}`,
      [id],
    )
  )[0] ?? null;

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
      db.query<ReviewRow>(
        `SELECT ${reviewColumns('$3')} FROM reviews r LEFT JOIN users u ON u.id = r.user_id
         WHERE r.kind = $1 AND r.entity_id = $2
         ORDER BY r.created_at DESC NULLS LAST, r.id DESC NULLS LAST LIMIT $4 OFFSET $5`,
        [kind, id, userId, take, offset],
      ),

    /** The user's own review of the subject (reviews_user_subject_key), if any. */
    mine: async (kind: EntityKind, id: number, userId: number) =>
      (
        await db.query<ReviewRow>(
          `SELECT ${reviewColumns('$3')} FROM reviews r JOIN users u ON u.id = r.user_id
           WHERE r.user_id = $3 AND r.kind = $1 AND r.entity_id = $2`,
          [kind, id, userId],
        )
      )[0] ?? null,

    /**
     * Writes the user's review (a second one replaces the first); null when there is no such subject.
     * The subject row is held (FOR KEY SHARE) so it cannot be deleted underneath; the trigger's UPDATE of
     * it does not conflict with that lock.
     */
    save: (userId: number, kind: EntityKind, id: number, rating: number, text: string | null) =>
      db.transaction(async (tx) => {
        if (!(await ratingOf(tx, kind, id, 'FOR KEY SHARE'))) return null;
        const [saved] = await tx.query<{ id: number; replaced: boolean }>(
          `INSERT INTO reviews (user_id, kind, entity_id, rating, text) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id, kind, entity_id) DO UPDATE
             SET rating = EXCLUDED.rating, text = EXCLUDED.text, created_at = now(), updated_at = now()
           RETURNING id, (xmax <> 0) AS replaced`,
          [userId, kind, id, rating, text],
        );
        const [review] = await tx.query<ReviewRow>(
          `SELECT ${reviewColumns('$2')} FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.id = $1`,
          [saved?.id, userId],
        );
        const summary = (await ratingOf(tx, kind, id)) as RatingRow;
        return { review: review as ReviewRow, replaced: Boolean(saved?.replaced), ...summary };
      }),
  };
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>;
