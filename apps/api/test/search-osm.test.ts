import { type EntitySuggestion, searchKey } from '@sefer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soundSql } from '../src/db/word-sound.ts';
import { searchModeOf } from '../src/modules/search/search.args.ts';
import { MIN_SOUND, MIN_TRIGRAM_KEY, SIMILARITY_THRESHOLD } from '../src/modules/search/search.repository.ts';
import { typoPattern } from '../src/modules/search/typo-pattern.ts';
import { OSM_EXTRACT } from '../src/osm/extract.ts';
import { importOsmFile } from '../src/osm/import.ts';
import { buildTestApp, targets } from './helper.ts';

/**
 * Cross-script recall on the real OpenStreetMap places (docs/search.md): of the places that have both an
 * Amharic and an English name (every SAMPLE_EVERY-th), hide one name and ask autocomplete for the other,
 * from Piassa. A result counts when it is the place, or a place carrying exactly the name that was kept
 * (the data lists chains and the same place twice). Recall@5 and MRR over both directions, per direction,
 * and for the pairs spelled alike (transliterations) and the rest (translations).
 */
const SAMPLE_EVERY = 10;
const from = { lat: 9.021343, lng: 38.7487854 };

type Pair = { id: number; name_en: string; name_am: string };
type Direction = 'Amharic query, English name kept' | 'English query, Amharic name kept';

