import { ENTITY_KIND, type FeedItemType } from '@sefer/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { distanceBetween } from '../../db/earth-sql.ts';
import { likes, tags as tagsTable, users } from '../../db/schema.ts';
import { int, named, type Prepared, prepare } from '../../db/typed-sql.ts';
import { type CardRow, type CardTable, cardSelect, cardsAs, cardTable } from '../../read-models/card.ts';
import {
  COARSE,
  cellsCovering,
  FINE,
  type Grid,
  mercatorY,
  metresPerPlaneUnit,
  planeRadius,
} from './geometry.ts';

export type FeedArgs = {
  lat: number;
  lng: number;
  /** Radius in metres. */
  r: number;
  offset: number;
  /** Rows to return (callers ask one more than a page to learn whether there is another). */
  take: number;
  types: readonly FeedItemType[];
  /** The signed-in user (fills `is_liked`), or null. */
  userId: number | null;
  /**
   * "Open now": the minute of the week (Addis time, from Monday 00:00) at which companies and products must be open
   * (their company's `open_week` holds it); places, which have no hours, are left out. Null: no such filter.
   */
  openAt?: number | null;
};

export type Query = { text: string; params: unknown[] };

/**
 * The named values of the feed queries. A query's text depends only on its shape (kinds, "Open now", signed in, the
 * KNN row count, the grid), so each shape is prepared once (`prepared`) and a request only fills in the values.
 */
type FeedValues = {
  /** The point in the plane: longitude and Mercator y. */
  x: number;
  y: number;
  /** The radius in the plane. */
  radius: number;
  /** The point's latitude and longitude, for distances on the sphere. */
  lat: number;
  lng: number;
  user: number | null;
  /** "Open now": the minute of the week. */
  at: number | null;
  take: number;
  offset: number;
  /** Rows per cell and kind of the ranked feeds. */
  n: number;
  cells: number[];
  /** For You's distance discount per plane unit. */
  scale: number;
  limit: number;
};
const v = named<FeedValues>();

const X = sql`${v.x}::float8`;
const Y = sql`${v.y}::float8`;
/** The point in the plane. */
const HERE = sql`point(${X}, ${Y})`;
const RADIUS = sql`${v.radius}::float8`;
/** The square around the point that holds the circle of radius `r` (what the SP-GiST index searches). */
const square = (r: SQL) => sql`box(point(${X} - ${r}, ${Y} - ${r}), point(${X} + ${r}, ${Y} + ${r}))`;

const valuesOf = (a: FeedArgs, more: Partial<FeedValues> = {}): FeedValues => ({
  x: a.lng,
  y: mercatorY(a.lat),
  radius: planeRadius(a.lat, a.r),
  lat: a.lat,
  lng: a.lng,
  user: a.userId,
  at: a.openAt ?? null,
  take: a.take,
  offset: a.offset,
  n: a.offset + a.take,
  cells: [],
  scale: metresPerPlaneUnit(a.lat) / FOR_YOU_HALF_M,
  limit: 0,
  ...more,
});

const PREPARED = new Map<string, Prepared<FeedValues>>();
/** The statement of a shape, built the first time it is asked for. */
function prepared(shape: string, build: () => SQL): Prepared<FeedValues> {
  let found = PREPARED.get(shape);
  if (!found) {
    found = prepare<FeedValues>(build());
    PREPARED.set(shape, found);
  }
  return found;
}
const query = (statement: Prepared<FeedValues>, values: FeedValues): Query => ({
  text: statement.text,
  params: statement.params(values),
});

/** The card columns of the feed row `f`: the distance on the sphere from the point, liked by the reader. */
const feedCard = (f: CardTable, signedIn: boolean) =>
  cardSelect(f, {
    distance: distanceBetween(f.lat, f.lng, sql`${v.lat}::float8`, sql`${v.lng}::float8`),
    liked: signedIn
      ? sql<boolean>`EXISTS (SELECT 1 FROM ${likes} WHERE ${likes.userId} = ${v.user}::bigint
          AND ${likes.kind} = ${f.kind} AND ${likes.entityId} = ${f.id})`
      : sql<boolean>`false`,
  });

