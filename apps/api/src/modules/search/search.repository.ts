import type { FeedItemType, SearchSort } from '@sefer/contract';
import type { Database } from '../../db/client.ts';
import { earthDistance, earthPoint } from '../../db/earth-sql.ts';
import type { FeedRow } from '../feed/feed.repository.ts';
import { typoPattern } from './typo-pattern.ts';
import { soundSql } from './word-sound.ts';
import { shiftOfTileSql, TILE_X, TILE_Y, tileNumberSql } from './word-tile.ts';

/**
 * Text and tag search over companies, products and places (docs/search.md, docs/decisions/0013-search-at-scale.md).
 *
 * The work is bounded whatever the data: the key's words are first expanded in `search_dictionary`
 * (the word, similar words, completions of the last word, words one edit away), then each content type
 * reads, per expanded word, the nearest rows holding it from `search_words` (an SP-GiST index per kind on
 * the points shifted into each word's tile, KNN), and scores only those. `#tag` reads the nearest `#tag` postings.
 * Each type is its own branch over its own index, so a type filter never scans another type (DESIGN §1).
 * The merge blends text score with nearness and cuts weak matches relative to the best one.
 */

/** What ranks a row: read with every column set. */
type Ranking = { distance: number; rating: number | null; score: number; relevance: number };
/** A search feed's row: a feed card with the titles (`columns: 'card'`). */
export type SearchRow = FeedRow & Ranking & { title: string; title_am: string | null };
/** A search result of spec §3 (`columns: 'result'`). */
export type SearchResultRow = Ranking &
  Pick<
    SearchRow,
    | 'type'
    | 'id'
    | 'title'
    | 'title_am'
    | 'image_file'
    | 'image_aspect'
    | 'company_at'
    | 'company_name'
    | 'verified'
    | 'price'
    | 'osm'
    | 'hours'
  > & { company_name_am: string | null };
/** An autocomplete suggestion (`columns: 'title'`). */
export type SearchTitleRow = Ranking & Pick<SearchRow, 'type' | 'id' | 'title'>;
/**
 * The columns a search reads for its page: a whole feed card, a search result, or a title. Each call reads only
 * what it answers (an autocomplete's ten titles, not ten cards with descriptions and tags).
 */
export type SearchColumns = 'card' | 'result' | 'title';
type RowOf = { card: SearchRow; result: SearchResultRow; title: SearchTitleRow };

/** `ethiopic`: the key is typed in Ethiopic (a tag by its Amharic label), so titles are Amharic where a row has one. */
export type SearchMode =
  | { kind: 'text'; key: string; ethiopic: boolean }
  | { kind: 'tag'; tag: string; ethiopic: boolean };

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
  columns: SearchColumns;
  /**
   * "Open now": the minute of the week (Addis time, from Monday 00:00) at which a company, or a product's company,
   * must be open (`open_week`, migration 0020); places, which have no hours, are left out. Null: no such filter.
   */
  openAt?: number | null;
};

/** Trigram threshold of `%` (a pg_trgm GUC, set per transaction): a word with one letter wrong still matches. */
export const SIMILARITY_THRESHOLD = 0.3;
/** Keys shorter than this expand to completions only (too few trigrams for similar words). */
export const MIN_TRIGRAM_KEY = 3;
/** Candidates per content type before the merge (more when a deep page needs them). */
const CANDIDATES = 200;
/**
 * A tag search in distance order (relevance is the same order for tags, whose score is 1) needs only the
 * nearest `offset + take` rows of each type, and a few more: the postings are ordered in a plane, the results
 * by distance on the sphere.
 */
const NEAREST_MARGIN = 10;
/**
 * Words of a key that are expanded (the rest still count in the score): the last of its first KEY_WORDS_READ
 * words (it is completed) and the rarest of the others by dictionary count (a word the dictionary lacks counts
 * as rarest), so `Commercial Bank of Ethiopia Lafto Branch` reads the rows holding `lafto`, not only the nearest
 * of the many holding `bank` (on held-out OpenStreetMap samples recall@5 rose by 0.002–0.009).
 */
