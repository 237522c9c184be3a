import { ENTITY_KIND, type FeedItemType, type OpeningHours } from '@sefer/contract';
import type { Database } from '../../db/client.ts';
import { distanceBetween } from '../../db/earth-sql.ts';
import {
  COARSE,
  cellsCovering,
  FINE,
  type Grid,
  mercatorY,
  metresPerPlaneUnit,
  planeRadius,
} from './geometry.ts';

/** A feed row as the presenter takes it (also the shape of the engage module's myLikes rows). */
export type FeedRow = {
  type: FeedItemType;
  id: number;
  name: string;
  name_am: string | null;
  image_file: string | null;
  image_aspect: number | null;
  company_image_file: string | null;
  company_image_aspect: number | null;
  company_id: number | null;
  company_at: string | null;
  company_name: string | null;
  distance: number;
  lat: number;
  lng: number;
  likes: number;
  verified: boolean;
  tags: string;
  description: string | null;
  price: number | null;
  rating: number | null;
  category: string | null;
  osm: boolean;
  /** A company's opening hours (its card shows Open now / Closed); null for other rows and without hours. */
  hours: OpeningHours | null;
  /** Whether the signed-in user likes it; absent when the query did not ask. */
  is_liked?: boolean;
};

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

/** Collects parameters in order, so the same query shape always gives the same text (prepared once). */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

/**
 * The feeds' common parameters: the point in the plane and the radius there; `distanceTo(lat, lng)` adds the
 * point's latitude and longitude for exact distances on the sphere (only queries that show distances need them).
 */
function place(p: Params, a: Pick<FeedArgs, 'lat' | 'lng' | 'r'>) {
  const x = p.add(a.lng, 'float8');
  const y = p.add(mercatorY(a.lat), 'float8');
  const here = `point(${x}, ${y})`;
  /** The square around the point that holds the circle of radius `r` (what the SP-GiST index searches). */
  const square = (r: string) => `box(point(${x} - ${r}, ${y} - ${r}), point(${x} + ${r}, ${y} + ${r}))`;
  const radius = p.add(planeRadius(a.lat, a.r), 'float8');
  let latLng: [string, string] | undefined;
  return {
    here,
    square,
    /** The distance in the plane of a row (`d`) or a column expression. */
    radius,
    within: `pt <@ circle(${here}, ${radius})`,
    /** The same test in a form the SP-GiST index can search (it indexes boxes, not circles). */
    withinIndexed: `pt <@ ${square(radius)} AND pt <@ circle(${here}, ${radius})`,
    distanceTo: (lat: string, lng: string) => {
      latLng ??= [p.add(a.lat, 'float8'), p.add(a.lng, 'float8')];
      return distanceBetween(lat, lng, ...latLng);
    },
  };
}

const kindsOf = (types: readonly FeedItemType[]) =>
  [...new Set(types.map((t) => ENTITY_KIND[t]))].sort((x, y) => x - y);
const ALL_KINDS = 3;
/** The kinds that have opening hours: companies and products (their company's). */
const KINDS_WITH_HOURS = [ENTITY_KIND.company, ENTITY_KIND.product] as const;

/**
 * The kinds a feed reads and its open test: with "Open now" only kinds with hours, and `open` the condition on a
 * row (prefix `t`) that its company is open at that minute, which the partial indexes of migration 0020 serve.
 */
function scope(p: Params, a: Pick<FeedArgs, 'types' | 'openAt'>) {
  const kinds = kindsOf(a.types);
  if (a.openAt === null || a.openAt === undefined) {
    return { kinds, all: kinds.length === ALL_KINDS, open: (_t: string) => '' };
  }
  const at = p.add(a.openAt, 'int4');
  const withHours = kinds.filter((k) => (KINDS_WITH_HOURS as readonly number[]).includes(k));
  return {
    kinds: withHours,
    // Only companies and products have an open_week: one scan of the partial index holds both.
    all: withHours.length === KINDS_WITH_HOURS.length,
    open: (t: string) => `${t}open_week @> ${at}`,
  };
}
type Scope = ReturnType<typeof scope>;