describe.each(targets)('cross-script recall on the OpenStreetMap places on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let sample: Pair[] = [];
  const idsByKey = new Map<string, number[]>();
  const results: {
    direction: Direction;
    rank: number;
    /** The rank counting also a place named exactly as the query (in any script): an exact namesake. */
    namesakeRank: number;
    spelledAlike: boolean;
    reachable: boolean;
  }[] = [];

  beforeAll(async () => {
    ctx = await buildTestApp(target);
    await importOsmFile(ctx.db, OSM_EXTRACT, ctx.config.imagesDir);
    await ctx.db.query('ANALYZE places');
    const pairs = await ctx.db.query<Pair>(
      `SELECT id, name_en, name_am FROM places WHERE name_en IS NOT NULL AND name_am IS NOT NULL ORDER BY source_id`,
    );
    sample = pairs.filter((_, i) => i % SAMPLE_EVERY === 0);
    // Places by the key of each of their names (searchKey equals sefer_search_key: search-key.test.ts).
    const names = await ctx.db.query<{
      id: number;
      name: string;
      name_en: string | null;
      name_am: string | null;
    }>('SELECT id, name, name_en, name_am FROM places');
    for (const row of names) {
      for (const name of [row.name, row.name_en, row.name_am]) {
        if (!name) continue;
        const key = searchKey(name);
        idsByKey.set(key, [...(idsByKey.get(key) ?? []), Number(row.id)]);
      }
    }
  }, 300_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const measure = async (direction: Direction) => {
    const amharicQuery = direction === 'Amharic query, English name kept';
    // Hide the query's script on every sampled place at once.
    await ctx.db.query(
      amharicQuery
        ? 'UPDATE places SET name = name_en, name_am = NULL WHERE id = ANY($1::bigint[])'
        : 'UPDATE places SET name = name_am, name_en = NULL WHERE id = ANY($1::bigint[])',
      [sample.map((p) => p.id)],
    );
    for (const pair of sample) {
      const query = amharicQuery ? pair.name_am : pair.name_en;
      const kept = searchKey(amharicQuery ? pair.name_en : pair.name_am);
      const same = new Set([pair.id, ...(idsByKey.get(kept) ?? [])]);
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v2/search/auto?key=${encodeURIComponent(query)}&lat=${from.lat}&lng=${from.lng}`,
      });
      expect(res.statusCode).toBe(200);
      const list = res.json() as EntitySuggestion[];
      const rank = list.findIndex((s) => s.type === 'place' && same.has(s.id)) + 1;
      const namesakes = new Set([...same, ...(idsByKey.get(searchKey(query)) ?? [])]);
      const namesakeRank = list.findIndex((s) => s.type === 'place' && namesakes.has(s.id)) + 1;
      const mode = searchModeOf(query);
      const key = mode?.kind === 'text' ? mode.key : '';
      const [reach] = await ctx.db.query<{ reachable: boolean }>(REACHABLE, [
        key,
        [...same],
        typoPattern(key),
      ]);
      results.push({
        direction,
        rank,
        namesakeRank,
        spelledAlike: trigramJaccard(searchKey(pair.name_am), searchKey(pair.name_en)) >= 0.3,
        reachable: reach?.reachable === true,
      });
    }
    await ctx.db.query(
      'UPDATE places SET name_en = u.name_en, name_am = u.name_am FROM unnest($1::bigint[], $2::text[], $3::text[]) AS u(id, name_en, name_am) WHERE places.id = u.id',
      [sample.map((p) => p.id), sample.map((p) => p.name_en), sample.map((p) => p.name_am)],
    );
  };

  it('scores a name holding the whole key as words at exactly 1, as the name score assumes', async () => {
    // The name score skips the trigram functions for such names (search.repository.ts, `nameScore`).
    const [row] = await ctx.db.query<{ pairs: number; below: number }>(
      `WITH keys AS (${NAME_WORDS})
      SELECT count(*)::int AS pairs,
        count(*) FILTER (WHERE word_similarity(k, p.search_name) <> 1)::int AS below
      FROM keys, places p WHERE (' ' || p.search_name || ' ') LIKE ('% ' || k || ' %')`,
    );
    expect(row?.pairs).toBeGreaterThan(10_000);
    expect(row?.below).toBe(0);
  }, 120_000);

  it('never finds word similarity below plain similarity, as the name score assumes', async () => {
    // The name score works out word similarity alone (search.repository.ts, `nameScore`).
    const [row] = await ctx.db.query<{ pairs: number; sharing: number; above: number }>(
      `WITH words AS (${NAME_WORDS}),
        keys AS (SELECT k FROM words UNION SELECT left(k, 3) FROM words UNION SELECT left(k, 5) FROM words)
      SELECT count(*)::int AS pairs,
        count(*) FILTER (WHERE similarity(k, p.search_name) > 0)::int AS sharing,
        count(*) FILTER (WHERE similarity(k, p.search_name) > word_similarity(k, p.search_name))::int AS above
      FROM keys, places p WHERE p.id % 80 = 0`,
    );
    expect(row?.pairs).toBeGreaterThan(100_000);
    expect(row?.sharing).toBeGreaterThan(10_000);
    expect(row?.above).toBe(0);
  }, 120_000);

  it('finds places by the name in the other script', async () => {
    expect(sample.length).toBeGreaterThan(150);
    await measure('Amharic query, English name kept');
    await measure('English query, Amharic name kept');
    const recallAt5 = (rows: typeof results, rank: (r: (typeof results)[number]) => number) =>
      Number((rows.filter((r) => rank(r) > 0 && rank(r) <= 5).length / rows.length).toFixed(3));
    const report = (rows: typeof results) => ({
      queries: rows.length,
      recallAt5: recallAt5(rows, (r) => r.rank),
      mrr: Number((rows.reduce((s, r) => s + (r.rank ? 1 / r.rank : 0), 0) / rows.length).toFixed(3)),
      /** Recall@5 when a place named exactly as the query counts too (docs/search.md). */
      recallAt5WithNamesakes: recallAt5(rows, (r) => r.namesakeRank),
      /** The share of queries whose place any search of these words could return at all (`REACHABLE`). */
      ceiling: Number((rows.filter((r) => r.reachable).length / rows.length).toFixed(3)),
    });
    const figures = {
      all: report(results),
      amharicQueries: report(results.filter((r) => r.direction === 'Amharic query, English name kept')),
      englishQueries: report(results.filter((r) => r.direction === 'English query, Amharic name kept')),
      /** Pairs whose two names are spelled alike (a transliteration, not a translation): see docs/search.md. */
      spelledAlike: report(results.filter((r) => r.spelledAlike)),
      /** The other pairs: translations, found only through the curated vocabulary (search-aliases.ts). */
      translations: report(results.filter((r) => !r.spelledAlike)),
    };
    console.info(`cross-script recall on ${target}: ${JSON.stringify(figures)}`);
    expect(figures.all.recallAt5).toBeGreaterThanOrEqual(RECALL_AT_5_FLOOR);
    // The ceiling bounds what search finds: a place it returned holds one of the words the key expands to.
    expect(results.filter((r) => r.rank > 0 && !r.reachable)).toEqual([]);
  }, 600_000);
});

/** Keys that are names' words, and their second and third words together, of a fiftieth of the places. */
const NAME_WORDS = `SELECT DISTINCT k FROM (
    SELECT unnest(string_to_array(search_name, ' ')) AS k FROM places WHERE id % 50 = 0
    UNION ALL SELECT array_to_string((string_to_array(search_name, ' '))[2:3], ' ') FROM places WHERE id % 50 = 1) s
  WHERE k <> ''`;

/**
 * The measured figure less a margin: 0.744 on PGlite and PostgreSQL, with each title offered once for each type;
 * offering a title once for all types gives 0.739, which this floor fails. docs/search.md: the 0.9 target is not met.
 */
const RECALL_AT_5_FLOOR = 0.741;

/**
 * Whether any of the places `$2` can be a candidate for the search key `$1` at all: it holds a word the key
 * expands to with no limit (any of its words, any dictionary word of trigram similarity ≥ SIMILARITY_THRESHOLD
 * to one of MIN_TRIGRAM_KEY or more letters, any completion of its last word, any word of the same sound (of
 * MIN_SOUND or more letters), and for a one-word key of 3–8
 * letters any word one edit away (`$3`) with its first letter). Search reads only the nearest rows of a few of
 * these words (search.repository.ts), so the share of reachable queries bounds its recall from above.
 */
const REACHABLE = `WITH q AS (
    SELECT u.w, u.i = max(u.i) OVER () AS last FROM unnest(string_to_array($1::text, ' ')) WITH ORDINALITY u(w, i)
    WHERE u.w <> ''),
  e AS (
    SELECT d.word FROM search_dictionary d JOIN q ON d.word = q.w
    UNION SELECT d.word FROM search_dictionary d JOIN q ON q.last AND d.word LIKE q.w || '%'
    UNION SELECT d.word FROM search_dictionary d JOIN q ON length(q.w) >= ${MIN_TRIGRAM_KEY} AND similarity(d.word, q.w) >= ${SIMILARITY_THRESHOLD}
    UNION SELECT d.word FROM search_dictionary d JOIN q ON length(${soundSql('q.w')}) >= ${MIN_SOUND} AND d.sound = ${soundSql('q.w')}
    UNION SELECT d.word FROM search_dictionary d
      WHERE $3::text IS NOT NULL AND left(d.word, 1) = left($1::text, 1) AND d.word ~ $3::text)
  SELECT EXISTS (SELECT 1 FROM search_words s JOIN e ON e.word = s.word
    WHERE s.kind = 3 AND s.id = ANY($2::bigint[])) AS reachable`;

/** Trigram Jaccard similarity of two search keys (pg_trgm's `similarity`, in TypeScript). */
function trigramJaccard(a: string, b: string): number {
  const trigrams = (s: string) =>
    new Set(
      s
        .split(' ')
        .filter(Boolean)
        .flatMap((w) => {
          const padded = [...`  ${w} `];
          return padded.slice(2).map((_, i) => padded.slice(i, i + 3).join(''));
        }),
    );
  const x = trigrams(a);
  const y = trigrams(b);
  const common = [...x].filter((t) => y.has(t)).length;
  return common / (x.size + y.size - common || 1);
}