export const KEY_WORDS = 4;
export const KEY_WORDS_READ = 8;
/** Expansions per key word: completions of the last word (commonest first), similar words, words one edit away. */
export const COMPLETIONS = 6;
export const SIMILAR_WORDS = 4;
export const TYPO_WORDS = 4;
/**
 * Words that sound like a key word, for each key word whose sound has MIN_SOUND or more letters: dictionary words of
 * the same metaphone (migration 0018) not already similar by trigrams, commonest first. English spelled by its sound
 * in Ethiopic shares few trigrams with the English spelling (`ፋውንቴን` fawnten and `fountain`, `ኖውሌጅ` nowlej and
 * `knowledge`, `ሴፍ` sef and `safe`) but the same consonants; a sound of one letter would match too much.
 */
export const SOUND_WORDS = 4;
export const MIN_SOUND = 2;
/**
 * Key words shorter than this are not matched by their sound: two letters say too little of one (`qqqqqqzzz`, keyed
 * `kz`, sounds KS as `gas` does, and found every gas station). `ሴፍ` (`sef`) and `safe` are three and four.
 */
export const MIN_SOUND_KEY = 3;
/** Nearest rows read per expanded word and type (more when a deep page needs them). */
export const WORD_WINDOW = 50;
/**
 * Nearest rows read per completion of a one- or two-letter key (the first keystrokes, the commonest
 * autocomplete calls): its completions all start with the key and score alike, so nearness decides, and
 * the nearest page of each is enough. At least the page (`offset + take`) per word, as for other keys.
 */
export const SHORT_KEY_WINDOW = 10;
/** Results weaker than this share of the best score are left out of text searches. */
const RELATIVE_CUT = 0.5;
/** Text score of a word one edit away from a short key, and of a word starting so. */
const TYPO_SCORE = 0.7;
const TYPO_PREFIX_SCORE = 0.55;

// Parameters: $1 lat, $2 lng, $3 key or tag, $4 candidates per type, $5 titles in Amharic, $6 radius,
// $7 rows to return, $8 rows to skip, $9 the typo pattern of a short key (typo-pattern.ts), then ("Open now") the
// minute of the week: $10 with a typo pattern, else $9 (`openAtParam`).
// The point as a subquery: worked out once per type's part of a search (an InitPlan), not once per candidate
// row, which cost about 15 % of an autocomplete's execution at 1,000,000 places.
const HERE = `(SELECT ${earthPoint('$1::float8', '$2::float8')})`;
const HERE_X = '$2::float8 * cos(radians($1::float8))';
const HERE_Y = '$1::float8';
const HERE_PT = `point(${HERE_X}, ${HERE_Y})`;

/** How far a key word counts as held by a name holding a completion of it, or a word one edit away. */
const PREFIX_MATCH = 0.9;
const TYPO_MATCH = 0.7;
/** How far a key word counts as held by a name holding a word that sounds like it (`SOUND_WORDS`). */
const SOUND_MATCH = 0.8;
/**
 * The share of the key's words a name `x` holds, each word weighed by its rarity (`match_words`): a word held
 * itself counts whole, a completion of the last word PREFIX_MATCH, a similar word its trigram similarity, a word
 * one edit away TYPO_MATCH. Word similarity alone weighs every trigram alike, so a name holding the common words of
 * the key (`bar and restaurant`) beat the one holding its rare word (`kiru`), and siblings that differ in one word
 * (`sunshine laundry 3` and `4`) tied, nearness deciding.
 */
const WORDS_SCORE = `(SELECT coalesce(sum(b.s), 0) FROM (SELECT max(m.s) AS s FROM match_words m
      WHERE strpos(p.padded, m.padded) > 0 GROUP BY m.i) b)`;