const kindsOf = (types: readonly FeedItemType[]) =>
  [...new Set(types.map((t) => ENTITY_KIND[t]))].sort((x, y) => x - y);
const ALL_KINDS = 3;
/** The kinds that have opening hours: companies and products (their company's). */
const KINDS_WITH_HOURS = [ENTITY_KIND.company, ENTITY_KIND.product] as const;

/**
 * The kinds a feed reads and its open test: with "Open now" only kinds with hours, and `open` the condition on a
 * row that its company is open at that minute, which the partial indexes of migration 0020 serve.
 */
function scope(a: Pick<FeedArgs, 'types' | 'openAt'>) {
  const kinds = kindsOf(a.types);
  if (a.openAt === null || a.openAt === undefined) {
    return { kinds, all: kinds.length === ALL_KINDS, open: null };
  }
  const withHours = kinds.filter((k) => (KINDS_WITH_HOURS as readonly number[]).includes(k));
  return {
    kinds: withHours,
    // Only companies and products have an open_week: one scan of the partial index holds both.
    all: withHours.length === KINDS_WITH_HOURS.length,
    open: (t: CardTable) => sql`${t.openWeek} @> ${v.at}::int4`,
  };
}
type Scope = ReturnType<typeof scope>;
/** The part of a query's shape its scope fixes. */
const scopeKey = ({ kinds, open }: Scope) => `${kinds.join('')}${open ? 'open' : ''}`;

/** Whether a feed can hold anything: "Open now" over places alone cannot. */
export const readsNothing = (a: Pick<FeedArgs, 'types' | 'openAt'>) => scope(a).kinds.length === 0;

