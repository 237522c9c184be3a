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

function newestBranch(type: FeedItemType): string {
  switch (type) {
    case 'company':
      return `SELECT ${SELECT.company} FROM companies c WHERE ${WITHIN('c')}
        ORDER BY c.created_at DESC, c.id DESC LIMIT $3`;
    case 'product':
      return `SELECT ${SELECT.product} FROM (SELECT * FROM products p WHERE ${WITHIN('p')}
        ORDER BY p.created_at DESC, p.id DESC LIMIT $3) p JOIN companies c ON c.id = p.company_id`;
    case 'place':
      return `SELECT ${SELECT.place} FROM places pl WHERE ${WITHIN('pl')}
        ORDER BY pl.created_at DESC, pl.id DESC LIMIT $3`;
  }
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

/** Newest first among what lies within the radius. */
export function newSql(types: readonly FeedItemType[]): string {
  return `SELECT * FROM (${union(types, newestBranch)}) f
    ORDER BY f.created_at DESC, f.type, f.id DESC
    LIMIT $5 OFFSET $6`;
}

export const feedParams = (a: FeedArgs) => [a.lat, a.lng, a.offset + a.take, a.r, a.take, a.offset];

export function createFeedRepository(db: Queryable) {
  return {
    aroundYou: (args: FeedArgs) => db.query<FeedRow>(aroundYouSql(args.types), feedParams(args)),
    newest: (args: FeedArgs) => db.query<FeedRow>(newSql(args.types), feedParams(args)),
  };
}
export type FeedRepository = ReturnType<typeof createFeedRepository>;