/** Whether a feed can hold anything: "Open now" over places alone cannot. */
export const readsNothing = (a: Pick<FeedArgs, 'types' | 'openAt'>) =>
  scope(new Params(), a).kinds.length === 0;

/** The card columns of spec §3, computed from the `feed_entries` columns of the row aliased `t`. */
function card(
  p: Params,
  distanceTo: (lat: string, lng: string) => string,
  userId: number | null,
  t = 'fe',
): string {
  const liked =
    userId === null
      ? 'false'
      : `EXISTS (SELECT 1 FROM likes l WHERE l.user_id = ${p.add(userId, 'bigint')} AND l.kind = ${t}.kind AND l.entity_id = ${t}.id)`;
  return `CASE ${t}.kind WHEN 0 THEN 'company' WHEN 2 THEN 'product' ELSE 'place' END AS type, ${t}.id,
    ${t}.name, ${t}.name_am, ${t}.image_file, ${t}.image_aspect, ${t}.company_image_file, ${t}.company_image_aspect,
    ${t}.company_id, ${t}.company_at, ${t}.company_name, ${distanceTo(`${t}.lat`, `${t}.lng`)} AS distance, ${t}.lat, ${t}.lng,
    ${t}.likes, ${t}.verified, array_to_string(${t}.tags, ' ') AS tags, ${t}.description, ${t}.price,
    ${t}.rating_avg::float8 AS rating, ${t}.category, ${t}.osm, ${t}.hours, ${liked} AS is_liked`;
}

/**
 * The `n` nearest rows of the given kinds and every row as near as the farthest of them (ties: a
 * product stands where its company is), with their plane distance `d`. A KNN scan finds the n-th
 * distance `e`, then a scan of the circle that wide collects the rows; both read about n rows however
 * dense or empty the area. (The KNN scan cannot break ties by kind and id itself: asking it to makes the
 * planner sort the whole table.) The SP-GiST index searches the circle's bounding box, and the rows in its
 * corners are dropped by distance. All types use the whole index, one type its partial index, two types
 * one scan each (docs/decisions/0014-feed-spgist.md).
 */
function nearestRows(
  { kinds, all, open }: Scope,
  { here, square }: { here: string; square: (r: string) => string },
  n: number,
  columns = '',
): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`bad row count ${n}`);
  const scan = (kind: number | null) => {
    const only = (t: string) =>
      [kind === null ? '' : `${t}kind = ${kind}`, open(t)].filter(Boolean).join(' AND ');
    const edge = `SELECT max(x.d) AS e FROM (SELECT pt <-> ${here} AS d FROM feed_entries${only('') ? ` WHERE ${only('')}` : ''}
      ORDER BY pt <-> ${here} LIMIT ${n}) x`;
    return `SELECT fe.kind AS k, fe.id AS i, fe.pt <-> ${here} AS d${columns} FROM (${edge}) edge
      JOIN feed_entries fe ON fe.pt <@ ${square('edge.e')} AND fe.pt <-> ${here} <= edge.e${only('fe.') ? ` AND ${only('fe.')}` : ''}`;
  };
  return all ? scan(null) : kinds.map((k) => `(${scan(k)})`).join(' UNION ALL ');
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
 * cut at the radius, ordered by distance, kind and id (so pages never repeat), joined to their cards.
 * The radius is not a condition of the scan: the planner would then collect and sort the whole circle,
 * which it estimates at 0.1 % of the table.
 */
