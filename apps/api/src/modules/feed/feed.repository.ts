import type { FeedItemType } from '@sefer/contract';
import type { Queryable } from '../../db/client.ts';

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
  likes: number;
  verified: boolean;
  tags: string;
  description: string | null;
  price: number | null;
  rating: number | null;
  category: string | null;
  osm: boolean;
  created_at: Date | string;
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
};

// $1 lat, $2 lng: the point every branch measures from (exact distances, radius boxes).
const HERE = 'll_to_earth($1::float8, $2::float8)';
// The same point in the planar projection of the `pt` columns, for nearest-first ordering by the 2-D index.
const HERE_PT = 'point($2::float8 * cos(radians($1::float8)), $1::float8)';

/** The columns of a feed row, per content type. `p`/`c`/`pl` alias products, companies, places. */
const SELECT: Record<FeedItemType, string> = {
  company: `'company' AS type, c.id, c.name, c.name_am, c.image_file, c.image_aspect,
    c.image_file AS company_image_file, c.image_aspect AS company_image_aspect,
    c.id AS company_id, c.handle AS company_at, c.name AS company_name,
    earth_distance(c.geo, ${HERE}) AS distance, c.likes, c.verified,
    array_to_string(c.tags, ' ') AS tags, c.description, NULL::float8 AS price,
    c.rating_avg::float8 AS rating, NULL::text AS category, false AS osm, c.created_at`,
  product: `'product' AS type, p.id, p.name, p.name_am, p.image_file, p.image_aspect,
    c.image_file AS company_image_file, c.image_aspect AS company_image_aspect,
    c.id AS company_id, c.handle AS company_at, c.name AS company_name,
    earth_distance(p.geo, ${HERE}) AS distance, p.likes, c.verified,
    array_to_string(p.tags, ' ') AS tags, p.description, p.price::float8 AS price,
    p.rating_avg::float8 AS rating, NULL::text AS category, false AS osm, p.created_at`,
  place: `'place' AS type, pl.id, coalesce(pl.name_en, pl.name) AS name, pl.name_am, pl.image_file, pl.image_aspect,
    NULL::text AS company_image_file, NULL::real AS company_image_aspect,
    NULL::bigint AS company_id, NULL::text AS company_at, NULL::text AS company_name,
    earth_distance(pl.geo, ${HERE}) AS distance, pl.likes, false AS verified,
    array_to_string(pl.tags, ' ') AS tags, pl.address AS description, NULL::float8 AS price,
    pl.rating_avg::float8 AS rating, pl.category, pl.source = 'osm' AS osm, pl.created_at`,
};

/**
 * Each branch reads its own table through that table's index and keeps at most `$3` rows
 * ($3 = offset + take), so a type filter never turns into a scan of another type (DESIGN §1).
 */
function nearestBranch(type: FeedItemType): string {
  switch (type) {
    case 'company':
      return `SELECT ${SELECT.company} FROM companies c ORDER BY c.pt <-> ${HERE_PT} LIMIT $3`;
    case 'product':
      return `SELECT ${SELECT.product} FROM (SELECT * FROM products ORDER BY pt <-> ${HERE_PT} LIMIT $3) p
        JOIN companies c ON c.id = p.company_id`;
    case 'place':
      return `SELECT ${SELECT.place} FROM places pl ORDER BY pl.pt <-> ${HERE_PT} LIMIT $3`;
  }
}

// $4 radius in metres. earth_box is the index-friendly bounding cube; earth_distance the exact cut.
const WITHIN = (alias: string) =>
  `earth_box(${HERE}, $4::float8) @> ${alias}.geo AND earth_distance(${alias}.geo, ${HERE}) <= $4::float8`;

/** Radius-first: every row within the radius, then the newest. Used only for very wide radii. */
function newestInBoxBranch(type: FeedItemType): string {
  switch (type) {
    case 'company':
      return `SELECT ${SELECT.company} FROM companies c WHERE ${WITHIN('c')}
        ORDER BY c.created_at DESC NULLS LAST, c.id DESC NULLS LAST LIMIT $3`;
    case 'product':
      return `SELECT ${SELECT.product} FROM (SELECT * FROM products p WHERE ${WITHIN('p')}
        ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST LIMIT $3) p JOIN companies c ON c.id = p.company_id`;
    case 'place':
      return `SELECT ${SELECT.place} FROM places pl WHERE ${WITHIN('pl')}
        ORDER BY pl.created_at DESC NULLS LAST, pl.id DESC NULLS LAST LIMIT $3`;
  }
}

