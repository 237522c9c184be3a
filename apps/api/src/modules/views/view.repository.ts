import { type EntityKind, VIEW_DEBOUNCE_S } from '@sefer/contract';
import type { Database } from '../../db/client.ts';
import { ENTITY_TABLE, TREND_WEIGHT } from '../engage/entity-tables.ts';

/** Who looked: the signed-in user, else the browser's device id, else nobody we can tell apart. */
export type Viewer = { userId: number | null; deviceId: string | null };

/** One "also visited" subject: its card fields from feed_entries and how many viewers it shares. */
export type AlsoVisitedRow = {
  kind: EntityKind;
  id: number;
  name: string;
  name_am: string | null;
  image_file: string | null;
  image_aspect: number | null;
  company_name: string | null;
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
 * each one's latest views (views_viewer_idx on sefer_viewer(user_id, device_id), index-only, one bounded
 * scan per viewer), counted per subject by distinct viewers; the subject itself is left out, and so is any
 * subject fewer than ALSO_VISITED_MIN_VIEWERS viewers share. Cards come from feed_entries, so a deleted
 * subject drops out. At most 200 × 50 rows are counted, however popular the subject.
 */
export const ALSO_VISITED_SQL = `
  WITH viewers AS (
    SELECT DISTINCT sefer_viewer(v.user_id, v.device_id) AS who
    FROM (SELECT user_id, device_id FROM views
          WHERE kind = $1 AND entity_id = $2 AND (user_id IS NOT NULL OR device_id IS NOT NULL)
          ORDER BY created_at DESC NULLS LAST LIMIT ${ALSO_VISITED_RECENT_VIEWS}) v
  ), shared AS (
    SELECT o.kind, o.entity_id, count(DISTINCT w.who)::int AS viewers, count(*)::int AS co_views
    FROM viewers w
    CROSS JOIN LATERAL (
      SELECT x.kind, x.entity_id FROM views x
      WHERE sefer_viewer(x.user_id, x.device_id) = w.who
      ORDER BY x.created_at DESC NULLS LAST LIMIT ${ALSO_VISITED_VIEWER_HISTORY}) o
    WHERE NOT (o.kind = $1 AND o.entity_id = $2)
    GROUP BY o.kind, o.entity_id
    HAVING count(DISTINCT w.who) >= ${ALSO_VISITED_MIN_VIEWERS}
  )
  SELECT fe.kind, fe.id, fe.name, fe.name_am, fe.image_file, fe.image_aspect,
    CASE WHEN fe.kind = 2 THEN fe.company_name END AS company_name, fe.verified,
    fe.rating_avg::float8 AS rating, fe.price, fe.category, fe.osm, s.viewers
  FROM shared s JOIN feed_entries fe ON fe.kind = s.kind AND fe.id = s.entity_id
  ORDER BY s.viewers DESC, s.co_views DESC, fe.kind, fe.id DESC
  LIMIT $3`;

/** The outcome of a view; null when there is no such entity. */
export type ViewState = { counted: boolean; views: number } | null;

/**
 * Views: each counted view is a row (for "also visited") and bumps the entity's `views` and `trend` in
 * the same transaction. A repeat by the same viewer within VIEW_DEBOUNCE_S is not counted; a transaction
 * lock on (viewer, entity) makes simultaneous repeats count once too.
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
        const who =
          viewer.userId !== null ? `u${viewer.userId}` : viewer.deviceId ? `d${viewer.deviceId}` : null;
        if (who === null) return current();

        await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
          `view:${kind}:${id}:${who}`,
        ]);
        const [recent] = await tx.query(
          `SELECT 1 FROM views
            WHERE kind = $1 AND entity_id = $2 AND created_at > now() - make_interval(secs => $5)
              AND (CASE WHEN $3::bigint IS NOT NULL THEN user_id = $3::bigint
                        ELSE user_id IS NULL AND device_id = $4::text END)
            LIMIT 1`,
          [kind, id, viewer.userId, viewer.deviceId, VIEW_DEBOUNCE_S],
        );
        if (recent) return current();

        const [row] = await tx.query<{ views: number }>(
          `UPDATE ${table} SET views = views + 1, trend = sefer_bump_trend(trend, $2, now())
            WHERE id = $1 RETURNING views`,
          [id, TREND_WEIGHT.view],
        );
        if (!row) return null;
        await tx.query('INSERT INTO views (kind, entity_id, user_id, device_id) VALUES ($1, $2, $3, $4)', [
          kind,
          id,
          viewer.userId,
          viewer.deviceId,
        ]);
        return { counted: true, views: row.views };
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
