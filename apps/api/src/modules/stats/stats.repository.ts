import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, products, statDays, statEvents, statSearchKeys } from '../../db/schema.ts';
import { run, runOne } from '../../db/typed-sql.ts';

/** The per-person events (stat_events.action) and the daily column each adds one to. */
export const STAT_ACTION = {
  view: 1,
  like: 2,
  unlike: 3,
  review: 4,
  call: 5,
  telegram: 6,
  website: 7,
  directions: 8,
} as const;
export type StatAction = keyof typeof STAT_ACTION;

const DAY_COLUMN: Record<StatAction, string> = {
  view: 'views',
  like: 'likes',
  unlike: 'unlikes',
  review: 'reviews',
  call: 'calls',
  telegram: 'telegram',
  website: 'website',
  directions: 'directions',
};

/** A company (0) or a product (2): the subjects that have an owner. */
export type StatKind = 0 | 2;

/** Who did it: a signed-in person, else the visitor of the client address and day (views/view-address.ts). */
export type StatPerson = { userId: number } | { addressKey: string };

export type StatEvent = {
  kind: StatKind;
  id: number;
  action: StatAction;
  person: StatPerson;
  /** The Addis Ababa day, `YYYY-MM-DD`. */
  day: string;
  /** A review's rating. */
  rating?: number;
};

/** Appearances of one subject on one day, from the server's memory (stat-appearances.ts). */
export type AppearanceRow = { day: string; kind: StatKind; id: number; search: number; feed: number };
/** One results page (`unit`) that listed the subject for the key, `n` times alike. */
export type SearchKeyRow = { unit: number; day: string; key: string; n: number; kind: StatKind; id: number };

/** Sums of stat_days columns, as the stats call reads them. */
const COUNT_SUMS = sql`coalesce(sum(d.views), 0)::int AS views,
  coalesce(sum(d.month_viewers), 0)::int AS month_viewers,
  coalesce(sum(d.search_appearances), 0)::int AS search_appearances,
  coalesce(sum(d.feed_appearances), 0)::int AS feed_appearances,
  coalesce(sum(d.likes), 0)::int AS likes, coalesce(sum(d.unlikes), 0)::int AS unlikes,
  coalesce(sum(d.reviews), 0)::int AS reviews, coalesce(sum(d.rating_sum), 0)::int AS rating_sum,
  coalesce(sum(d.calls), 0)::int AS calls, coalesce(sum(d.telegram), 0)::int AS telegram,
  coalesce(sum(d.website), 0)::int AS website, coalesce(sum(d.directions), 0)::int AS directions`;

export type CountRow = {
  views: number;
  /** Viewers first seen in their month on these days (a whole month's sum is its unique viewers). */
  month_viewers: number;
  search_appearances: number;
  feed_appearances: number;
  likes: number;
  unlikes: number;
  reviews: number;
  rating_sum: number;
  calls: number;
  telegram: number;
  website: number;
  directions: number;
};
export type BucketRow = CountRow & { bucket: string };
export type ProductCountRow = CountRow & { id: number; name: string; name_am: string | null };
export type ViewerRow = { id: number | null; viewers: number };
export type Period = { from: string; to: string };

/** A column of values as one text[] parameter (postgres.js sends text arrays alike on both databases). */
const texts = (values: readonly (string | number)[]) => sql`${sql.param(values.map(String))}::text[]`;

const whoOf = (person: StatPerson) => ('userId' in person ? `u${person.userId}` : `a${person.addressKey}`);

/** The bucket of a day: itself, or its month's first day. */
const bucketOf = (granularity: 'day' | 'month', day: SQL) =>
  granularity === 'day'
    ? sql`to_char(${day}, 'YYYY-MM-DD')`
    : sql`to_char(date_trunc('month', ${day}), 'YYYY-MM-DD')`;

/**
 * Insights (issue 31): per-person events and daily totals of companies and products, written in one statement
 * each, and the owner's reads. A subject's owner never counts; a deleted subject records nothing.
 */