/**
 * Text score of a row `x`: the name's score with a bonus for an exact name or a word starting with the key; the
 * description and tags weigh less. Each part is worked out only when it can still raise the score (the trigram
 * functions and the typo patterns are most of a search's cost): the name's score in `name_score`, then the
 * text's (at most 0.6) only below 0.6, then the typo patterns (0.7, 0.55) only below those. The result equals
 * the greatest of all the parts.
 *
 * The name's score is half its word similarity to the key and half the key's words it holds (`WORDS_SCORE`).
 * Word similarity is the best trigram similarity of the key to a stretch of the name, and the whole name is such
 * a stretch, so the plain `similarity` of the whole name is not worked out as well (until 2026-11-25 the score
 * took the greater of the two: never different on the bench set, 0 of 300,000 key–name pairs and 1,200 searches
 * with the same rows and scores, for 8–15 % less PostgreSQL CPU per autocomplete; pg_trgm's greedy walk over
 * stretches can miss the whole name only on contrived strings, 4 of 300,000 random ones).
 * A name holding the whole key as words (`kaldi` in `kaldi kofe`) scores exactly 1 on both halves without
 * building its trigrams (12 µs a row). That holds when pg_trgm reads every character of the key as a letter or
 * digit, which `WHOLE_WORD_KEY` makes sure of (nearly every key: Ethiopic is keyed in Latin letters); other keys
 * are scored the long way.
 */
const nameScore = (wholeWords: boolean) => {
  const halves = `0.5 * word_similarity($3, x.search_name) + 0.5 * ${WORDS_SCORE}`;
  return `${
    wholeWords ? `CASE WHEN strpos(p.padded, ' ' || $3 || ' ') > 0 THEN 1 ELSE ${halves} END` : halves
  }
      + CASE WHEN x.search_name = $3 THEN 0.3
             WHEN (' ' || x.search_name) LIKE ('% ' || $3 || '%') THEN 0.2 ELSE 0 END`;
};
/** Keys whose words pg_trgm reads whole: Latin letters and digits. */
const WHOLE_WORD_KEY = /^[a-z0-9 ]+$/;
const TEXT_WEIGHT = 0.6;
const textScore = (name: string) => `CASE WHEN ${name} >= ${TEXT_WEIGHT} THEN ${name}
      ELSE greatest(${name}, ${TEXT_WEIGHT} * word_similarity($3, x.search_text)) END`;
const typoScore = (base: string) => `CASE WHEN ${base} >= ${TYPO_SCORE} THEN ${base}
      WHEN x.search_name ~ ($9 || '( |$)') THEN ${TYPO_SCORE}
      WHEN ${base} >= ${TYPO_PREFIX_SCORE} THEN ${base}
      WHEN x.search_name ~ $9 THEN ${TYPO_PREFIX_SCORE} ELSE ${base} END`;

const TABLE: Record<FeedItemType, string> = { company: 'companies', product: 'products', place: 'places' };
/** `search_words.kind`, the codes of feed_entries. */
const KIND: Record<FeedItemType, number> = { company: 0, product: 2, place: 3 };

/**
 * What fixes a search's SQL text besides its types and order. `short`: a key of one or two letters, which
 * matches only through the completions of its last word; `wholeWords`: a key of Latin letters and digits only
 * (`WHOLE_WORD_KEY`); `nearestFirst`: a tag search in distance order (`byDistance`).
 */
type Shape = {
  mode: SearchMode['kind'];
  typo: boolean;
  short: boolean;
  wholeWords: boolean;
  nearestFirst: boolean;
  /** "Open now": only rows whose company is open at the minute of the week `openAtParam`. */
  open: boolean;
};

/** The parameter of the "Open now" minute, after the typo pattern when the key has one. */
const openAtParam = ({ typo }: Pick<Shape, 'typo'>) => (typo ? '$10::int4' : '$9::int4');
/** Plane units (degrees of latitude) of a metre, a little generous so the radius's box holds its circle. */
const DEGREES_PER_METRE = 1 / 111_000;

