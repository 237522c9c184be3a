import { type EntityKind, VIEW_DEBOUNCE_S } from '@sefer/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { views } from '../../db/schema.ts';
import { run } from '../../db/typed-sql.ts';
import { ENTITY_TABLE, TREND_WEIGHT } from '../engage/entity-tables.ts';

/** Who looked: the signed-in user, else the visitor of the client address and day (view-address.ts). */
export type Viewer = { userId: number } | { addressKey: string };

/** One "also visited" subject: its card fields from feed_entries and how many viewers it shares. */
export type AlsoVisitedRow = {
  kind: EntityKind;
  id: number;
  name: string;
  name_am: string | null;
  image_file: string | null;
  image_aspect: number | null;
  company_name: string | null;
  company_name_am: string | null;
  verified: boolean;
  rating: number | null;
  price: number | null;
  category: string | null;
  osm: boolean;
  viewers: number;
};

/** "Also visited" reads the subject's latest this-many views (its recent viewers)… */
export const ALSO_VISITED_RECENT_VIEWS = 200;
/** …and each of those viewers' latest this-many views. */
export const ALSO_VISITED_VIEWER_HISTORY = 50;
/** A subject is listed only when at least this many distinct viewers viewed both (no one's history alone). */
export const ALSO_VISITED_MIN_VIEWERS = 2;

/**
 * "People who viewed this item also visited": the subject's recent viewers (views_entity_created_idx),
 * each one's latest views (views_viewer_idx on sefer_viewer(user_id, device_id, address_key), index-only, one bounded
 * scan per viewer), counted per subject by distinct viewers; the subject itself is left out, and so is any
 * subject fewer than ALSO_VISITED_MIN_VIEWERS viewers share. Cards come from feed_entries, so a deleted
 * subject drops out. At most 200 × 50 rows are counted, however popular the subject.
 */
export const ALSO_VISITED_SQL = `
  WITH viewers AS (
    SELECT DISTINCT sefer_viewer(v.user_id, v.device_id, v.address_key) AS who
    FROM (SELECT user_id, device_id, address_key FROM views
          WHERE kind = $1 AND entity_id = $2
            AND (user_id IS NOT NULL OR address_key IS NOT NULL OR device_id IS NOT NULL)
          ORDER BY created_at DESC NULLS LAST LIMIT ${ALSO_VISITED_RECENT_VIEWS}) v
  ), shared AS (
    SELECT o.kind, o.entity_id, count(DISTINCT w.who)::int AS viewers, count(*)::int AS co_views
    FROM viewers w
    CROSS JOIN LATERAL (
      SELECT x.kind, x.entity_id FROM views x
      WHERE sefer_viewer(x.user_id, x.device_id, x.address_key) = w.who
      ORDER BY x.created_at DESC NULLS LAST LIMIT ${ALSO_VISITED_VIEWER_HISTORY}) o
    WHERE NOT (o.kind = $1 AND o.entity_id = $2)
    GROUP BY o.kind, o.entity_id
    HAVING count(DISTINCT w.who) >= ${ALSO_VISITED_MIN_VIEWERS}
  )
  SELECT fe.kind, fe.id, fe.name, fe.name_am, fe.image_file, fe.image_aspect,
    CASE WHEN fe.kind = 2 THEN fe.company_name END AS company_name,
    CASE WHEN fe.kind = 2 THEN (SELECT c.name_am FROM companies c WHERE c.id = fe.company_id) END AS company_name_am,
    fe.verified,
    fe.rating_avg::float8 AS rating, fe.price, fe.category, fe.osm, s.viewers
  FROM shared s JOIN feed_entries fe ON fe.kind = s.kind AND fe.id = s.entity_id
  ORDER BY s.viewers DESC, s.co_views DESC, fe.kind, fe.id DESC
  LIMIT $3`;

/** The outcome of a view; null when there is no such entity. */
export type ViewState = { counted: boolean; views: number } | null;

/**
 * Views: each counted view is a row (for "also visited") and bumps the entity's `views` and `trend` in
 * the same transaction. A signed-in user's repeat within VIEW_DEBOUNCE_S is not counted (a transaction lock
 * on (user, entity) makes simultaneous repeats count once too); an anonymous visitor (address and day)
 * counts once per subject, by the unique index its insert conflicts on.
 */
export function createViewRepository(db: Database) {
  return {
    record: (kind: EntityKind, id: number, viewer: Viewer): Promise<ViewState> =>
      db.transaction(async (tx) => {
        const table = ENTITY_TABLE[kind];
        const current = async (): Promise<ViewState> => {
          const [row] = await tx.query<{ views: number }>(`SELECT views FROM ${table} WHERE id = $1`, [id]);
          return row ? { counted: false, views: row.views } : null;
        };
        if ('userId' in viewer) {
          await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
            `view:${kind}:${id}:u${viewer.userId}`,
          ]);
          const [recent] = await tx.query(
            `SELECT 1 FROM views WHERE kind = $1 AND entity_id = $2 AND user_id = $3
                AND created_at > now() - make_interval(secs => $4) LIMIT 1`,
            [kind, id, viewer.userId, VIEW_DEBOUNCE_S],
          );
          if (recent || !(await tx.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length)
            return current();
          await tx.query('INSERT INTO views (kind, entity_id, user_id) VALUES ($1, $2, $3)', [
            kind,
            id,
            viewer.userId,
          ]);
        } else {
          const inserted = await run(
            tx,
            sql`INSERT INTO ${views} (kind, entity_id, address_key)
                SELECT ${kind}, ${id}, ${viewer.addressKey}
                 WHERE EXISTS (SELECT 1 FROM ${sql.identifier(table)} WHERE id = ${id})
                ON CONFLICT (kind, entity_id, address_key) WHERE address_key IS NOT NULL DO NOTHING
                RETURNING 1`,
          );
          if (inserted.length === 0) return current();
        }
        const [row] = await tx.query<{ views: number }>(
          `UPDATE ${table} SET views = views + 1, trend = sefer_bump_trend(trend, $2, now())
            WHERE id = $1 RETURNING views`,
          [id, TREND_WEIGHT.view],
        );
        return row ? { counted: true, views: row.views } : null;
      }),

    /** Whether the subject exists. */
    exists: async (kind: EntityKind, id: number) =>
      (await db.query(`SELECT 1 FROM ${ENTITY_TABLE[kind]} WHERE id = $1`, [id])).length > 0,

    /** "Also visited", best first (see ALSO_VISITED_SQL). */
    alsoVisited: (kind: EntityKind, id: number, limit: number) =>
      db.query<AlsoVisitedRow>(ALSO_VISITED_SQL, [kind, id, limit]),
  };
}
export type ViewRepository = ReturnType<typeof createViewRepository>;
