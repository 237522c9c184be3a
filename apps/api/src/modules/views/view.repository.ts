import { type EntityKind, VIEW_DEBOUNCE_S } from '@sefer/contract';
import type { Database } from '../../db/client.ts';
import { ENTITY_TABLE, TREND_WEIGHT } from '../engage/entity-tables.ts';

/** Who looked: the signed-in user, else the browser's device id, else nobody we can tell apart. */
export type Viewer = { userId: number | null; deviceId: string | null };

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
  };
}
export type ViewRepository = ReturnType<typeof createViewRepository>;