/**
 * The dictionary words a text key stands for (`words`): each of its KEY_WORDS key words itself, up
 * to SIMILAR_WORDS words of trigram similarity ≥ 0.3 (3+ letters), for the last word up to COMPLETIONS
 * of its commonest completions, up to SOUND_WORDS words that sound like it (the dictionary's `sound`, by the
 * btree on sound and count), and for a one-word key of 3–8 letters up to TYPO_WORDS words one edit
 * away ($9) that begin with its first letter, commonest first (the pattern has no trigrams to narrow by,
 * so it walks the words of that letter by count). Every lookup reads an index of the dictionary.
 * The pattern is matched against `word || ''`, which the trigram index cannot serve: a generic plan cannot see
 * the pattern and would AND the trigram index's answer for it into the walk, and for a short key (`bol`) that
 * answer is the whole dictionary (300,193 words, 46 ms at 1,000,000 places).
 * The words the name's score counts (`match_words`, read by WORDS_SCORE): each of the first KEY_WORDS_READ key
 * words (`i` its place), held itself or as one of its expansions, at the expansion's worth times the key word's
 * weight, 1 / ln(2 + rows holding it) (a word no row holds weighs most), the weights of a key summing to 1.
 */
function expandedWords({ typo }: Shape): string {
  const typoWords = typo
    ? `UNION ALL (SELECT d.word, ${TYPO_MATCH}::float8 FROM search_dictionary d WHERE left(d.word, 1) = left(k.w, 1) AND (d.word || '') ~ $9
        AND d.word <> k.w ORDER BY left(d.word, 1), d.n DESC LIMIT ${TYPO_WORDS})`
    : '';
  return `all_key_words AS (
      SELECT u.w, u.i, u.i = max(u.i) OVER () AS last, coalesce(d.n, 0) AS n, 1.0 / ln(2.0 + coalesce(d.n, 0)) AS wt
      FROM unnest((string_to_array($3::text, ' '))[1:${KEY_WORDS_READ}]) WITH ORDINALITY u(w, i)
      LEFT JOIN search_dictionary d ON d.word = u.w WHERE u.w <> ''),
    key_words AS (SELECT w, last, ${soundSql('w')} AS sound FROM all_key_words
      ORDER BY last DESC, n, w LIMIT ${KEY_WORDS}),
    expanded AS MATERIALIZED (SELECT k.w, e.word, e.s FROM key_words k CROSS JOIN LATERAL (
        SELECT d.word, 1.0::float8 AS s FROM search_dictionary d WHERE d.word = k.w
        UNION ALL (SELECT d.word, ${PREFIX_MATCH}::float8 FROM search_dictionary d WHERE k.last AND d.word LIKE k.w || '%' AND d.word <> k.w
          ORDER BY d.n DESC, d.word LIMIT ${COMPLETIONS})
        UNION ALL (SELECT d.word, similarity(d.word, k.w)::float8 FROM search_dictionary d
          WHERE length(k.w) >= ${MIN_TRIGRAM_KEY} AND d.word % k.w AND d.word <> k.w
          ORDER BY similarity(d.word, k.w) DESC, d.n DESC, d.word LIMIT ${SIMILAR_WORDS})
        UNION ALL (SELECT d.word, ${SOUND_MATCH}::float8 FROM search_dictionary d
          WHERE length(k.sound) >= ${MIN_SOUND} AND length(k.w) >= ${MIN_SOUND_KEY} AND d.sound = k.sound
            AND d.word <> k.w AND NOT d.word % k.w
          ORDER BY d.n DESC, d.word LIMIT ${SOUND_WORDS})
        ${typoWords}) e),
    match_words AS MATERIALIZED (SELECT a.i, ' ' || m.word || ' ' AS padded, m.s * a.wt / (SELECT sum(wt) FROM all_key_words) AS s
      FROM (SELECT w, word, s FROM expanded WHERE word <> w UNION ALL SELECT w, w, 1.0::float8 FROM all_key_words) m
      JOIN all_key_words a ON a.w = m.w),
    words AS (${withTiles('SELECT DISTINCT word FROM expanded')})`;
}

/**
 * The words `source` yields (a column `word`) with the shift of each one's tile (`dx`, `dy`, ./word-tile.ts),
 * worked out once per word for every type's scans (OFFSET 0 keeps the MD5 from being copied into both shifts).
 */
function withTiles(source: string): string {
  const { dx, dy } = shiftOfTileSql('t.n');
  return `SELECT w.word, ${dx} AS dx, ${dy} AS dy FROM (${source}) w
      CROSS JOIN LATERAL (SELECT ${tileNumberSql('w.word')} AS n OFFSET 0) t`;
}

