import type { FeedItemType, SearchSort } from '@sefer/contract';
import type { Database } from '../../db/client.ts';
import type { FeedRow } from '../feed/feed.repository.ts';
import { typoPattern } from './typo-pattern.ts';

/**
 * Text and tag search over companies, products and places (docs/search.md).
 *
 * Each content type is its own branch over its own table and indexes, cut to a bounded number of
 * candidates, so a type filter never scans another type (DESIGN §1):
 * - text: the trigram GIN indexes of `search_name`/`search_text` (similarity `%`, word similarity `<%`),
 *   which match prefixes and words with a letter wrong; keys shorter than 3 letters match word prefixes
 *   among the nearest rows only (too few trigrams for an index to narrow anything).
 * - tag: the GIN index of `tags`, nearest first.
 * The merge blends text score with nearness and cuts weak matches relative to the best one.
 */

export type SearchRow = FeedRow & {
  title: string;
  title_am: string | null;
  score: number;
  relevance: number;
};

export type SearchMode = { kind: 'text'; key: string; ethiopic: boolean } | { kind: 'tag'; tag: string };

export type SearchArgs = {
  mode: SearchMode;
  lat: number;
  lng: number;
  /** Radius in metres. */
  r: number;
  types: readonly FeedItemType[];
  order: SearchSort | 'Relevance';
  offset: number;
  take: number;
};

/** Trigram thresholds (pg_trgm GUCs, set per transaction): a word with one letter wrong still matches. */
export const SIMILARITY_THRESHOLD = 0.3;
export const WORD_SIMILARITY_THRESHOLD = 0.4;
/** Keys shorter than this match word prefixes among the nearest SHORT_KEY_NEAREST rows of each type. */
export const MIN_TRIGRAM_KEY = 3;
const SHORT_KEY_NEAREST = 2000;
/** Candidates per content type before the merge (more when a deep page needs them). */
const CANDIDATES = 200;
/** Results weaker than this share of the best score are left out of text searches. */
const RELATIVE_CUT = 0.5;
/** Text score of a word one edit away from a short key, and of a word starting so. */
const TYPO_SCORE = 0.7;
const TYPO_PREFIX_SCORE = 0.55;

// Parameters: $1 lat, $2 lng, $3 key or tag, $4 candidates per type, $5 titles in Amharic, $6 radius,
// $7 rows to return, $8 rows to skip, $9 the typo pattern of a short key (typo-pattern.ts).
const HERE = 'll_to_earth($1::float8, $2::float8)';
const HERE_PT = 'point($2::float8 * cos(radians($1::float8)), $1::float8)';

/** Text score of a row `x`: name similarity, a bonus for an exact name or a word starting with the key, tags and description weigh less. */
const SCORE = `greatest(
    greatest(similarity($3, x.search_name), word_similarity($3, x.search_name))
      + CASE WHEN x.search_name = $3 THEN 0.3
             WHEN (' ' || x.search_name) LIKE ('% ' || $3 || '%') THEN 0.2 ELSE 0 END,
    0.6 * word_similarity($3, x.search_text))`;

const TABLE: Record<FeedItemType, string> = { company: 'companies', product: 'products', place: 'places' };

type Shape = { mode: SearchMode['kind']; shortKey: boolean; typo: boolean };

/** Rows of one type that match, best (or nearest, for tags) first, at most $4. */
function candidates(type: FeedItemType, { mode, shortKey, typo }: Shape): string {
  const table = TABLE[type];
  if (mode === 'tag') {
    return `SELECT x.*, 1.0::float8 AS score FROM ${table} x WHERE x.tags @> ARRAY[$3::text]
      ORDER BY x.pt <-> ${HERE_PT} LIMIT $4`;
  }
  const nearest = `SELECT * FROM ${table} ORDER BY pt <-> ${HERE_PT} LIMIT ${SHORT_KEY_NEAREST}`;
  if (shortKey) {
    return `SELECT x.*, ${SCORE} AS score FROM (${nearest}) x
      WHERE (' ' || x.search_name) LIKE ('% ' || $3 || '%') OR (' ' || x.search_text) LIKE ('% ' || $3 || '%')
      ORDER BY score DESC LIMIT $4`;
  }
  const trigram = `SELECT id FROM ${table} WHERE search_name % $3 OR $3 <% search_name OR $3 <% search_text`;
  if (!typo) {
    return `SELECT x.*, ${SCORE} AS score FROM ${table} x WHERE x.id IN (${trigram}) ORDER BY score DESC LIMIT $4`;
  }
  // A short word with a letter wrong: trigrams miss it, so look among the nearest rows by pattern ($9).
  return `SELECT x.*, greatest(${SCORE}, CASE WHEN x.search_name ~ ($9 || '( |$)') THEN ${TYPO_SCORE} WHEN x.search_name ~ $9 THEN ${TYPO_PREFIX_SCORE} ELSE 0 END) AS score
    FROM ${table} x
    WHERE x.id IN (${trigram} UNION SELECT n.id FROM (${nearest}) n WHERE n.search_name ~ $9)
    ORDER BY score DESC LIMIT $4`;
}

/** The title in the script of the key: Amharic for a key typed in Ethiopic ($5), else English. */
const TITLE = 'CASE WHEN $5::boolean THEN coalesce(x.name_am, x.name) ELSE x.name END AS title';