/** `kind = k` when a scan reads one kind, and the open test: the conditions of a scan of `t`, or none. */
function scanConditions(t: CardTable, kind: number | null, open: Scope['open']): SQL[] {
  return [...(kind === null ? [] : [sql`${t.kind} = ${int(kind)}`]), ...(open ? [open(t)] : [])];
}
const where = (conditions: SQL[]) =>
  conditions.length ? sql` WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
const and = (conditions: SQL[]) =>
  conditions.length ? sql` AND ${sql.join(conditions, sql` AND `)}` : sql``;
/** One scan per kind unless one scan reads them all. */
const perKind = ({ kinds, all }: Scope, scan: (kind: number | null) => SQL) =>
  all
    ? scan(null)
    : sql.join(
        kinds.map((k) => sql`(${scan(k)})`),
        sql` UNION ALL `,
      );

/**
 * The `n` nearest rows of the given kinds and every row as near as the farthest of them (ties: a
 * product stands where its company is), with their plane distance `d`. A KNN scan finds the n-th
 * distance `e`, then a scan of the circle that wide collects the rows; both read about n rows however
 * dense or empty the area. (The KNN scan cannot break ties by kind and id itself: asking it to makes the
 * planner sort the whole table.) The SP-GiST index searches the circle's bounding box, and the rows in its
 * corners are dropped by distance. All types use the whole index, one type its partial index, two types
 * one scan each (docs/decisions/0014-feed-spgist.md). The rows carry every column of feed_entries.
 */
function nearestRows(at: Scope, n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`bad row count ${n}`);
  const x = cardTable('x');
  const fe = cardTable('fe');
  return perKind(at, (kind) => {
    const edge = sql`SELECT max(k.d) AS e FROM (SELECT ${x.pt} <-> ${HERE} AS d FROM ${cardsAs(x)}${where(scanConditions(x, kind, at.open))}
      ORDER BY ${x.pt} <-> ${HERE} LIMIT ${int(n)}) k`;
    return sql`SELECT ${fe.kind} AS k, ${fe.id} AS i, ${fe.pt} <-> ${HERE} AS d, ${fe}.* FROM (${edge}) edge
      JOIN ${cardsAs(fe)} ON ${fe.pt} <@ ${square(sql`edge.e`)} AND ${fe.pt} <-> ${HERE} <= edge.e${and(scanConditions(fe, kind, at.open))}`;
  });
}

/**
 * The row count of a KNN scan is written into the query, not passed as a parameter: with `LIMIT $n` a
 * generic plan is costed as if it read a tenth of the table, so PostgreSQL plans every execution afresh
 * (about a third of the CPU of Around you). Counts are rounded up to a power of two so a connection
 * prepares a handful of texts, not one per page; the extra rows only widen the circle a little.
 */
export function knnRows(n: number): number {
  return 2 ** Math.max(4, Math.ceil(Math.log2(n)));
}

/**
 * Around you: nearest first, then cut at the radius (DESIGN §1): the nearest `offset + take` rows,
 * cut at the radius, ordered by distance, kind and id (so pages never repeat), with their cards.
 * The radius is not a condition of the scan: the planner would then collect and sort the whole circle,
 * which it estimates at 0.1 % of the table.
 */
export function aroundYouQuery(a: FeedArgs): Query {
  const at = scope(a);
  const n = knnRows(a.offset + a.take);
  const signedIn = a.userId !== null;
  // The circle scan reads the rows anyway, so the cards come from it (no join back by key): it passes the
  // row on (PostgreSQL keeps only the columns the card reads) and the card's computed columns (distance on
  // the sphere, tags as text, liked) are worked out for the page only, after OFFSET.
  const statement = prepared(`around ${scopeKey(at)} ${n} ${signedIn}`, () => {
    const f = cardTable('f');
    return sql`SELECT ${feedCard(f, signedIn)} FROM (SELECT * FROM (${nearestRows(at, n)}) n WHERE n.d <= ${RADIUS}
      ORDER BY n.d, n.k, n.i LIMIT ${v.take}::int OFFSET ${v.offset}::int) f
      ORDER BY f.d, f.k, f.i`;
  });
  return query(statement, valuesOf(a));
}

/** The orders of the "top within the radius" feeds; each has a (cell, kind, key) index per grid. */
const RANKED = {
  new: (t: CardTable) => t.createdAt,
  trending: (t: CardTable) => t.trend,
  popular: (t: CardTable) => t.popularity,
} as const;
export type RankedFeed = keyof typeof RANKED;

/** Past this many cells the next coarser grid (or the whole table in key order) is cheaper. */
export const MAX_FINE_CELLS = 10;
export const MAX_COARSE_CELLS = 400;
/** Below this radius collecting every row in the circle and sorting is cheapest. */
export const RADIUS_FIRST_M = 500;

export type Plan = { kind: 'radius' } | { kind: 'cells'; grid: Grid; cells: number[] } | { kind: 'table' };

/** How to find the top rows within the radius: by cells of the grid that fits the radius best. */
export function planFor(lat: number, lng: number, r: number): Plan {
  if (r < RADIUS_FIRST_M) return { kind: 'radius' };
  const fine = cellsCovering(FINE, lat, lng, r, MAX_FINE_CELLS);
  if (fine) return { kind: 'cells', grid: FINE, cells: fine };
  const coarse = cellsCovering(COARSE, lat, lng, r, MAX_COARSE_CELLS);
  if (coarse) return { kind: 'cells', grid: COARSE, cells: coarse };
  return { kind: 'table' };
}

/**
 * New, Trending, Popular: the top rows by `key` within the radius. Per grid cell and kind, the
 * (cell, kind, key DESC, id DESC) index yields rows in order with `pt` for an index-only radius test,
 * so a query reads about `offset + take` rows per cell however dense the area; the page is then
 * joined to its cards.
 */
export function rankedQuery(feed: RankedFeed, a: FeedArgs, plan = planFor(a.lat, a.lng, a.r)): Query {
  const at = scope(a);
  const signedIn = a.userId !== null;
  const shape = `${feed} ${scopeKey(at)} ${plan.kind === 'cells' ? plan.grid.column : plan.kind} ${signedIn}`;
  const statement = prepared(shape, () => {
    const x = cardTable('x');
    const key = RANKED[feed](x);
    const within = sql`${x.pt} <@ circle(${HERE}, ${RADIUS})`;
    const order = (t: string) =>
      sql`${sql.identifier(t)}.key DESC NULLS LAST, ${sql.identifier(t)}.kind, ${sql.identifier(t)}.id DESC NULLS LAST`;
    let candidates: SQL;
    if (plan.kind === 'radius') {
      // The circle's test in a form the SP-GiST index can search (it indexes boxes, not circles).
      candidates = sql`SELECT ${x.kind} AS kind, ${x.id} AS id, ${key} AS key FROM ${cardsAs(x)}
        WHERE ${x.pt} <@ ${square(RADIUS)} AND ${within}
          AND ${x.kind} IN (${sql.join(at.kinds.map(int), sql`, `)})${and(at.open ? [at.open(x)] : [])}`;
    } else {
      const cell = plan.kind === 'cells' ? [sql`${plan.grid === FINE ? x.cell : x.cellCoarse} = g.cell`] : [];
      const branches = at.kinds.map(
        (k) => sql`(SELECT ${x.kind} AS kind, ${x.id} AS id, ${key} AS key FROM ${cardsAs(x)}
          WHERE ${sql.join([...cell, ...scanConditions(x, k, at.open), within], sql` AND `)}
          ORDER BY ${key} DESC NULLS LAST, ${x.id} DESC NULLS LAST LIMIT ${v.n}::int)`,
      );
      const merged = sql`SELECT * FROM (${sql.join(branches, sql` UNION ALL `)}) u ORDER BY ${order('u')} LIMIT ${v.n}::int`;
      candidates =
        plan.kind === 'cells'
          ? sql`SELECT c.* FROM unnest(${v.cells}::int[]) AS g(cell) CROSS JOIN LATERAL (${merged}) c`
          : merged;
    }
    const fe = cardTable('fe');
    return sql`WITH page AS MATERIALIZED (SELECT * FROM (${candidates}) c ORDER BY ${order('c')}
        LIMIT ${v.take}::int OFFSET ${v.offset}::int)
      SELECT ${feedCard(fe, signedIn)} FROM page JOIN ${cardsAs(fe)} ON ${fe.kind} = page.kind AND ${fe.id} = page.id
      ORDER BY ${order('page')}`;
  });
  return query(statement, valuesOf(a, { cells: plan.kind === 'cells' ? plan.cells : [] }));
}

/** For You looks at this many nearest items within the radius (docs/decisions/0011-for-you.md). */
export const FOR_YOU_POOL = 300;
/** Distance at which an item's For You score halves. */
export const FOR_YOU_HALF_M = 1000;

/**
 * The FOR_YOU_POOL nearest rows of the given kinds (each kind its own scan): kind, id and tags, with their
 * plane distance `d`. One KNN scan reads them from the SP-GiST index alone, which carries those columns
 * (migration 0014): the pool is the same for every page, so unlike Around you it needs no second scan to
 * settle ties at its edge, and the cards are read from the table for the page only.
 */
function nearestPool(at: Scope): SQL {
  const fe = cardTable('fe');
  return perKind(
    at,
    (kind) => sql`SELECT ${fe.kind} AS kind, ${fe.id} AS id, ${fe.tags} AS tags, ${fe.pt} <-> ${HERE} AS d
      FROM ${cardsAs(fe)}${where(scanConditions(fe, kind, at.open))}
      ORDER BY ${fe.pt} <-> ${HERE} LIMIT ${int(FOR_YOU_POOL)}`,
  );
}

/**
 * The sum of the weights (`w.j`, a JSON object by tag) of pool row `n`'s tags. Most rows carry one or two
 * tags, which are looked up as plain expressions: a subquery per row would cost about a third of the query.
 */
const weight = (tag: SQL) => sql`coalesce((w.j ->> ${tag})::float8, 0)`;
const TAG_WEIGHTS = sql`CASE WHEN cardinality(n.tags) <= 2 THEN ${weight(sql`n.tags[1]`)} + ${weight(sql`n.tags[2]`)}
    ELSE coalesce((SELECT sum(${weight(sql`x.tag`)}) FROM unnest(n.tags) AS x(tag)), 0) END`;

/**
 * For You: the nearest FOR_YOU_POOL items within the radius (one KNN scan), each scored by the weights
 * of its tags (1 per chosen interest, 0.5 per recent like carrying the tag, at most 2 from likes) plus a
 * small base, divided by (1 + distance / FOR_YOU_HALF_M); ties by distance, kind and id. The weights are
 * one JSON object by tag, read from the user's row, where triggers keep them (migration 0015: the last 100
 * likes count); the page is joined to its cards.
 */
export function forYouQuery(a: FeedArgs & { userId: number }): Query {
  const at = scope(a);
  const statement = prepared(`forYou ${scopeKey(at)}`, () => {
    const f = cardTable('f');
    return sql`WITH weights AS MATERIALIZED (
        SELECT coalesce((SELECT ${users.forYouWeights} FROM ${users} WHERE ${users.id} = ${v.user}::bigint), '{}') AS j)
      SELECT ${feedCard(f, true)} FROM (
        SELECT n.kind, n.id, n.d, (0.05 + ${TAG_WEIGHTS}) / (1 + n.d * ${v.scale}::float8) AS score
        FROM (${nearestPool(at)}) n, weights w WHERE n.d <= ${RADIUS}
        ORDER BY score DESC, n.d, n.kind, n.id LIMIT ${v.take}::int OFFSET ${v.offset}::int) page
      JOIN ${cardsAs(f)} ON ${f.kind} = page.kind AND ${f.id} = page.id
      ORDER BY page.score DESC, page.d, page.kind, page.id`;
  });
  return query(statement, valuesOf(a));
}

export type TopTag = {
  tag: string;
  count: number;
  category: string | null;
  labelAm: string | null;
  imageFile: string | null;
};
/** Quick actions look at this many nearest items. */
export const TOP_TAGS_POOL = 500;

/** The tags most used among the TOP_TAGS_POOL nearest items within the radius (one KNN scan). */
export function topTagsQuery(a: { lat: number; lng: number; r: number; limit: number }): Query {
  const statement = prepared('topTags', () => {
    const fe = cardTable('fe');
    return sql`SELECT t.tag, count(*)::int AS count, ${tagsTable.category} AS category,
        ${tagsTable.labelAm} AS "labelAm", ${tagsTable.imageFile} AS "imageFile"
      FROM (SELECT ${fe.tags} AS tags, ${fe.pt} <-> ${HERE} AS d FROM ${cardsAs(fe)} ORDER BY ${fe.pt} <-> ${HERE}
        LIMIT ${int(TOP_TAGS_POOL)}) n
      CROSS JOIN unnest(n.tags) AS t(tag) LEFT JOIN ${tagsTable} ON ${tagsTable.tag} = t.tag
      WHERE n.d <= ${RADIUS} AND length(t.tag) > 1
      GROUP BY t.tag, ${tagsTable.category}, ${tagsTable.labelAm}, ${tagsTable.imageFile}
      ORDER BY count DESC, t.tag LIMIT ${v.limit}::int`;
  });
  const values = valuesOf({ ...a, offset: 0, take: 0, types: [], userId: null }, { limit: a.limit });
  return query(statement, values);
}

/** Every feed query's text fixes its plan, so they run on generic plans (decision 14). */
export function createFeedRepository(db: Pick<Database, 'genericPlans'>) {
  const run = <T>(q: Query) => db.genericPlans.query<T>(q.text, q.params);
  const rows = async (args: FeedArgs, query: () => Query) =>
    readsNothing(args) ? [] : run<CardRow>(query());
  return {
    aroundYou: (args: FeedArgs) => rows(args, () => aroundYouQuery(args)),
    ranked: (feed: RankedFeed, args: FeedArgs) => rows(args, () => rankedQuery(feed, args)),
    forYou: (args: FeedArgs & { userId: number }) => rows(args, () => forYouQuery(args)),
    topTags: (args: { lat: number; lng: number; r: number; limit: number }) =>
      run<TopTag>(topTagsQuery(args)),
  };
}
export type FeedRepository = ReturnType<typeof createFeedRepository>;