/**
 * The nearest `limit` rows of one type holding the word of `words` row `e`: the nearest points to the query point
 * shifted into the word's tile, within the tile's box (./word-tile.ts), from the kind's SP-GiST index on `spt`,
 * which carries the id and the word (two words may share a tile). A rare word's tile holds only its few rows, so
 * the scan ends with them.
 */
const nearest = (
  type: FeedItemType,
  limit: string,
  shape: Pick<Shape, 'open' | 'typo'>,
  columns = 's.id',
) => {
  const box = `box(point(e.dx - ${TILE_X / 2}, e.dy - ${TILE_Y / 2}), point(e.dx + ${TILE_X / 2}, e.dy + ${TILE_Y / 2}))`;
  const [x, y] = [`${HERE_X} + e.dx`, `${HERE_Y} + e.dy`];
  return `SELECT ${columns} FROM search_words s WHERE s.kind = ${KIND[type]} AND s.spt <@ ${box} AND s.word = e.word${
    shape.open ? openPosting(type, x, y, shape) : ''
  }
      ORDER BY s.spt <-> point(${x}, ${y}) LIMIT ${limit}`;
};

/**
 * "Open now" on a posting scan: the posting's row is open at the minute (its feed row's `open_week`, one primary-key
 * probe), so the scan goes on past closed rows to the nearest open ones. Closed rows no longer end the scan, so it
 * is held to the search's radius ($6, as a box around the point `x`, `y` in the word's tile): it reads at most the
 * word's postings of the type within it.
 */
const openPosting = (type: FeedItemType, x: string, y: string, shape: Pick<Shape, 'typo'>) => {
  const r = `least($6::float8, 2e7) * ${DEGREES_PER_METRE}`;
  return ` AND s.spt <@ box(point(${x} - ${r}, ${y} - ${r}), point(${x} + ${r}, ${y} + ${r}))
        AND EXISTS (SELECT 1 FROM feed_entries f WHERE f.kind = ${KIND[type]} AND f.id = s.id
          AND f.open_week @> ${openAtParam(shape)})`;
};

/**
 * A posting's latitude and longitude, from its point in the word's tile (`spt` less the tile's shift is the row's
 * `pt`: x = longitude × cos latitude, y = latitude). The index returns `spt`, so no table row is read for them.
 * They differ from the row's own by the rounding of the shift (at most 1e-10°, a hundredth of a millimetre).
 */
const POSTING_LAT_LNG = `s.spt[1] - e.dy AS lat, (s.spt[0] - e.dx) / cos(radians(s.spt[1] - e.dy)) AS lng`;

/** Rows of one type that match, best (or nearest, for tags) first, at most $4. */
function candidates(type: FeedItemType, shape: Shape): string {
  const { mode, typo, short, wholeWords, nearestFirst } = shape;
  const table = TABLE[type];
  if (nearestFirst) {
    // A tag in distance order ranks by distance alone: the distance from the posting's own point, and no table
    // row at all (reading 60 rows of each type by primary key was about half of a tag search's work). The page's
    // rows are read for their columns, the rating included.
    return `SELECT c.id, ${earthDistance(earthPoint('c.lat', 'c.lng'), HERE)} AS distance, NULL::float8 AS rating,
      1.0::float8 AS score FROM words e CROSS JOIN LATERAL (${nearest(type, '$4', shape, `s.id, ${POSTING_LAT_LNG}`)}) c`;
  }
  if (mode === 'tag') {
    return `SELECT ${RANKED}, 1.0::float8 AS score FROM words e CROSS JOIN LATERAL (${nearest(type, '$4', shape)}) c
      JOIN ${table} x ON x.id = c.id`;
  }
  const window = `greatest(${short ? SHORT_KEY_WINDOW : WORD_WINDOW}, $7::int + $8::int)`;
  const ids = `SELECT n.id FROM words e CROSS JOIN LATERAL (${nearest(type, window, shape)}) n`;
  // Each part once per row: OFFSET 0 keeps PostgreSQL from copying a part into every place that reads it.
  const parts = `CROSS JOIN LATERAL (SELECT ' ' || x.search_name || ' ' AS padded OFFSET 0) p
      CROSS JOIN LATERAL (SELECT ${nameScore(wholeWords)} AS name_score OFFSET 0) n${
        typo
          ? `\n      CROSS JOIN LATERAL (SELECT ${textScore('n.name_score')} AS text_score OFFSET 0) t`
          : ''
      }`;
  const score = typo ? typoScore('t.text_score') : textScore('n.name_score');
  return `SELECT ${RANKED}, ${score} AS score FROM ${table} x ${parts} WHERE x.id IN (${ids})
    ORDER BY score DESC, x.pt <-> ${HERE_PT} LIMIT $4`;
}