export function createStatsRepository(db: Queryable) {
  return {
    /**
     * An event, once a day per person, subject and action (the events' key), added to the day's totals in the
     * same statement; false when it did not count (a repeat, the owner's own, no such subject).
     */
    record: async ({ kind, id, action, person, day, rating }: StatEvent): Promise<boolean> => {
      const userId = 'userId' in person ? person.userId : null;
      const who = whoOf(person);
      const column = sql.identifier(DAY_COLUMN[action]);
      const row = await runOne(
        db,
        sql`WITH subject AS (${
          kind === 0
            ? sql`SELECT c.id AS company_id FROM ${companies} c
                   WHERE c.id = ${id} AND c.owner_id IS DISTINCT FROM ${userId}::bigint`
            : sql`SELECT p.company_id FROM ${products} p JOIN ${companies} c ON c.id = p.company_id
                   WHERE p.id = ${id} AND c.owner_id IS DISTINCT FROM ${userId}::bigint`
        }), event AS (
              INSERT INTO ${statEvents} (kind, entity_id, company_id, day, action, who, user_id, rating)
              SELECT ${kind}, ${id}, company_id, ${day}::date, ${STAT_ACTION[action]}, ${who},
                     ${userId}::bigint, ${rating ?? null}::smallint
                FROM subject
              ON CONFLICT DO NOTHING RETURNING company_id
            )
            INSERT INTO ${statDays} AS d (kind, entity_id, company_id, day, ${column}, rating_sum, month_viewers)
            SELECT ${kind}, ${id}, company_id, ${day}::date, 1, ${rating ?? 0}, ${
              action === 'view'
                ? sql`CASE WHEN EXISTS (
                        SELECT 1 FROM ${statEvents} e
                         WHERE e.kind = ${kind} AND e.entity_id = ${id} AND e.action = ${STAT_ACTION.view}
                           AND e.who = ${who} AND e.day >= date_trunc('month', ${day}::date)::date
                           AND e.day < ${day}::date) THEN 0 ELSE 1 END`
                : sql`0`
            } FROM event
            ON CONFLICT (kind, entity_id, day) DO UPDATE SET ${column} = d.${column} + 1,
              rating_sum = d.rating_sum + excluded.rating_sum, month_viewers = d.month_viewers + excluded.month_viewers
            RETURNING 1`,
      );
      return row !== undefined;
    },

    /** Appearances counted in memory, added to the days' totals (rows of deleted subjects dropped). */
    addAppearances: async (rows: readonly AppearanceRow[]): Promise<void> => {
      if (rows.length === 0) return;
      await run(
        db,
        sql`INSERT INTO ${statDays} AS d (kind, entity_id, company_id, day, search_appearances, feed_appearances)
            SELECT a.kind, a.id, coalesce(c.id, p.company_id), a.day, a.search, a.feed
              FROM (SELECT day::date, kind::int2, id::int8, search::int4, feed::int4
                      FROM unnest(${texts(rows.map((r) => r.day))}, ${texts(rows.map((r) => r.kind))},
                                  ${texts(rows.map((r) => r.id))}, ${texts(rows.map((r) => r.search))},
                                  ${texts(rows.map((r) => r.feed))}) AS u(day, kind, id, search, feed)) a
              LEFT JOIN ${companies} c ON a.kind = 0 AND c.id = a.id
              LEFT JOIN ${products} p ON a.kind = 2 AND p.id = a.id
             WHERE coalesce(c.id, p.company_id) IS NOT NULL
            ON CONFLICT (kind, entity_id, day) DO UPDATE SET
              search_appearances = d.search_appearances + excluded.search_appearances,
              feed_appearances = d.feed_appearances + excluded.feed_appearances`,
      );
    },

    /** Search keys: each results page counts once for a company, whether it listed the company or its products. */
    addSearchKeys: async (rows: readonly SearchKeyRow[]): Promise<void> => {
      if (rows.length === 0) return;
      await run(
        db,
        sql`INSERT INTO ${statSearchKeys} AS k (company_id, day, key, n)
            SELECT s.company_id, s.day, s.key, sum(s.n)::int FROM (
              SELECT DISTINCT a.unit, coalesce(c.id, p.company_id) AS company_id, a.day, a.key, a.n
                FROM (SELECT unit::int4, day::date, key, n::int4, kind::int2, id::int8
                        FROM unnest(${texts(rows.map((r) => r.unit))}, ${texts(rows.map((r) => r.day))},
                                    ${texts(rows.map((r) => r.key))}, ${texts(rows.map((r) => r.n))},
                                    ${texts(rows.map((r) => r.kind))}, ${texts(rows.map((r) => r.id))})
                             AS u(unit, day, key, n, kind, id)) a
                LEFT JOIN ${companies} c ON a.kind = 0 AND c.id = a.id
                LEFT JOIN ${products} p ON a.kind = 2 AND p.id = a.id) s
             WHERE s.company_id IS NOT NULL
             GROUP BY s.company_id, s.day, s.key
            ON CONFLICT (company_id, day, key) DO UPDATE SET n = k.n + excluded.n`,
      );
    },

    /** Deletes up to `batch` per-person events dated before `before`; how many went. */
    purgeBefore: async (before: string, batch: number): Promise<number> => {
      const rows = await run<{ n: number }>(
        db,
        sql`WITH gone AS (
              DELETE FROM ${statEvents} WHERE ctid IN (
                SELECT ctid FROM ${statEvents} WHERE day < ${before}::date LIMIT ${batch})
              RETURNING 1)
            SELECT count(*)::int AS n FROM gone`,
      );
      return rows[0]?.n ?? 0;
    },

    /** The company `userId` owns, if any. */
    companyOf: (userId: number) =>
      runOne<{ id: number }>(db, sql`SELECT id FROM ${companies} WHERE owner_id = ${userId}`),

    /** A company's owner, if the company exists. */
    ownerOf: (companyId: number) =>
      runOne<{ owner_id: number | null }>(db, sql`SELECT owner_id FROM ${companies} WHERE id = ${companyId}`),

    /** The company page's totals per bucket of the period (buckets without a row are absent). */
    companyBuckets: (companyId: number, { from, to }: Period, granularity: 'day' | 'month') =>
      run<BucketRow>(
        db,
        sql`SELECT ${bucketOf(granularity, sql`d.day`)} AS bucket, ${COUNT_SUMS}
              FROM ${statDays} d
             WHERE d.kind = 0 AND d.entity_id = ${companyId} AND d.day BETWEEN ${from}::date AND ${to}::date
             GROUP BY 1 ORDER BY 1`,
      ),

    /** Each current product of the company with its totals over the period, most viewed first. */
    productTotals: (companyId: number, { from, to }: Period) =>
      run<ProductCountRow>(
        db,
        sql`SELECT p.id, p.name, p.name_am, ${COUNT_SUMS}
              FROM ${products} p
              LEFT JOIN ${statDays} d ON d.kind = 2 AND d.entity_id = p.id
                   AND d.day BETWEEN ${from}::date AND ${to}::date
             WHERE p.company_id = ${companyId}
             GROUP BY p.id ORDER BY views DESC, likes DESC, p.id DESC`,
      ),

    /**
     * Distinct viewers over the period from the kept events: of the company page (`id` null) and of each product.
     */
    viewers: (companyId: number, { from, to }: Period) =>
      run<ViewerRow>(
        db,
        // DISTINCT in a subquery, so that the database may hash it rather than sort (a sort per count).
        sql`SELECT CASE WHEN v.kind = 0 THEN NULL ELSE v.entity_id END AS id, count(*)::int AS viewers
              FROM (SELECT DISTINCT e.kind, e.entity_id, e.who FROM ${statEvents} e
                     WHERE e.company_id = ${companyId} AND e.action = ${STAT_ACTION.view}
                       AND e.day BETWEEN ${from}::date AND ${to}::date) v
             GROUP BY v.kind, v.entity_id`,
      ),

    /** The most frequent search keys of the period. */
    topSearchKeys: (companyId: number, { from, to }: Period, limit: number) =>
      run<{ key: string; count: number }>(
        db,
        sql`SELECT key, sum(n)::int AS count FROM ${statSearchKeys}
             WHERE company_id = ${companyId} AND day BETWEEN ${from}::date AND ${to}::date
             GROUP BY key ORDER BY count DESC, key LIMIT ${limit}`,
      ),
  };
}
export type StatsRepository = ReturnType<typeof createStatsRepository>;