/** The columns of a search row (a feed row plus titles and score) per content type. */
function branch(type: FeedItemType, shape: Shape): string {
  const from = `(${candidates(type, shape)})`;
  switch (type) {
    case 'company':
      return `SELECT 'company' AS type, x.id, x.name, x.name_am, x.image_file, x.image_aspect,
        x.image_file AS company_image_file, x.image_aspect AS company_image_aspect,
        x.id AS company_id, x.handle AS company_at, x.name AS company_name,
        earth_distance(x.geo, ${HERE}) AS distance, x.lat, x.lng, x.likes, x.verified,
        array_to_string(x.tags, ' ') AS tags, x.description, NULL::float8 AS price,
        x.rating_avg::float8 AS rating, NULL::text AS category, false AS osm, x.created_at,
        ${TITLE}, x.name_am AS title_am, x.score
        FROM ${from} x`;
    case 'product':
      return `SELECT 'product' AS type, x.id, x.name, x.name_am, x.image_file, x.image_aspect,
        c.image_file AS company_image_file, c.image_aspect AS company_image_aspect,
        c.id AS company_id, c.handle AS company_at, c.name AS company_name,
        earth_distance(x.geo, ${HERE}) AS distance, x.lat, x.lng, x.likes, c.verified,
        array_to_string(x.tags, ' ') AS tags, x.description, x.price::float8 AS price,
        x.rating_avg::float8 AS rating, NULL::text AS category, false AS osm, x.created_at,
        ${TITLE}, x.name_am AS title_am, x.score
        FROM ${from} x JOIN companies c ON c.id = x.company_id`;
    case 'place':
      return `SELECT 'place' AS type, x.id, coalesce(x.name_en, x.name) AS name, x.name_am, x.image_file, x.image_aspect,
        NULL::text AS company_image_file, NULL::real AS company_image_aspect,
        NULL::bigint AS company_id, NULL::text AS company_at, NULL::text AS company_name,
        earth_distance(x.geo, ${HERE}) AS distance, x.lat, x.lng, x.likes, false AS verified,
        array_to_string(x.tags, ' ') AS tags, x.address AS description, NULL::float8 AS price,
        x.rating_avg::float8 AS rating, x.category, x.source = 'osm' AS osm, x.created_at,
        CASE WHEN $5::boolean THEN coalesce(x.name_am, x.name) ELSE coalesce(x.name_en, x.name) END AS title,
        x.name_am AS title_am, x.score
        FROM ${from} x`;
  }
}

/** Nearness in (0, 1]: 1 at the point, ½ at 3 km. */
const NEARNESS = '(1.0 / (1.0 + s.distance / 3000.0))';
const ORDER: Record<SearchArgs['order'], string> = {
  Relevance: 's.relevance DESC, s.distance, s.type, s.id',
  Distance: 's.distance, s.relevance DESC, s.type, s.id',
  Rating: 's.rating DESC NULLS LAST, s.relevance DESC, s.distance, s.type, s.id',
  // A rating of 5 keeps the relevance, no rating counts as 2.5.
  Both: '(s.relevance * (0.6 + 0.08 * coalesce(s.rating, 2.5))) DESC, s.distance, s.type, s.id',
};

export function searchSql(args: Pick<SearchArgs, 'types' | 'order'>, shape: Shape) {
  const branches = args.types.map((t) => `(${branch(t, shape)})`).join('\nUNION ALL\n');
  return `SELECT * FROM (
      SELECT m.*, max(m.score) OVER () AS best FROM (
        SELECT s.*, s.score * (0.75 + 0.25 * ${NEARNESS}) AS relevance FROM (${branches}) s
        WHERE s.distance <= $6::float8) m) s
    WHERE s.score >= s.best * ${shape.mode === 'tag' ? 0 : RELATIVE_CUT}
    ORDER BY ${ORDER[args.order]}
    LIMIT $7 OFFSET $8`;
}

/** The SQL and parameters of one search (the bench runs exactly these). */
export function searchQuery(args: SearchArgs): { text: string; params: unknown[] } {
  const { mode } = args;
  const term = mode.kind === 'tag' ? mode.tag : mode.key;
  const shortKey = mode.kind === 'text' && [...mode.key].length < MIN_TRIGRAM_KEY;
  const typo = mode.kind === 'text' && !shortKey ? typoPattern(mode.key) : null;
  const params = [
    args.lat,
    args.lng,
    term,
    Math.max(CANDIDATES, args.offset + args.take),
    mode.kind === 'text' && mode.ethiopic,
    args.r,
    args.take,
    args.offset,
    ...(typo ? [typo] : []),
  ];
  return { text: searchSql(args, { mode: mode.kind, shortKey, typo: typo !== null }), params };
}

/**
 * Settings every search runs with, set per transaction. The trigram operators are costed like cheap
 * comparisons, so on small tables the planner picks a sequential scan that computes similarities row by
 * row (700 ms on 10,000 places in PGlite against 90 ms by the GIN index): every branch has an index, so
 * sequential scans are off.
 */
export const SEARCH_SETTINGS = {
  'pg_trgm.similarity_threshold': String(SIMILARITY_THRESHOLD),
  'pg_trgm.word_similarity_threshold': String(WORD_SIMILARITY_THRESHOLD),
  enable_seqscan: 'off',
} as const;

export function createSearchRepository(db: Database) {
  const names = Object.keys(SEARCH_SETTINGS);
  const settings = names.map((name, i) => `set_config('${name}', $${i + 1}, true)`).join(', ');
  return {
    search: (args: SearchArgs): Promise<SearchRow[]> => {
      const { text, params } = searchQuery(args);
      return db.transaction(async (tx) => {
        await tx.query(`SELECT ${settings}`, Object.values(SEARCH_SETTINGS));
        return tx.query<SearchRow>(text, params);
      });
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
