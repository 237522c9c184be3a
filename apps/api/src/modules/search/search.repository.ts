import { ENTITY_KIND, type FeedItemType, type OpeningHours, type SearchSort } from '@sefer/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { earthDistance, earthPoint } from '../../db/earth-sql.ts';
import { KIND_TABLE } from '../../db/kind-tables.ts';
import { companies, searchDictionary, searchWords, tags } from '../../db/schema.ts';
import { float, int, named, type Prepared, prepare, run } from '../../db/typed-sql.ts';
import { soundSql } from '../../db/word-sound.ts';
import { shiftOfTileSql, TILE_X, TILE_Y, tileNumberSql } from '../../db/word-tile.ts';
import { type CardRow, cardSelect, cardsAs, cardTable } from '../../read-models/card.ts';
import { typoPattern } from './typo-pattern.ts';

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

/** What ranks a row: read with the result and title sets. */
type Ranking = { distance: number; rating: number | null; score: number; relevance: number };
/** A search result of spec §3 (`columns: 'result'`). */
export type SearchResultRow = Ranking & {
  type: FeedItemType;
  id: number;
  title: string;
  title_am: string | null;
  image_file: string | null;
  image_aspect: number | null;
  company_at: string | null;
  company_name: string | null;
  company_name_am: string | null;
  verified: boolean;
  price: number | null;
  osm: boolean;
  hours: OpeningHours | null;
};
/** An autocomplete suggestion (`columns: 'title'`). */
export type SearchTitleRow = Ranking & Pick<SearchResultRow, 'type' | 'id' | 'title'>;
/**
 * The columns a search reads for its page: a card (the card read model), a search result, or a title. Each call
 * reads only what it answers (an autocomplete's ten titles, not ten cards with descriptions and tags).
 */
export type SearchColumns = 'card' | 'result' | 'title';
type RowOf = { card: CardRow; result: SearchResultRow; title: SearchTitleRow };

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

/**
 * The named values of a search. Its text depends only on its shape (types, order, column set, `Shape`), so each
 * shape is prepared once and a search only fills these in.
 */
type SearchValues = {
  lat: number;
  lng: number;
  /** The key, or the tag. */
  key: string;
  /** Candidates per type. */
  candidates: number;
  /** Titles in Amharic: the key is typed in Ethiopic. */
  ethiopic: boolean;
  /** The radius in metres. */
  radius: number;
  take: number;
  offset: number;
  /** The typo pattern of a short key (typo-pattern.ts), or null. */
  typo: string | null;
  /** "Open now": the minute of the week, or null. */
  at: number | null;
};
const v = named<SearchValues>();
const LAT = sql`${v.lat}::float8`;
const LNG = sql`${v.lng}::float8`;
const KEY = sql`${v.key}::text`;
const TYPO = sql`${v.typo}::text`;
const RADIUS = sql`${v.radius}::float8`;
const TAKE = sql`${v.take}::int`;
const OFFSET = sql`${v.offset}::int`;