/**
 * Cell by cell ($7 = the grid cells that cover the circle): each cell's newest rows come from the
 * (cell, created_at) index, so a query reads a bounded number of rows however dense the area is.
 */
const newestInCells = (table: string, alias: string) =>
  `SELECT ${alias}.* FROM unnest($7::int[]) AS k(cell) CROSS JOIN LATERAL (
     SELECT * FROM ${table} x WHERE x.cell = k.cell AND earth_distance(x.geo, ${HERE}) <= $4::float8
     ORDER BY x.created_at DESC NULLS LAST, x.id DESC NULLS LAST LIMIT $3) ${alias}
   ORDER BY ${alias}.created_at DESC, ${alias}.id DESC LIMIT $3`;

function newestCellBranch(type: FeedItemType): string {
  switch (type) {
    case 'company':
      return `SELECT ${SELECT.company} FROM (${newestInCells('companies', 'c')}) c`;
    case 'product':
      return `SELECT ${SELECT.product} FROM (${newestInCells('products', 'p')}) p JOIN companies c ON c.id = p.company_id`;
    case 'place':
      return `SELECT ${SELECT.place} FROM (${newestInCells('places', 'pl')}) pl`;
  }
}

/** Grid of the `cell` columns (migration 0004): 0.02° squares. */
const CELL_DEG = 0.02;
const cellOf = (lat: number, lng: number) =>
  Math.floor((lat + 90) / CELL_DEG) * 20000 + Math.floor((lng + 180) / CELL_DEG);
/** Past this many cells (a radius of roughly 20 km) the radius-first form is cheaper. */
export const MAX_CELLS = 500;

/** The grid cells that cover a circle, or null when there would be more than MAX_CELLS. */
export function cellsCovering(lat: number, lng: number, r: number): number[] | null {
  const dLat = r / 111_320;
  const dLng = r / (111_320 * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  const rows =
    Math.floor((Math.min(lat + dLat, 90) + 90) / CELL_DEG) -
    Math.floor((Math.max(lat - dLat, -90) + 90) / CELL_DEG) +
    1;
  const cols =
    Math.floor((Math.min(lng + dLng, 180) + 180) / CELL_DEG) -
    Math.floor((Math.max(lng - dLng, -180) + 180) / CELL_DEG) +
    1;
  if (rows * cols > MAX_CELLS) return null;
  const cells: number[] = [];
  const south = cellOf(Math.max(lat - dLat, -90), Math.max(lng - dLng, -180));
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) cells.push(south + row * 20000 + col);
  }
  return cells;
}

const union = (types: readonly FeedItemType[], branch: (t: FeedItemType) => string) =>
  types.map((t) => `(${branch(t)})`).join('\nUNION ALL\n');

/**
 * Nearest first, then cut off at the radius. Each branch takes its nearest rows by the planar KNN index;
 * the merge orders them by the exact great-circle distance.
 */
export function aroundYouSql(types: readonly FeedItemType[]): string {
  return `SELECT * FROM (${union(types, nearestBranch)}) f
    WHERE f.distance <= $4::float8
    ORDER BY f.distance, f.type, f.id
    LIMIT $5 OFFSET $6`;
}

/** Newest first among what lies within the radius; `byCells` picks the cell-by-cell form ($7). */
export function newSql(types: readonly FeedItemType[], byCells = true): string {
  return `SELECT * FROM (${union(types, byCells ? newestCellBranch : newestInBoxBranch)}) f
    ORDER BY f.created_at DESC, f.type, f.id DESC
    LIMIT $5 OFFSET $6`;
}

export const feedParams = (a: FeedArgs) => [a.lat, a.lng, a.offset + a.take, a.r, a.take, a.offset];

export function createFeedRepository(db: Queryable) {
  return {
    aroundYou: (args: FeedArgs) => db.query<FeedRow>(aroundYouSql(args.types), feedParams(args)),
    newest: (args: FeedArgs) => {
      const cells = cellsCovering(args.lat, args.lng, args.r);
      return cells
        ? db.query<FeedRow>(newSql(args.types, true), [...feedParams(args), cells])
        : db.query<FeedRow>(newSql(args.types, false), feedParams(args));
    },
  };
}
export type FeedRepository = ReturnType<typeof createFeedRepository>;
