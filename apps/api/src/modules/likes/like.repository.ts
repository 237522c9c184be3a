import type { EntityKind } from '@sefer/contract';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { distanceBetween } from '../../db/earth-sql.ts';
import { KIND_TABLE } from '../../db/kind-tables.ts';
import { likes } from '../../db/schema.ts';
import { TREND_WEIGHT } from '../../db/trend.ts';
import { run, runOne } from '../../db/typed-sql.ts';
import { type CardRow, cardSelect, cardsAs, cardTable } from '../../read-models/card.ts';

/** The state after a like or unlike; null when there is no such entity. */
export type LikeState = { liked: boolean; likes: number } | null;

const likesOf = async (q: Queryable, kind: EntityKind, id: number) => {
  const table = KIND_TABLE[kind];
  const row = await runOne<{ likes: number }>(
    q,
    sql`SELECT ${table.likes} FROM ${table} WHERE ${table.id} = ${id}`,
  );
  return row ? row.likes : null;
};

/**
 * Likes: one row per (user, kind, entity); the entity's `likes` count moves only when a row was really
 * inserted or deleted, in the same transaction, so double likes are harmless and concurrent likes
 * all count (each count update takes the entity row's lock).
 */
export function createLikeRepository(db: Database) {
  return {
    like: (userId: number, kind: EntityKind, id: number): Promise<LikeState> =>
      db
        .transaction(async (tx) => {
          const table = KIND_TABLE[kind];
          const inserted = await run(
            tx,
            sql`INSERT INTO ${likes} (user_id, kind, entity_id)
              SELECT ${userId}, ${kind}, ${id} WHERE EXISTS (SELECT 1 FROM ${table} WHERE ${table.id} = ${id})
              ON CONFLICT DO NOTHING RETURNING 1`,
          );
          if (inserted.length === 0) {
            const count = await likesOf(tx, kind, id);
            return count === null ? null : { liked: true, likes: count };
          }
          const row = await runOne<{ likes: number }>(
            tx,
            sql`UPDATE ${table} SET likes = likes + 1, trend = sefer_bump_trend(trend, ${TREND_WEIGHT.like}, now())
              WHERE ${table.id} = ${id} RETURNING likes`,
          );
          // Deleted since the insert looked: roll the like back.
          if (!row) throw new EntityGone();
          return { liked: true, likes: row.likes };
        })
        .catch((error) => {
          if (error instanceof EntityGone) return null;
          throw error;
        }),

    unlike: (userId: number, kind: EntityKind, id: number): Promise<LikeState> =>
      db.transaction(async (tx) => {
        const deleted = await run(
          tx,
          sql`DELETE FROM ${likes} WHERE ${likes.userId} = ${userId} AND ${likes.kind} = ${kind}
            AND ${likes.entityId} = ${id} RETURNING 1`,
        );
        if (deleted.length === 0) {
          const count = await likesOf(tx, kind, id);
          return count === null ? null : { liked: false, likes: count };
        }
        // An unlike does not lower `trend`: the like was real engagement when it happened.
        const table = KIND_TABLE[kind];
        const row = await runOne<{ likes: number }>(
          tx,
          sql`UPDATE ${table} SET likes = greatest(likes - 1, 0) WHERE ${table.id} = ${id} RETURNING likes`,
        );
        return row ? { liked: false, likes: row.likes } : null;
      }),

    /**
     * The user's liked items as cards, newest like first; `take` rows from `offset`. The user's likes in order
     * (likes_user_created_idx), each joined to its card by key: a deleted item has no card and drops out.
     */
    myLikes: (userId: number, at: { lat: number; lng: number }, offset: number, take: number) => {
      const f = cardTable('f');
      return run<CardRow>(
        db,
        sql`SELECT ${cardSelect(f, { distance: distanceBetween(f.lat, f.lng, sql`${at.lat}::float8`, sql`${at.lng}::float8`), liked: sql<boolean>`true` })}
          FROM ${likes} JOIN ${cardsAs(f)} ON ${f.kind} = ${likes.kind} AND ${f.id} = ${likes.entityId}
          WHERE ${likes.userId} = ${userId}
          ORDER BY ${likes.createdAt} DESC, ${likes.kind}, ${likes.entityId} DESC
          LIMIT ${take} OFFSET ${offset}`,
      );
    },
  };
}
export type LikeRepository = ReturnType<typeof createLikeRepository>;

class EntityGone extends Error {}