// The point as a subquery: worked out once per type's part of a search (an InitPlan), not once per candidate
// row, which cost about 15 % of an autocomplete's execution at 1,000,000 places.
const HERE = sql`(SELECT ${earthPoint(LAT, LNG)})`;
const HERE_X = sql`${LNG} * cos(radians(${LAT}))`;
const HERE_Y = LAT;
const HERE_PT = sql`point(${HERE_X}, ${HERE_Y})`;

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
const WORDS_SCORE = sql`(SELECT coalesce(sum(b.s), 0) FROM (SELECT max(m.s) AS s FROM match_words m
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
 * a stretch, so the plain `similarity` of the whole name is not worked out as well (never different on the bench
 * set, 0 of 300,000 key–name pairs and 1,200 searches with the same rows and scores, for 8–15 % less PostgreSQL
 * CPU per autocomplete; pg_trgm's greedy walk over stretches can miss the whole name only on contrived strings,
 * 4 of 300,000 random ones).
 * A name holding the whole key as words (`kaldi` in `kaldi kofe`) scores exactly 1 on both halves without
 * building its trigrams (12 µs a row). That holds when pg_trgm reads every character of the key as a letter or
 * digit, which `WHOLE_WORD_KEY` makes sure of (nearly every key: Ethiopic is keyed in Latin letters); other keys
 * are scored the long way.
 */
const nameScore = (wholeWords: boolean) => {
  const halves = sql`0.5 * word_similarity(${KEY}, x.search_name) + 0.5 * ${WORDS_SCORE}`;
  return sql`${
    wholeWords ? sql`CASE WHEN strpos(p.padded, ' ' || ${KEY} || ' ') > 0 THEN 1 ELSE ${halves} END` : halves
  }
      + CASE WHEN x.search_name = ${KEY} THEN 0.3
             WHEN (' ' || x.search_name) LIKE ('% ' || ${KEY} || '%') THEN 0.2 ELSE 0 END`;
};
/** Keys whose words pg_trgm reads whole: Latin letters and digits. */
const WHOLE_WORD_KEY = /^[a-z0-9 ]+$/;
const TEXT_WEIGHT = 0.6;
const textScore = (name: SQL) => sql`CASE WHEN ${name} >= ${float(TEXT_WEIGHT)} THEN ${name}
      ELSE greatest(${name}, ${float(TEXT_WEIGHT)} * word_similarity(${KEY}, x.search_text)) END`;
const typoScore = (base: SQL) => sql`CASE WHEN ${base} >= ${float(TYPO_SCORE)} THEN ${base}
      WHEN x.search_name ~ (${TYPO} || '( |$)') THEN ${float(TYPO_SCORE)}
      WHEN ${base} >= ${float(TYPO_PREFIX_SCORE)} THEN ${base}
      WHEN x.search_name ~ ${TYPO} THEN ${float(TYPO_PREFIX_SCORE)} ELSE ${base} END`;

/** The content table of a type (`search_words.kind` and feed_entries use its kind's code). */
const tableOf = (type: FeedItemType) => KIND_TABLE[ENTITY_KIND[type]];
const kindOf = (type: FeedItemType) => int(ENTITY_KIND[type]);

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
  /** "Open now": only rows whose company is open at the minute of the week `at`. */
  open: boolean;
};

/** Plane units (degrees of latitude) of a metre, a little generous so the radius's box holds its circle. */
const DEGREES_PER_METRE = 1 / 111_000;

/**
 * The dictionary words a text key stands for (`words`): each of its KEY_WORDS key words itself, up
 * to SIMILAR_WORDS words of trigram similarity ≥ 0.3 (3+ letters), for the last word up to COMPLETIONS
 * of its commonest completions, up to SOUND_WORDS words that sound like it (the dictionary's `sound`, by the
 * btree on sound and count), and for a one-word key of 3–8 letters up to TYPO_WORDS words one edit
 * away (`typo`) that begin with its first letter, commonest first (the pattern has no trigrams to narrow by,
 * so it walks the words of that letter by count). Every lookup reads an index of the dictionary.
 * The pattern is matched against `word || ''`, which the trigram index cannot serve: a generic plan cannot see
 * the pattern and would AND the trigram index's answer for it into the walk, and for a short key (`bol`) that
 * answer is the whole dictionary (300,193 words, 46 ms at 1,000,000 places).
 * The words the name's score counts (`match_words`, read by WORDS_SCORE): each of the first KEY_WORDS_READ key
 * words (`i` its place), held itself or as one of its expansions, at the expansion's worth times the key word's
 * weight, 1 / ln(2 + rows holding it) (a word no row holds weighs most), the weights of a key summing to 1.
 */
function expandedWords({ typo }: Shape): SQL {
  const typoWords = typo
    ? sql`UNION ALL (SELECT d.word, ${float(TYPO_MATCH)} FROM ${searchDictionary} d WHERE left(d.word, 1) = left(k.w, 1)
        AND (d.word || '') ~ ${TYPO} AND d.word <> k.w ORDER BY left(d.word, 1), d.n DESC LIMIT ${int(TYPO_WORDS)})`
    : sql``;
  return sql`all_key_words AS (
      SELECT u.w, u.i, u.i = max(u.i) OVER () AS last, coalesce(d.n, 0) AS n, 1.0 / ln(2.0 + coalesce(d.n, 0)) AS wt
      FROM unnest((string_to_array(${KEY}, ' '))[1:${int(KEY_WORDS_READ)}]) WITH ORDINALITY u(w, i)
      LEFT JOIN ${searchDictionary} d ON d.word = u.w WHERE u.w <> ''),
    key_words AS (SELECT w, last, ${sql.raw(soundSql('w'))} AS sound FROM all_key_words
      ORDER BY last DESC, n, w LIMIT ${int(KEY_WORDS)}),
    expanded AS MATERIALIZED (SELECT k.w, e.word, e.s FROM key_words k CROSS JOIN LATERAL (
        SELECT d.word, 1.0::float8 AS s FROM ${searchDictionary} d WHERE d.word = k.w
        UNION ALL (SELECT d.word, ${float(PREFIX_MATCH)} FROM ${searchDictionary} d
          WHERE k.last AND d.word LIKE k.w || '%' AND d.word <> k.w
          ORDER BY d.n DESC, d.word LIMIT ${int(COMPLETIONS)})
        UNION ALL (SELECT d.word, similarity(d.word, k.w)::float8 FROM ${searchDictionary} d
          WHERE length(k.w) >= ${int(MIN_TRIGRAM_KEY)} AND d.word % k.w AND d.word <> k.w
          ORDER BY similarity(d.word, k.w) DESC, d.n DESC, d.word LIMIT ${int(SIMILAR_WORDS)})
        UNION ALL (SELECT d.word, ${float(SOUND_MATCH)} FROM ${searchDictionary} d
          WHERE length(k.sound) >= ${int(MIN_SOUND)} AND length(k.w) >= ${int(MIN_SOUND_KEY)} AND d.sound = k.sound
            AND d.word <> k.w AND NOT d.word % k.w
          ORDER BY d.n DESC, d.word LIMIT ${int(SOUND_WORDS)})
        ${typoWords}) e),
    match_words AS MATERIALIZED (SELECT a.i, ' ' || m.word || ' ' AS padded, m.s * a.wt / (SELECT sum(wt) FROM all_key_words) AS s
      FROM (SELECT w, word, s FROM expanded WHERE word <> w UNION ALL SELECT w, w, 1.0::float8 FROM all_key_words) m
      JOIN all_key_words a ON a.w = m.w),
    words AS (${withTiles(sql`SELECT DISTINCT word FROM expanded`)})`;
}

/**
 * The words `source` yields (a column `word`) with the shift of each one's tile (`dx`, `dy`, db/word-tile.ts),
 * worked out once per word for every type's scans (OFFSET 0 keeps the MD5 from being copied into both shifts).
 */
function withTiles(source: SQL): SQL {
  const { dx, dy } = shiftOfTileSql('t.n');
  return sql`SELECT w.word, ${sql.raw(dx)} AS dx, ${sql.raw(dy)} AS dy FROM (${source}) w
      CROSS JOIN LATERAL (SELECT ${sql.raw(tileNumberSql('w.word'))} AS n OFFSET 0) t`;
}

/**
 * The nearest `limit` rows of one type holding the word of `words` row `e`: the nearest points to the query point
 * shifted into the word's tile, within the tile's box (db/word-tile.ts), from the kind's SP-GiST index on `spt`,
 * which carries the id and the word (two words may share a tile). A rare word's tile holds only its few rows, so
 * the scan ends with them.
 */
const nearest = (type: FeedItemType, limit: SQL, shape: Pick<Shape, 'open'>, columns = sql`s.id`) => {
  const box = sql`box(point(e.dx - ${int(TILE_X / 2)}, e.dy - ${int(TILE_Y / 2)}), point(e.dx + ${int(TILE_X / 2)}, e.dy + ${int(TILE_Y / 2)}))`;
  const [x, y] = [sql`${HERE_X} + e.dx`, sql`${HERE_Y} + e.dy`];
  return sql`SELECT ${columns} FROM ${searchWords} s WHERE s.kind = ${kindOf(type)} AND s.spt <@ ${box} AND s.word = e.word${
    shape.open ? openPosting(type, x, y) : sql``
  }
      ORDER BY s.spt <-> point(${x}, ${y}) LIMIT ${limit}`;
};

/**
 * "Open now" on a posting scan: the posting's row is open at the minute (its feed row's `open_week`, one primary-key
 * probe), so the scan goes on past closed rows to the nearest open ones. Closed rows no longer end the scan, so it
 * is held to the search's radius (as a box around the point `x`, `y` in the word's tile): it reads at most the
 * word's postings of the type within it.
 */
const openPosting = (type: FeedItemType, x: SQL, y: SQL) => {
  const r = sql`least(${RADIUS}, 2e7) * ${float(DEGREES_PER_METRE)}`;
  const f = cardTable('f');
  return sql` AND s.spt <@ box(point(${x} - ${r}, ${y} - ${r}), point(${x} + ${r}, ${y} + ${r}))
        AND EXISTS (SELECT 1 FROM ${cardsAs(f)} WHERE ${f.kind} = ${kindOf(type)} AND ${f.id} = s.id
          AND ${f.openWeek} @> ${v.at}::int4)`;
};

/**
 * A posting's latitude and longitude, from its point in the word's tile (`spt` less the tile's shift is the row's
 * `pt`: x = longitude × cos latitude, y = latitude). The index returns `spt`, so no table row is read for them.
 * They differ from the row's own by the rounding of the shift (at most 1e-10°, a hundredth of a millimetre).
 */
const POSTING_LAT_LNG = sql`s.spt[1] - e.dy AS lat, (s.spt[0] - e.dx) / cos(radians(s.spt[1] - e.dy)) AS lng`;

/** Rows of one type that match, best (or nearest, for tags) first, at most `candidates`. */
function candidates(type: FeedItemType, shape: Shape): SQL {
  const { mode, typo, short, wholeWords, nearestFirst } = shape;
  const table = tableOf(type);
  const limit = sql`${v.candidates}::int`;
  if (nearestFirst) {
    // A tag in distance order ranks by distance alone: the distance from the posting's own point, and no table
    // row at all (reading 60 rows of each type by primary key was about half of a tag search's work). The page's
    // rows are read for their columns, the rating included.
    return sql`SELECT c.id, ${earthDistance(earthPoint(sql`c.lat`, sql`c.lng`), HERE)} AS distance, NULL::float8 AS rating,
      1.0::float8 AS score FROM words e CROSS JOIN LATERAL (${nearest(type, limit, shape, sql`s.id, ${POSTING_LAT_LNG}`)}) c`;
  }
  if (mode === 'tag') {
    return sql`SELECT ${RANKED}, 1.0::float8 AS score FROM words e CROSS JOIN LATERAL (${nearest(type, limit, shape)}) c
      JOIN ${table} x ON x.id = c.id`;
  }
  const window = sql`greatest(${int(short ? SHORT_KEY_WINDOW : WORD_WINDOW)}, ${TAKE} + ${OFFSET})`;
  const ids = sql`SELECT n.id FROM words e CROSS JOIN LATERAL (${nearest(type, window, shape)}) n`;
  // Each part once per row: OFFSET 0 keeps PostgreSQL from copying a part into every place that reads it.
  const parts = sql`CROSS JOIN LATERAL (SELECT ' ' || x.search_name || ' ' AS padded OFFSET 0) p
      CROSS JOIN LATERAL (SELECT ${nameScore(wholeWords)} AS name_score OFFSET 0) n${
        typo
          ? sql`
      CROSS JOIN LATERAL (SELECT ${textScore(sql`n.name_score`)} AS text_score OFFSET 0) t`
          : sql``
      }`;
  const score = typo ? typoScore(sql`t.text_score`) : textScore(sql`n.name_score`);
  return sql`SELECT ${RANKED}, ${score} AS score FROM ${table} x ${parts} WHERE x.id IN (${ids})
    ORDER BY score DESC, x.pt <-> ${HERE_PT} LIMIT ${limit}`;
}

/** What ranking needs of a candidate row (the rest of a result is read for the page only). */
const RANKED = sql`x.id, ${earthDistance(sql`x.geo`, HERE)} AS distance, x.rating_avg::float8 AS rating`;

/** A type's candidates as ranked rows: type, kind, id, distance, rating, score. */
const ranked = (type: FeedItemType, shape: Shape) =>
  sql`SELECT ${type}::text AS type, ${kindOf(type)}::smallint AS kind, c.id, c.distance, c.rating, c.score
    FROM (${candidates(type, shape)}) c`;

/** The title in the script of the key: Amharic for a key typed in Ethiopic, else English. */
const title = (english: SQL) =>
  sql`CASE WHEN ${v.ethiopic}::boolean THEN coalesce(x.name_am, x.name) ELSE ${english} END`;
/**
 * The ranking columns of a page row `s` (its row `x`), after the columns of its result. The rating is the row's:
 * a tag search in distance order ranks without it.
 */
const RANKING = sql`s.distance, x.rating_avg::float8 AS rating, s.score, s.relevance`;

/**
 * The columns of a search result and of a title for a page row `s` of each type (`x` its row; `c` a product's
 * company), in the same order for every type, so every branch of the UNION lists the same columns. Cards come
 * from the card read model instead.
 */
const RESULT: Record<FeedItemType, SQL> = {
  company: sql`${title(sql`x.name`)} AS title, x.name_am AS title_am, x.image_file, x.image_aspect,
    x.handle AS company_at, x.name AS company_name, x.name_am AS company_name_am, x.verified,
    NULL::float8 AS price, false AS osm, x.hours`,
  product: sql`${title(sql`x.name`)} AS title, x.name_am AS title_am, x.image_file, x.image_aspect,
    c.handle AS company_at, c.name AS company_name, c.name_am AS company_name_am, c.verified,
    x.price::float8 AS price, false AS osm, NULL::jsonb AS hours`,
  place: sql`${title(sql`coalesce(x.name_en, x.name)`)} AS title, x.name_am AS title_am, x.image_file, x.image_aspect,
    NULL::text AS company_at, NULL::text AS company_name, NULL::text AS company_name_am, false AS verified,
    NULL::float8 AS price, x.source = 'osm' AS osm, NULL::jsonb AS hours`,
};
const TITLE: Record<FeedItemType, SQL> = {
  company: sql`${title(sql`x.name`)} AS title`,
  product: sql`${title(sql`x.name`)} AS title`,
  place: sql`${title(sql`coalesce(x.name_en, x.name)`)} AS title`,
};

/** The result or title columns of the page rows `s` of one type. */
function display(type: FeedItemType, columns: 'result' | 'title'): SQL {
  // A product's company, for the result's owner.
  const company =
    type === 'product' && columns === 'result' ? sql`JOIN ${companies} c ON c.id = x.company_id` : sql``;
  return sql`SELECT ${type}::text AS type, x.id, ${(columns === 'result' ? RESULT : TITLE)[type]}, ${RANKING}
        FROM page s JOIN ${tableOf(type)} x ON x.id = s.id ${company} WHERE s.type = ${type}::text`;
}

/** Nearness in (0, 1]: 1 at the point, ½ at 3 km. */
const NEARNESS = sql`(1.0 / (1.0 + s.distance / 3000.0))`;
const ORDER: Record<SearchArgs['order'], SQL> = {
  Relevance: sql`s.relevance DESC, s.distance, s.type, s.id`,
  Distance: sql`s.distance, s.relevance DESC, s.type, s.id`,
  Rating: sql`s.rating DESC NULLS LAST, s.relevance DESC, s.distance, s.type, s.id`,
  // A rating of 5 keeps the relevance, no rating counts as 2.5.
  Both: sql`(s.relevance * (0.6 + 0.08 * coalesce(s.rating, 2.5))) DESC, s.distance, s.type, s.id`,
};

/**
 * A tag's Amharic label as a typed tag is folded (`tagOfQuery`: folded as the key is, spaces as `_`); the expression
 * of `tags_label_key_idx` (migration 0017, schema.ts), which a migration writes out for itself.
 */
const TAG_LABEL_KEY = sql`replace(sefer_fold_text(t.label_am), ' ', '_')`;

/**
 * The posting word of a tag search: `#` and the tag, or the tag whose Amharic label the key is (`#ሆቴል` reads
 * `#hotel`), folded as `tagOfQuery` folds the key, through `tags_label_key_idx` (migration 0017); OFFSET 0 looks
 * it up once, not once for the word and again for its tile.
 */