/** What ranking needs of a candidate row (the rest of a result is read for the page only). */
const RANKED = `x.id, ${earthDistance('x.geo', HERE)} AS distance, x.rating_avg::float8 AS rating`;

/** A type's candidates as ranked rows: type, id, distance, rating, score. */
const ranked = (type: FeedItemType, shape: Shape) =>
  `SELECT '${type}' AS type, c.id, c.distance, c.rating, c.score FROM (${candidates(type, shape)}) c`;

/** The title in the script of the key: Amharic for a key typed in Ethiopic ($5), else English. */
const title = (english: string) =>
  `CASE WHEN $5::boolean THEN coalesce(x.name_am, x.name) ELSE ${english} END`;
/**
 * The ranking columns of a page row `s` (its row `x`), after the columns of its result. The rating is the row's:
 * a tag search in distance order ranks without it.
 */
const RANKING = 's.distance, x.rating_avg::float8 AS rating, s.score, s.relevance';

/**
 * Each column of a search row for a page row `s` of each type (`x` its row; `c` a product's company). A column
 * set picks from these in its order, so every branch of the UNION lists the same columns.
 */
const COLUMN: Record<FeedItemType, Record<string, string>> = {
  company: {
    name: 'x.name',
    name_am: 'x.name_am',
    image_file: 'x.image_file',
    image_aspect: 'x.image_aspect',
    company_image_file: 'x.image_file',
    company_image_aspect: 'x.image_aspect',
    company_id: 'x.id',
    company_at: 'x.handle',
    company_name: 'x.name',
    company_name_am: 'x.name_am',
    lat: 'x.lat',
    lng: 'x.lng',
    likes: 'x.likes',
    verified: 'x.verified',
    tags: "array_to_string(x.tags, ' ')",
    description: 'x.description',
    price: 'NULL::float8',
    category: 'NULL::text',
    osm: 'false',
    hours: 'x.hours',
    title: title('x.name'),
    title_am: 'x.name_am',
  },
  product: {
    name: 'x.name',
    name_am: 'x.name_am',
    image_file: 'x.image_file',
    image_aspect: 'x.image_aspect',
    company_image_file: 'c.image_file',
    company_image_aspect: 'c.image_aspect',
    company_id: 'c.id',
    company_at: 'c.handle',
    company_name: 'c.name',
    company_name_am: 'c.name_am',
    lat: 'x.lat',
    lng: 'x.lng',
    likes: 'x.likes',
    verified: 'c.verified',
    tags: "array_to_string(x.tags, ' ')",
    description: 'x.description',
    price: 'x.price::float8',
    category: 'NULL::text',
    osm: 'false',
    hours: 'NULL::jsonb',
    title: title('x.name'),
    title_am: 'x.name_am',
  },
  place: {
    name: 'coalesce(x.name_en, x.name)',
    name_am: 'x.name_am',
    image_file: 'x.image_file',
    image_aspect: 'x.image_aspect',
    company_image_file: 'NULL::text',
    company_image_aspect: 'NULL::real',
    company_id: 'NULL::bigint',
    company_at: 'NULL::text',
    company_name: 'NULL::text',
    company_name_am: 'NULL::text',
    lat: 'x.lat',
    lng: 'x.lng',
    likes: 'x.likes',
    verified: 'false',
    tags: "array_to_string(x.tags, ' ')",
    description: 'x.address',
    price: 'NULL::float8',
    category: 'x.category',
    osm: "x.source = 'osm'",
    hours: 'NULL::jsonb',
    title: title('coalesce(x.name_en, x.name)'),
    title_am: 'x.name_am',
  },
};
const RESULT_COLUMNS = [
  'title',
  'title_am',
  'image_file',
  'image_aspect',
  'company_at',
  'company_name',
  'company_name_am',
  'verified',
  'price',
  'osm',
  'hours',
];
/** The columns of each set after `type` and `id` (and before the ranking ones). */
const COLUMNS: Record<SearchColumns, readonly string[]> = {
  // A feed card has no owner's Amharic name (only a search result shows it).
  card: Object.keys(COLUMN.company).filter((column) => column !== 'company_name_am'),
  result: RESULT_COLUMNS,
  title: ['title'],
};

