import { type EntityKind, type FeedItemType, KIND_OF_TYPE, TYPE_OF_KIND } from '@sefer/contract';
import type { Database, Queryable } from '../../db/client.ts';
import { earthDistance, earthPoint } from '../../db/earth-sql.ts';
import type { FeedRow } from '../feed/feed.repository.ts';
import { ENTITY_TABLE, TREND_WEIGHT } from './entity-tables.ts';

/** The state after a like or unlike; null when there is no such entity. */
export type LikeState = { liked: boolean; likes: number } | null;

// $1 lat, $2 lng of the point distances are measured from; $3 user; $4 rows per branch.
const HERE = earthPoint('$1::float8', '$2::float8');
const distanceFrom = (geo: string) => earthDistance(geo, HERE);

/** Feed-row columns per kind, each joined to the user's likes (`l`), newest like first. */
const LIKED_BRANCH: Record<EntityKind, string> = {
  0: `SELECT 'company' AS type, c.id, c.name, c.name_am, c.image_file, c.image_aspect,
      c.image_file AS company_image_file, c.image_aspect AS company_image_aspect,
      c.id AS company_id, c.handle AS company_at, c.name AS company_name,
      ${distanceFrom('c.geo')} AS distance, c.lat, c.lng, c.likes, c.verified,
      array_to_string(c.tags, ' ') AS tags, c.description, NULL::float8 AS price,
      c.rating_avg::float8 AS rating, NULL::text AS category, false AS osm, c.hours, l.created_at AS liked_at
    FROM likes l JOIN companies c ON c.id = l.entity_id
    WHERE l.user_id = $3 AND l.kind = 0 ORDER BY l.created_at DESC LIMIT $4`,
  2: `SELECT 'product' AS type, p.id, p.name, p.name_am, p.image_file, p.image_aspect,
      c.image_file AS company_image_file, c.image_aspect AS company_image_aspect,
      c.id AS company_id, c.handle AS company_at, c.name AS company_name,
      ${distanceFrom('p.geo')} AS distance, p.lat, p.lng, p.likes, c.verified,
      array_to_string(p.tags, ' ') AS tags, p.description, p.price::float8 AS price,
      p.rating_avg::float8 AS rating, NULL::text AS category, false AS osm, NULL::jsonb AS hours,
      l.created_at AS liked_at
    FROM likes l JOIN products p ON p.id = l.entity_id JOIN companies c ON c.id = p.company_id
    WHERE l.user_id = $3 AND l.kind = 2 ORDER BY l.created_at DESC LIMIT $4`,
  3: `SELECT 'place' AS type, pl.id, coalesce(pl.name_en, pl.name) AS name, pl.name_am, pl.image_file, pl.image_aspect,
      NULL::text AS company_image_file, NULL::real AS company_image_aspect,
      NULL::bigint AS company_id, NULL::text AS company_at, NULL::text AS company_name,
      ${distanceFrom('pl.geo')} AS distance, pl.lat, pl.lng, pl.likes, false AS verified,
      array_to_string(pl.tags, ' ') AS tags, pl.address AS description, NULL::float8 AS price,
      pl.rating_avg::float8 AS rating, pl.category, pl.source = 'osm' AS osm, NULL::jsonb AS hours,
      l.created_at AS liked_at
    FROM likes l JOIN places pl ON pl.id = l.entity_id
    WHERE l.user_id = $3 AND l.kind = 3 ORDER BY l.created_at DESC LIMIT $4`,
};

const MY_LIKES_SQL = `SELECT * FROM (${Object.values(LIKED_BRANCH)
  .map((branch) => `(${branch})`)
  .join('\nUNION ALL\n')}) f
  ORDER BY f.liked_at DESC, f.type, f.id DESC
  LIMIT $5 OFFSET $6`;

const likesOf = async (db: Queryable, kind: EntityKind, id: number) => {
  const [row] = await db.query<{ likes: number }>(`SELECT likes FROM ${ENTITY_TABLE[kind]} WHERE id = $1`, [
    id,
  ]);
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
          const table = ENTITY_TABLE[kind];
          const inserted = await tx.query(
            `INSERT INTO likes (user_id, kind, entity_id)
           SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM ${table} WHERE id = $3)
           ON CONFLICT DO NOTHING RETURNING 1`,
            [userId, kind, id],
          );
          if (inserted.length === 0) {
            const likes = await likesOf(tx, kind, id);
            return likes === null ? null : { liked: true, likes };
          }
          const [row] = await tx.query<{ likes: number }>(
            `UPDATE ${table} SET likes = likes + 1, trend = sefer_bump_trend(trend, $2, now())
           WHERE id = $1 RETURNING likes`,
            [id, TREND_WEIGHT.like],
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
        const deleted = await tx.query(
          'DELETE FROM likes WHERE user_id = $1 AND kind = $2 AND entity_id = $3 RETURNING 1',
          [userId, kind, id],
        );
        if (deleted.length === 0) {
          const likes = await likesOf(tx, kind, id);
          return likes === null ? null : { liked: false, likes };
        }
        // An unlike does not lower `trend`: the like was real engagement when it happened.
        const [row] = await tx.query<{ likes: number }>(
          `UPDATE ${ENTITY_TABLE[kind]} SET likes = greatest(likes - 1, 0) WHERE id = $1 RETURNING likes`,
          [id],
        );
        return row ? { liked: false, likes: row.likes } : null;
      }),

    /** The user's liked items as feed rows, newest like first; `take` rows from `offset`. */
    myLikes: (userId: number, at: { lat: number; lng: number }, offset: number, take: number) =>
      db.query<FeedRow & { liked_at: Date | string }>(MY_LIKES_SQL, [
        at.lat,
        at.lng,
        userId,
        offset + take,
        take,
        offset,
      ]),
  };
}
export type LikeRepository = ReturnType<typeof createLikeRepository>;

class EntityGone extends Error {}

/**
 * Which of `items` the user likes, as `type:id` keys (the form `presentFeedItem` takes). For the feeds:
 * one indexed lookup per page.
 */
export async function likedKeys(
  db: Queryable,
  userId: number | null,
  items: readonly { type: FeedItemType; id: number }[],
): Promise<Set<string>> {
  if (userId === null || items.length === 0) return new Set();
  const rows = await db.query<{ kind: EntityKind; entity_id: number }>(
    `SELECT l.kind, l.entity_id FROM likes l
       JOIN unnest($2::smallint[], $3::bigint[]) AS i(kind, entity_id)
         ON l.kind = i.kind AND l.entity_id = i.entity_id
      WHERE l.user_id = $1`,
    [userId, items.map((i) => KIND_OF_TYPE[i.type]), items.map((i) => Number(i.id))],
  );
  return new Set(rows.map((r) => `${TYPE_OF_KIND[r.kind]}:${Number(r.entity_id)}`));
}