const TAG_WORD = sql`SELECT '#' || coalesce((SELECT t.tag FROM ${tags} t
    WHERE ${TAG_LABEL_KEY} = ${KEY} ORDER BY t.tag LIMIT 1), ${KEY}) AS word
    OFFSET 0`;

/**
 * Ranks the candidates of every type by type, id, distance, rating and score alone, cuts the page, and only
 * then reads the page's rows for their columns (computing them for every candidate, 200 per type or more, cost
 * about a tenth of a search): cards from the card read model, results and titles from the content tables.
 */
export function searchSql(args: Pick<SearchArgs, 'types' | 'order' | 'columns'>, shape: Shape): SQL {
  const branches = sql.join(
    args.types.map((t) => sql`(${ranked(t, shape)})`),
    sql`
UNION ALL
`,
  );
  const words = shape.mode === 'text' ? expandedWords(shape) : sql`words AS (${withTiles(TAG_WORD)})`;
  const order = ORDER[args.order];
  const page = sql`WITH ${words},
    page AS MATERIALIZED (
      SELECT * FROM (
        SELECT m.*, max(m.score) OVER () AS best FROM (
          SELECT s.*, s.score * (0.75 + 0.25 * ${NEARNESS}) AS relevance FROM (${branches}) s
          WHERE s.distance <= ${RADIUS}) m) s
      WHERE s.score >= s.best * ${float(shape.mode === 'tag' ? 0 : RELATIVE_CUT)}
      ORDER BY ${order}
      LIMIT ${TAKE} OFFSET ${OFFSET})`;
  if (args.columns === 'card') {
    const f = cardTable('f');
    return sql`${page}
    SELECT ${cardSelect(f, { distance: sql<number>`s.distance`, liked: sql<boolean>`false` })}
    FROM page s JOIN ${cardsAs(f)} ON ${f.kind} = s.kind AND ${f.id} = s.id
    ORDER BY ${order}`;
  }
  const columns = args.columns;
  const rows = sql.join(
    args.types.map((t) => sql`(${display(t, columns)})`),
    sql`
UNION ALL
`,
  );
  return sql`${page}
    SELECT * FROM (${rows}) s
    ORDER BY ${order}`;
}