/** The columns of a search row of the page rows `s` of one type. */
function display(type: FeedItemType, columns: SearchColumns): string {
  const names = COLUMNS[columns];
  const list = names.map((name) => `${COLUMN[type][name]} AS ${name}`).join(', ');
  // A product's company, for the columns that read it.
  const company =
    type === 'product' && names.some((name) => COLUMN.product[name]?.startsWith('c.'))
      ? 'JOIN companies c ON c.id = x.company_id'
      : '';
  return `SELECT '${type}' AS type, x.id, ${list}, ${RANKING}
        FROM page s JOIN ${TABLE[type]} x ON x.id = s.id ${company} WHERE s.type = '${type}'`;
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

/**
 * A tag's Amharic label as a typed tag is folded (`tagOfQuery`: folded as the key is, spaces as `_`); the expression
 * of `tags_label_key_idx` (migration 0017, schema.ts), which a migration writes out for itself.
 */
const TAG_LABEL_KEY = "replace(sefer_fold_text(t.label_am), ' ', '_')";

/**
 * The posting word of a tag search: `#` and the tag, or the tag whose Amharic label the key is (`#ሆቴል` reads
 * `#hotel`), folded as `tagOfQuery` folds the key, through `tags_label_key_idx` (migration 0017); OFFSET 0 looks
 * it up once, not once for the word and again for its tile.
 */
const TAG_WORD = `SELECT '#' || coalesce((SELECT t.tag FROM tags t
    WHERE ${TAG_LABEL_KEY} = $3::text ORDER BY t.tag LIMIT 1), $3::text) AS word
    OFFSET 0`;

/**
 * Ranks the candidates of every type by type, id, distance, rating and score alone, cuts the page, and only
 * then reads the page's rows for their result columns (computing them for every candidate, 200 per type or
 * more, cost about a tenth of a search).
 */
export function searchSql(args: Pick<SearchArgs, 'types' | 'order' | 'columns'>, shape: Shape) {
  const branches = args.types.map((t) => `(${ranked(t, shape)})`).join('\nUNION ALL\n');
  const words = shape.mode === 'text' ? expandedWords(shape) : `words AS (${withTiles(TAG_WORD)})`;
  return `WITH ${words},
    page AS MATERIALIZED (
      SELECT * FROM (
        SELECT m.*, max(m.score) OVER () AS best FROM (
          SELECT s.*, s.score * (0.75 + 0.25 * ${NEARNESS}) AS relevance FROM (${branches}) s
          WHERE s.distance <= $6::float8) m) s
      WHERE s.score >= s.best * ${shape.mode === 'tag' ? 0 : RELATIVE_CUT}
      ORDER BY ${ORDER[args.order]}
      LIMIT $7 OFFSET $8)
    SELECT * FROM (${args.types.map((t) => `(${display(t, args.columns)})`).join('\nUNION ALL\n')}) s
    ORDER BY ${ORDER[args.order]}`;
}

const byDistance = ({ mode, order }: SearchArgs) =>
  mode.kind === 'tag' && (order === 'Distance' || order === 'Relevance');

/** The SQL and parameters of one search (the bench runs exactly these). */
export function searchQuery(args: SearchArgs): { text: string; params: unknown[] } {
  const { mode } = args;
  const open = args.openAt !== null && args.openAt !== undefined;
  const term = mode.kind === 'tag' ? mode.tag : mode.key;
  const typo = mode.kind === 'text' ? typoPattern(mode.key) : null;
  const nearestFirst = byDistance(args);
  const params = [
    args.lat,
    args.lng,
    term,
    nearestFirst ? args.offset + args.take + NEAREST_MARGIN : Math.max(CANDIDATES, args.offset + args.take),
    mode.ethiopic,
    args.r,
    args.take,
    args.offset,
    ...(typo ? [typo] : []),
    ...(open ? [args.openAt] : []),
  ];
  const short = mode.kind === 'text' && [...mode.key].length < MIN_TRIGRAM_KEY;
  const wholeWords = mode.kind === 'text' && WHOLE_WORD_KEY.test(mode.key);
  const shape: Shape = {
    mode: mode.kind,
    typo: typo !== null,
    short,
    wholeWords,
    nearestFirst,
    open,
  };
  // A few dozen texts in all (types × order × shape): built once each, not on every search.
  const key = `${args.types.join()} ${args.order} ${args.columns} ${Object.values(shape).join()}`;
  let text = SQL_TEXTS.get(key);
  if (text === undefined) {
    text = searchSql(args, shape);
    SQL_TEXTS.set(key, text);
  }
  return { text, params };
}
const SQL_TEXTS = new Map<string, string>();

/**
 * Settings every search runs with (`Database.withSettings`: on PostgreSQL set when its connections open).
 * The trigram operators are costed like cheap comparisons, so on small tables the planner would pick a
 * sequential scan that computes similarities row by row (700 ms on 10,000 places in PGlite against 90 ms by
 * a GIN index): every lookup has an index, so sequential scans are off. Sequential scans off also inflate
 * the plan's cost past PostgreSQL's JIT threshold (a tag search is costed at 360,000), and compiling the
 * query costs more than it saves on the few hundred rows a search reads (tag search 7.2 → 6.6 ms at
 * 1,000,000 places; 100 ms and more for a generic plan), so JIT is off too. With JIT off, each query text
 * (one per shape of key and set of types) is planned once per connection (generic plans): every lookup is
 * an index probe bounded by a LIMIT whatever the key, and planning the custom plan took 2–4 ms of every
 * search (PostgreSQL CPU per autocomplete 16.8 → 11.9 ms at 32 connections, the same results).
 */
export const SEARCH_SETTINGS = {
  'pg_trgm.similarity_threshold': String(SIMILARITY_THRESHOLD),
  enable_seqscan: 'off',
  jit: 'off',
  plan_cache_mode: 'force_generic_plan',
} as const;

/**
 * The tags a typed tag begins, by slug or by Amharic label (folded as `tagOfQuery` folds the key, spaces as `_`),
 * a whole one first, then by slug. The tags are a curated list of a few dozen rows (Explore shows them all), so
 * this reads the table.
 */
const TAG_COMPLETIONS = `SELECT t.tag, t.label_am, (t.tag = $1 OR l.label = $1) AS whole
  FROM tags t CROSS JOIN LATERAL (SELECT ${TAG_LABEL_KEY} AS label) l
  WHERE starts_with(t.tag, $1) OR starts_with(l.label, $1)
  ORDER BY whole DESC, t.tag LIMIT $2`;
export type TagCompletionRow = { tag: string; label_am: string | null; whole: boolean };

/** With "Open now", only the types that have hours: companies and products (their company's). */
export function openScope<A extends SearchArgs>(args: A): A {
  if (args.openAt === null || args.openAt === undefined) return args;
  return { ...args, types: args.types.filter((t) => t !== 'place') };
}

export function createSearchRepository(db: Pick<Database, 'withSettings' | 'query'>) {
  // Connections opened with the settings: one statement per search, no transaction to set them.
  const searchDb = db.withSettings(SEARCH_SETTINGS);
  return {
    tagCompletions: (tag: string, limit: number) => db.query<TagCompletionRow>(TAG_COMPLETIONS, [tag, limit]),
    search: async <C extends SearchColumns>(args: SearchArgs & { columns: C }): Promise<RowOf[C][]> => {
      const scoped = openScope(args);
      if (scoped.types.length === 0) return [];
      const { text, params } = searchQuery(scoped);
      return searchDb.query<RowOf[C]>(text, params);
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
