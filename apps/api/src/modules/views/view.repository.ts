import { ENTITY_KIND, type EntityKind, VIEW_DEBOUNCE_S } from '@sefer/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { KIND_TABLE } from '../../db/kind-tables.ts';
import { companies, views } from '../../db/schema.ts';
import { TREND_WEIGHT } from '../../db/trend.ts';
import { int, type RowOf, run, runOne } from '../../db/typed-sql.ts';
import { type CardTable, cardColumns, cardsAs, cardTable, selectList } from '../../read-models/card.ts';

/** Who looked: the signed-in user, else the visitor of the client address and day (view-address.ts). */
export type Viewer = { userId: number } | { addressKey: string };

/** "Also visited" reads the subject's latest this-many views (its recent viewers)… */
export const ALSO_VISITED_RECENT_VIEWS = 200;
/** …and each of those viewers' latest this-many views. */
export const ALSO_VISITED_VIEWER_HISTORY = 50;
/** A subject is listed only when at least this many distinct viewers viewed both (no one's history alone). */
export const ALSO_VISITED_MIN_VIEWERS = 2;

/**
 * The columns of an "also visited" subject `f`: its card's (the card read model) that the list shows, the owner
 * for products only, and how many viewers it shares.
 */
function alsoVisitedColumns(f: CardTable) {
  const card = cardColumns(f, { distance: sql<number>`0`, liked: sql<boolean>`false` });
  return {
    kind: card.kind,
    id: card.id,
    name: card.name,
    nameAm: card.nameAm,
    imageFile: card.imageFile,
    imageAspect: card.imageAspect,
    companyName: sql<
      string | null
    >`CASE WHEN ${f.kind} = ${int(ENTITY_KIND.product)} THEN ${f.companyName} END`,
    companyNameAm: sql<string | null>`CASE WHEN ${f.kind} = ${int(ENTITY_KIND.product)}
      THEN (SELECT ${companies.nameAm} FROM ${companies} WHERE ${companies.id} = ${f.companyId}) END`,
    verified: card.verified,
    rating: card.rating,
    price: card.price,
    category: card.category,
    osm: card.osm,
    viewers: sql<number>`s.viewers`,
  };
}
/** One "also visited" subject. */
export type AlsoVisitedRow = RowOf<ReturnType<typeof alsoVisitedColumns>>;

/**
 * "People who viewed this item also visited": the subject's recent viewers (views_entity_created_idx),
 * each one's latest views (views_viewer_idx on sefer_viewer(user_id, device_id, address_key), index-only, one bounded
 * scan per viewer), counted per subject by distinct viewers; the subject itself is left out, and so is any
 * subject fewer than ALSO_VISITED_MIN_VIEWERS viewers share. Cards come from feed_entries, so a deleted
 * subject drops out. At most 200 × 50 rows are counted, however popular the subject.
 */
export function alsoVisitedSql(kind: EntityKind, id: number, limit: number): SQL {
  const f = cardTable('f');
  return sql`
  WITH viewers AS (
    SELECT DISTINCT sefer_viewer(v.user_id, v.device_id, v.address_key) AS who
    FROM (SELECT user_id, device_id, address_key FROM ${views}
          WHERE kind = ${kind} AND entity_id = ${id}
            AND (user_id IS NOT NULL OR address_key IS NOT NULL OR device_id IS NOT NULL)
          ORDER BY created_at DESC NULLS LAST LIMIT ${int(ALSO_VISITED_RECENT_VIEWS)}) v
  ), shared AS (
    SELECT o.kind, o.entity_id, count(DISTINCT w.who)::int AS viewers, count(*)::int AS co_views
    FROM viewers w
    CROSS JOIN LATERAL (
      SELECT x.kind, x.entity_id FROM ${views} x
      WHERE sefer_viewer(x.user_id, x.device_id, x.address_key) = w.who
      ORDER BY x.created_at DESC NULLS LAST LIMIT ${int(ALSO_VISITED_VIEWER_HISTORY)}) o
    WHERE NOT (o.kind = ${kind} AND o.entity_id = ${id})
    GROUP BY o.kind, o.entity_id
    HAVING count(DISTINCT w.who) >= ${int(ALSO_VISITED_MIN_VIEWERS)}
  )
  SELECT ${selectList(alsoVisitedColumns(f))}
  FROM shared s JOIN ${cardsAs(f)} ON ${f.kind} = s.kind AND ${f.id} = s.entity_id
  ORDER BY s.viewers DESC, s.co_views DESC, ${f.kind}, ${f.id} DESC
  LIMIT ${limit}`;
}

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
        const table = KIND_TABLE[kind];
        const current = async (): Promise<ViewState> => {
          const row = await runOne<{ views: number }>(
            tx,
            sql`SELECT ${table.views} FROM ${table} WHERE ${table.id} = ${id}`,
          );
          return row ? { counted: false, views: row.views } : null;
        };
        if ('userId' in viewer) {
          const lock = `view:${kind}:${id}:u${viewer.userId}`;
          await run(tx, sql`SELECT pg_advisory_xact_lock(hashtextextended(${lock}, 0))`);
          const recent = await runOne(
            tx,
            sql`SELECT 1 FROM ${views} WHERE kind = ${kind} AND entity_id = ${id} AND user_id = ${viewer.userId}
                AND created_at > now() - make_interval(secs => ${VIEW_DEBOUNCE_S}) LIMIT 1`,
          );
          if (recent || !(await runOne(tx, sql`SELECT 1 FROM ${table} WHERE ${table.id} = ${id}`)))
            return current();
          await run(
            tx,
            sql`INSERT INTO ${views} (kind, entity_id, user_id) VALUES (${kind}, ${id}, ${viewer.userId})`,
          );
        } else {
          const inserted = await run(
            tx,
            sql`INSERT INTO ${views} (kind, entity_id, address_key)
                SELECT ${kind}, ${id}, ${viewer.addressKey}
                 WHERE EXISTS (SELECT 1 FROM ${table} WHERE ${table.id} = ${id})
                ON CONFLICT (kind, entity_id, address_key) WHERE address_key IS NOT NULL DO NOTHING
                RETURNING 1`,
          );
          if (inserted.length === 0) return current();
        }
        const row = await runOne<{ views: number }>(
          tx,
          sql`UPDATE ${table} SET views = views + 1, trend = sefer_bump_trend(trend, ${TREND_WEIGHT.view}, now())
            WHERE ${table.id} = ${id} RETURNING views`,
        );
        return row ? { counted: true, views: row.views } : null;
      }),

    /** Whether the subject exists. */
    exists: async (kind: EntityKind, id: number) => {
      const table = KIND_TABLE[kind];
      return (await runOne(db, sql`SELECT 1 FROM ${table} WHERE ${table.id} = ${id}`)) !== undefined;
    },

    /** "Also visited", best first (see alsoVisitedSql). */
    alsoVisited: (kind: EntityKind, id: number, limit: number) =>
      run<AlsoVisitedRow>(db, alsoVisitedSql(kind, id, limit)),
  };
}
export type ViewRepository = ReturnType<typeof createViewRepository>;