export function aroundYouQuery(a: FeedArgs): Query {
  const p = new Params();
  const at = place(p, a);
  const { radius, distanceTo } = at;
  // The circle scan reads the rows anyway, so the cards come from it (no join back by key): it passes the
  // row on (PostgreSQL keeps only the columns `card` reads) and the card's computed columns (distance on
  // the sphere, tags as text, liked) are worked out for the page only, after OFFSET.
  const rows = nearestRows(scope(p, a), at, knnRows(a.offset + a.take), ', fe.*');
  return {
    text: `SELECT ${card(p, distanceTo, a.userId, 'f')} FROM (SELECT * FROM (${rows}) n WHERE n.d <= ${radius}
      ORDER BY n.d, n.k, n.i LIMIT ${p.add(a.take, 'int')} OFFSET ${p.add(a.offset, 'int')}) f
      ORDER BY f.d, f.k, f.i`,
    params: p.values,
  };
}

/** The orders of the "top within the radius" feeds; each has a (cell, kind, key) index per grid. */
export const RANKED = {
  new: 'created_at',
  trending: 'trend',
  popular: 'popularity',
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
  const key = RANKED[feed];
  const p = new Params();
  const { within, withinIndexed, distanceTo } = place(p, a);
  const { kinds, open } = scope(p, a);
  const isOpen = open('') ? ` AND ${open('')}` : '';
  const order = (t: string) => `${t}key DESC NULLS LAST, ${t}kind, ${t}id DESC NULLS LAST`;
  let candidates: string;
  if (plan.kind === 'radius') {
    candidates = `SELECT kind, id, ${key} AS key FROM feed_entries WHERE ${withinIndexed} AND kind IN (${kinds.join(', ')})${isOpen}`;
  } else {
    const n = p.add(a.offset + a.take, 'int');
    const cell = plan.kind === 'cells' ? `${plan.grid.column} = g.cell AND ` : '';
    const branches = kinds.map(
      (
        k,
      ) => `(SELECT kind, id, ${key} AS key FROM feed_entries WHERE ${cell}kind = ${k} AND ${within}${isOpen}
        ORDER BY ${key} DESC NULLS LAST, id DESC NULLS LAST LIMIT ${n})`,
    );
    const merged = `SELECT * FROM (${branches.join(' UNION ALL ')}) u ORDER BY ${order('u.')} LIMIT ${n}`;
    candidates =
      plan.kind === 'cells'
        ? `SELECT c.* FROM unnest(${p.add(plan.cells, 'int[]')}) AS g(cell) CROSS JOIN LATERAL (${merged}) c`
        : merged;
  }
  const cols = card(p, distanceTo, a.userId);
  return {
    text: `WITH page AS MATERIALIZED (SELECT * FROM (${candidates}) c ORDER BY ${order('c.')}
        LIMIT ${p.add(a.take, 'int')} OFFSET ${p.add(a.offset, 'int')})
      SELECT ${cols} FROM page JOIN feed_entries fe ON fe.kind = page.kind AND fe.id = page.id
      ORDER BY ${order('page.')}`,
    params: p.values,
  };
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
function nearestPool({ kinds, all, open }: Scope, here: string): string {
  const scan = (kind: number | null) => {
    const only = [kind === null ? '' : `fe.kind = ${kind}`, open('fe.')].filter(Boolean).join(' AND ');
    return `SELECT fe.kind, fe.id, fe.tags, fe.pt <-> ${here} AS d FROM feed_entries fe${only ? ` WHERE ${only}` : ''}
      ORDER BY fe.pt <-> ${here} LIMIT ${FOR_YOU_POOL}`;
  };
  return all ? scan(null) : kinds.map((k) => `(${scan(k)})`).join(' UNION ALL ');
}

/**
 * The sum of the weights (`weights`, a JSON object by tag) of row `t`'s tags. Most rows carry one or two
 * tags, which are looked up as plain expressions: a subquery per row would cost about a third of the query.
 */
const tagWeights = (t: string, weights: string) => {
  const weight = (tag: string) => `coalesce((${weights} ->> ${tag})::float8, 0)`;
  return `CASE WHEN cardinality(${t}.tags) <= 2 THEN ${weight(`${t}.tags[1]`)} + ${weight(`${t}.tags[2]`)}
    ELSE coalesce((SELECT sum(${weight('x.tag')}) FROM unnest(${t}.tags) AS x(tag)), 0) END`;
};

/**
 * For You: the nearest FOR_YOU_POOL items within the radius (one KNN scan), each scored by the weights
 * of its tags (1 per chosen interest, 0.5 per recent like carrying the tag, at most 2 from likes) plus a
 * small base, divided by (1 + distance / FOR_YOU_HALF_M); ties by distance, kind and id. The weights are
 * one JSON object by tag, read from the user's row, where triggers keep them (migration 0015: the last 100
 * likes count); the page is joined to its cards.
 */
export function forYouQuery(a: FeedArgs & { userId: number }): Query {
  const p = new Params();
  const { here, radius, distanceTo } = place(p, a);
  const user = p.add(a.userId, 'bigint');
  const scale = p.add(metresPerPlaneUnit(a.lat) / FOR_YOU_HALF_M, 'float8');
  const text = `WITH weights AS MATERIALIZED (
      SELECT coalesce((SELECT u.for_you_weights FROM users u WHERE u.id = ${user}), '{}') AS j)
    SELECT ${card(p, distanceTo, a.userId, 'f')} FROM (
      SELECT n.kind, n.id, n.d, (0.05 + ${tagWeights('n', 'w.j')}) / (1 + n.d * ${scale}) AS score
      FROM (${nearestPool(scope(p, a), here)}) n, weights w WHERE n.d <= ${radius}
      ORDER BY score DESC, n.d, n.kind, n.id LIMIT ${p.add(a.take, 'int')} OFFSET ${p.add(a.offset, 'int')}) page
    JOIN feed_entries f ON f.kind = page.kind AND f.id = page.id
    ORDER BY page.score DESC, page.d, page.kind, page.id`;
  return { text, params: p.values };
}

export type TopTag = {
  tag: string;
  count: number;
  category: string | null;
  label_am: string | null;
  image_file: string | null;
};
/** Quick actions look at this many nearest items. */
export const TOP_TAGS_POOL = 500;

/** The tags most used among the TOP_TAGS_POOL nearest items within the radius (one KNN scan). */
export function topTagsQuery(a: { lat: number; lng: number; r: number; limit: number }): Query {
  const p = new Params();
  const { here, radius } = place(p, a);
  return {
    text: `SELECT t.tag, count(*)::int AS count, tg.category, tg.label_am, tg.image_file
      FROM (SELECT tags, pt <-> ${here} AS d FROM feed_entries ORDER BY pt <-> ${here}
        LIMIT ${TOP_TAGS_POOL}) n
      CROSS JOIN unnest(n.tags) AS t(tag) LEFT JOIN tags tg ON tg.tag = t.tag
      WHERE n.d <= ${radius} AND length(t.tag) > 1
      GROUP BY t.tag, tg.category, tg.label_am, tg.image_file
      ORDER BY count DESC, t.tag LIMIT ${p.add(a.limit, 'int')}`,
    params: p.values,
  };
}

/** Every feed query's text fixes its plan, so they run on generic plans (decision 14). */
export function createFeedRepository(db: Pick<Database, 'genericPlans'>) {
  const run = <T>(q: Query) => db.genericPlans.query<T>(q.text, q.params);
  const rows = async (args: FeedArgs, query: () => Query) =>
    readsNothing(args) ? [] : run<FeedRow>(query());
  return {
    aroundYou: (args: FeedArgs) => rows(args, () => aroundYouQuery(args)),
    ranked: (feed: RankedFeed, args: FeedArgs) => rows(args, () => rankedQuery(feed, args)),
    forYou: (args: FeedArgs & { userId: number }) => rows(args, () => forYouQuery(args)),
    topTags: (args: { lat: number; lng: number; r: number; limit: number }) =>
      run<TopTag>(topTagsQuery(args)),
  };
}
export type FeedRepository = ReturnType<typeof createFeedRepository>;