const byDistance = ({ mode, order }: SearchArgs) =>
  mode.kind === 'tag' && (order === 'Distance' || order === 'Relevance');

/** The SQL and parameters of one search (the bench runs exactly these). */
export function searchQuery(args: SearchArgs): { text: string; params: unknown[] } {
  const { mode } = args;
  const open = args.openAt !== null && args.openAt !== undefined;
  const typo = mode.kind === 'text' ? typoPattern(mode.key) : null;
  const nearestFirst = byDistance(args);
  const shape: Shape = {
    mode: mode.kind,
    typo: typo !== null,
    short: mode.kind === 'text' && [...mode.key].length < MIN_TRIGRAM_KEY,
    wholeWords: mode.kind === 'text' && WHOLE_WORD_KEY.test(mode.key),
    nearestFirst,
    open,
  };
  // A few dozen texts in all (types × order × shape): built once each, not on every search.
  const key = `${args.types.join()} ${args.order} ${args.columns} ${Object.values(shape).join()}`;
  let statement = PREPARED.get(key);
  if (statement === undefined) {
    statement = prepare<SearchValues>(searchSql(args, shape));
    PREPARED.set(key, statement);
  }
  const params = statement.params({
    lat: args.lat,
    lng: args.lng,
    key: mode.kind === 'tag' ? mode.tag : mode.key,
    candidates: nearestFirst
      ? args.offset + args.take + NEAREST_MARGIN
      : Math.max(CANDIDATES, args.offset + args.take),
    ethiopic: mode.ethiopic,
    radius: args.r,
    take: args.take,
    offset: args.offset,
    typo,
    at: args.openAt ?? null,
  });
  return { text: statement.text, params };
}
const PREPARED = new Map<string, Prepared<SearchValues>>();

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
const tagCompletions = (tag: string, limit: number) => sql`SELECT t.tag, t.label_am,
    (t.tag = ${tag}::text OR l.label = ${tag}::text) AS whole
  FROM ${tags} t CROSS JOIN LATERAL (SELECT ${TAG_LABEL_KEY} AS label) l
  WHERE starts_with(t.tag, ${tag}::text) OR starts_with(l.label, ${tag}::text)
  ORDER BY whole DESC, t.tag LIMIT ${limit}`;
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
    tagCompletions: (tag: string, limit: number) => run<TagCompletionRow>(db, tagCompletions(tag, limit)),
    search: async <C extends SearchColumns>(args: SearchArgs & { columns: C }): Promise<RowOf[C][]> => {
      const scoped = openScope(args);
      if (scoped.types.length === 0) return [];
      const { text, params } = searchQuery(scoped);
      return searchDb.query<RowOf[C]>(text, params);
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
