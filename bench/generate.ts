/**
 * Fills a PostgreSQL database with a realistic, repeatable data set for the benchmarks:
 *   npx tsx bench/generate.ts --url postgres://… [--places 1000000 --companies 100000 --products 300000] [--reset]
 * Everything is generated inside PostgreSQL (generate_series, seeded random()), table by table.
 */
import { type Database, openDatabase, type Queryable } from '@sefer/api/src/db/client.ts';
import { insertWithCardsAfter } from '@sefer/api/src/modules/feed/feed-entries.repository.ts';
import { insertWithWordsAfter } from '@sefer/api/src/modules/search/search-words.repository.ts';
import type { EntityKind } from '@sefer/contract';
import { describeUrl, positiveInt, readArgs } from './args.ts';
import { ASPECTS, KINDS, PREFIXES, PRODUCTS } from './catalogue.ts';
import { pointsCte } from './geo.ts';

/** A second uniform number derived from `col` (its fractional digits), so one random() serves twice. */
const frac = (col: string, k: number) => `(${col} * ${k} - floor(${col} * ${k}))`;
/** Parameter `$n` as a typed array. */
const arr = (n: number, type = 'text') => `($${n}::${type}[])`;
const pick = (array: string, u: string) => `${array}[1 + floor(${u} * cardinality(${array}))::int]`;
const CREATED = `date_trunc('day', now()) - a6 * interval '730 days'`;
const RATED = `${frac('a6', 11)} < 0.6`;
const RATING = `CASE WHEN ${RATED} THEN round((2.5 + 2.5 * ${frac('a6', 101)})::numeric, 1)::real END`;
const RATING_COUNT = `CASE WHEN ${RATED} THEN 1 + floor(${frac('a6', 37)} * 200)::int ELSE 0 END`;

// Companies and places share parameters: names from a prefix and a kind of business.
const PREFIX_EN = arr(2);
const PREFIX_AM = arr(3);
const KIND_TAG = arr(4);
const KIND_EN = arr(5);
const KIND_AM = arr(6);
const ASPECT = arr(7, 'real');
const KIND_OSM = arr(8);
const KIND_GROUP = arr(9);
const nameParams = () => [
  PREFIXES.map((p) => p[0]),
  PREFIXES.map((p) => p[1]),
  KINDS.map((k) => k.tag),
  KINDS.map((k) => k.en),
  KINDS.map((k) => k.am),
  ASPECTS,
];
const PICKED = `1 + floor(a1 * cardinality(${PREFIX_EN}))::int AS pi, 1 + floor(a2 * cardinality(${KIND_TAG}))::int AS ki`;
const NAME_EN = `${PREFIX_EN}[pi] || ' ' || ${KIND_EN}[ki]`;
const NAME_AM = `${PREFIX_AM}[pi] || ' ' || ${KIND_AM}[ki]`;
const SECOND_TAG = pick(KIND_TAG, frac('a3', 31));

const companiesSql = `WITH ${pointsCte()}
INSERT INTO companies (handle, name, name_am, description, phone, address, verified, tags, image_file,
  image_aspect, lat, lng, likes, rating_avg, rating_count, created_at, updated_at)
SELECT 'bench-' || g, ${NAME_EN}, CASE WHEN a3 < 0.3 THEN ${NAME_AM} END,
  ${KIND_EN}[ki] || ' in ' || coalesce(area, 'Ethiopia'),
  '+2519' || lpad(floor(${frac('a4', 17)} * 1e8)::bigint::text, 8, '0'),
  coalesce(area, 'Ethiopia'), ${frac('a5', 13)} < 0.2,
  CASE WHEN ${frac('a3', 7)} < 0.3 AND ${SECOND_TAG} <> ${KIND_TAG}[ki]
    THEN ARRAY[${KIND_TAG}[ki], ${SECOND_TAG}] ELSE ARRAY[${KIND_TAG}[ki]] END,
  'bench-c' || g || '.webp', ${pick(ASPECT, 'a5')}, lat, lng, floor(power(a4, 3) * 800)::int,
  ${RATING}, ${RATING_COUNT}, ${CREATED}, ${CREATED}
FROM (SELECT p.*, ${PICKED} FROM pts p) x`;

const placesSql = `WITH ${pointsCte()}
INSERT INTO places (source, source_id, name, name_am, name_en, category, category_group, address, tags,
  image_file, image_aspect, lat, lng, likes, rating_avg, rating_count, created_at, updated_at)
SELECT CASE WHEN osm THEN 'osm' ELSE 'bench' END, CASE WHEN osm THEN 'bench-osm/' || g END,
  ${NAME_EN}, CASE WHEN a3 < 0.25 THEN ${NAME_AM} END, CASE WHEN ${frac('a3', 7)} < 0.5 THEN ${NAME_EN} END,
  ${KIND_OSM}[ki], ${KIND_GROUP}[ki], coalesce(area, 'Ethiopia'), ARRAY[${KIND_TAG}[ki]],
  CASE WHEN has_image THEN 'bench-pl' || g || '.webp' END, CASE WHEN has_image THEN ${pick(ASPECT, 'a5')} END,
  lat, lng, floor(power(a4, 4) * 300)::int, ${RATING}, ${RATING_COUNT}, ${CREATED}, ${CREATED}
FROM (SELECT p.*, ${PICKED}, ${frac('a5', 13)} < 0.85 AS osm, ${frac('a5', 29)} < 0.3 AS has_image
  FROM pts p) x`;

// $2 first company id, $3 company count, $4/$5/$6 product en/am/tag, $7 aspects.
// lat/lng are placeholders: the products_location_from_company trigger copies the company's.
const PRODUCT_EN = arr(4);
const PRODUCT_AM = arr(5);
const PRODUCT_TAG = arr(6);
const productsSql = `WITH raw AS (
  SELECT g, random() AS a1, random() AS a2, random() AS a3, random() AS a4, random() AS a5, random() AS a6
  FROM generate_series(1, $1::int) g OFFSET 0)
INSERT INTO products (company_id, name, name_am, description, price, tags, images, image_file, image_aspect,
  lat, lng, likes, rating_avg, rating_count, created_at, updated_at)
SELECT $2::bigint + floor(a1 * $3::int)::bigint, ${PRODUCT_EN}[pi], CASE WHEN a3 < 0.3 THEN ${PRODUCT_AM}[pi] END,
  ${PRODUCT_EN}[pi] || ', item ' || g, round(exp(ln(10) + ${frac('a3', 13)} * ln(2000))::numeric, 2),
  ARRAY[${PRODUCT_TAG}[pi]], ARRAY['bench-p' || g || '.webp'], 'bench-p' || g || '.webp',
  ${pick(ASPECT, 'a5')}, 0, 0, floor(power(a4, 3) * 500)::int, ${RATING}, ${RATING_COUNT}, ${CREATED}, ${CREATED}
FROM (SELECT r.*, 1 + floor(a2 * cardinality(${PRODUCT_EN}))::int AS pi FROM raw r) x`;

const CONTENT_TABLES = ['companies', 'products', 'places', 'tags'];
/** What the triggers and the set-based search words write from them. */
const DERIVED_TABLES = ['feed_entries', 'search_words', 'search_dictionary'];

async function main() {
  const { url, values, flags } = readArgs(
    'npx tsx bench/generate.ts --url postgres://… [--places N] [--companies N] [--products N] [--reset] [--check]',
    { places: '1000000', companies: '100000', products: '300000' },
    ['reset', 'check'],
  );
  const counts = {
    companies: positiveInt('companies', values.companies),
    products: positiveInt('products', values.products),
    places: positiveInt('places', values.places),
  };
  // One connection: setseed() and random() must run in the same session for a repeatable data set.
  const db = await openDatabase({ kind: 'postgres', url: url, max: 1 });
  try {
    console.log(`Database ${describeUrl(url)}`);
    await timed('migrations', () => db.migrate());
    // `--check`: only the sample check, on a database filled before.
    if (flags.check)
      return await timed('check of the derived tables on a sample', () => checkSample(db, SAMPLE));
    await ensureEmpty(db, flags.reset);
    await db.query('SET synchronous_commit = off');
    await db.query(`SET maintenance_work_mem = '1GB'`);
    const started = performance.now();
    // One transaction: a run that fails leaves the database as it was, indexes included.
    await db.transaction(async (tx) => {
      const indexes = await dropIndexes(tx, [...CONTENT_TABLES, ...DERIVED_TABLES]);
      await fillAll(tx, counts);
      await timed(`${indexes.length} indexes built`, () => buildIndexes(tx, indexes));
    });
    // VACUUM as well as ANALYZE, so autovacuum does not start on the new rows during a load test; the tables the
    // triggers and the bulk path derive too: without statistics, a product's edit took 600–900 ms instead of 8 ms
    // (the planner scanned a partial index of search_words whole).
    await timed('VACUUM (ANALYZE)', () =>
      db.query(`VACUUM (ANALYZE) ${[...CONTENT_TABLES, ...DERIVED_TABLES].join(', ')}`),
    );
    console.log(`Done in ${seconds(started)} s`);
    await timed('check of the derived tables on a sample', () => checkSample(db, SAMPLE));
  } finally {
    await db.close();
  }
}

/** Tags, then companies, then products (each on a company, taking its location), then places. */
async function fillAll(tx: Queryable, counts: { companies: number; products: number; places: number }) {
  await fill(tx, 'tags', null, async (tx) => {
    for (const k of KINDS) {
      await tx.query('INSERT INTO tags (tag, category, label_am) VALUES ($1, $2, $3)', [
        k.tag,
        k.category,
        k.am,
      ]);
    }
  });
  await fill(tx, 'companies', 0, async (tx) => {
    await tx.query('SELECT setseed(0.11)');
    await tx.query(companiesSql, [counts.companies, ...nameParams()]);
  });
  await fill(tx, 'products', 2, async (tx) => {
    const [range] = await tx.query<{ first: number; n: number }>(
      'SELECT min(id) AS first, count(*)::int AS n FROM companies',
    );
    if (!range || range.n === 0) throw new Error('No companies to attach products to');
    await tx.query('SELECT setseed(0.22)');
    await tx.query(productsSql, [
      counts.products,
      range.first,
      range.n,
      PRODUCTS.map((p) => p[0]),
      PRODUCTS.map((p) => p[1]),
      PRODUCTS.map((p) => p[2]),
      ASPECTS,
    ]);
  });
  await fill(tx, 'places', 3, async (tx) => {
    await tx.query('SELECT setseed(0.33)');
    await tx.query(placesSql, [
      counts.places,
      ...nameParams(),
      KINDS.map((k) => k.osm),
      KINDS.map((k) => k.category),
    ]);
  });
}

/** Rows of the sample the check rewrites through the row triggers. */
const SAMPLE = { companies: 1000, products: 3000, places: 6000 };
type Sample = typeof SAMPLE;
class Sampled extends Error {}

/**
 * Proves that the set-based derived tables equal what the row triggers write. In a transaction that is rolled back,
 * a random sample is taken; its products and places are deleted (their DELETE triggers take their cards, postings
 * and dictionary counts away) and inserted again with the triggers on; its companies' cards are deleted and the
 * companies touched by an UPDATE that changes nothing, whose trigger writes each card again (deleting a company
 * would take its products along). The sample's cards and postings, and the whole dictionary, must then be what the
 * bulk path wrote. Cards compare as JSON text: `point` has no equality.
 */
async function checkSample(db: Database, sample: Sample) {
  const differences = await db
    .transaction(async (tx) => {
      const inSample = `(kind = 0 AND id IN (SELECT id FROM s_companies)) OR (kind = 2 AND id IN (SELECT id FROM s_products))
                        OR (kind = 3 AND id IN (SELECT id FROM s_places))`;
      const words = `SELECT word, kind, id, pt::text FROM search_words WHERE ${inSample}`;
      const cards = `SELECT kind, id, to_jsonb(fe)::text AS card FROM feed_entries fe WHERE ${inSample}`;
      const dictionary = 'SELECT word, n FROM search_dictionary';
      for (const table of ['companies', 'products', 'places'] as const) {
        await tx.query(
          `CREATE TEMP TABLE s_${table} ON COMMIT DROP AS SELECT * FROM ${table} ORDER BY random() LIMIT $1`,
          [sample[table]],
        );
      }
      await tx.query(`CREATE TEMP TABLE bulk_words ON COMMIT DROP AS ${words}`);
      await tx.query(`CREATE TEMP TABLE bulk_cards ON COMMIT DROP AS ${cards}`);
      await tx.query(`CREATE TEMP TABLE bulk_dictionary ON COMMIT DROP AS ${dictionary}`);
      for (const table of ['products', 'places'] as const) {
        const columns = (
          await tx.query<{ name: string }>(
            `SELECT column_name AS name FROM information_schema.columns
              WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
            [table],
          )
        ).map((c) => `"${c.name}"`);
        await tx.query(`DELETE FROM ${table} WHERE id IN (SELECT id FROM s_${table})`);
        await tx.query(
          `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM s_${table}`,
        );
      }
      await tx.query('DELETE FROM feed_entries WHERE kind = 0 AND id IN (SELECT id FROM s_companies)');
      await tx.query('UPDATE companies SET name = name WHERE id IN (SELECT id FROM s_companies)');
      const differ = (bulk: string, now: string) =>
        `(SELECT count(*)::int FROM ((TABLE ${bulk} EXCEPT ${now}) UNION ALL (${now} EXCEPT TABLE ${bulk})) x)`;
      const [diff] = await tx.query<Record<'words' | 'cards' | 'dictionary' | 'postings', number>>(
        `SELECT ${differ('bulk_words', words)} AS words, ${differ('bulk_cards', cards)} AS cards,
                ${differ('bulk_dictionary', dictionary)} AS dictionary, (SELECT count(*)::int FROM bulk_words) AS postings`,
      );
      throw new Sampled(JSON.stringify(diff));
    })
    .catch((error: unknown) => {
      if (error instanceof Sampled) return JSON.parse(error.message) as Record<string, number>;
      throw error;
    });
  const total = sample.companies + sample.products + sample.places;
  if (differences.words !== 0 || differences.cards !== 0 || differences.dictionary !== 0) {
    throw new Error(
      `The set-based derived tables differ from the triggers' on a sample of ${total} rows: ${differences.cards} cards, ` +
        `${differences.words} postings, ${differences.dictionary} dictionary rows`,
    );
  }
  console.log(
    `  ${total} rows written again by the triggers: their ${total} cards, ${differences.postings} postings and the dictionary are the same`,
  );
}

async function ensureEmpty(db: Database, reset: boolean) {
  const counts = await Promise.all(
    CONTENT_TABLES.map(
      async (t) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`))[0]?.n,
    ),
  );
  if (counts.every((n) => n === 0)) return;
  if (!reset) {
    const found = CONTENT_TABLES.map((t, i) => `${t} ${counts[i]}`).join(', ');
    throw new Error(`The database is not empty (${found}). Pass --reset to truncate it first.`);
  }
  await timed('truncate', () =>
    db.query(`TRUNCATE ${[...CONTENT_TABLES, 'photos'].join(', ')} RESTART IDENTITY CASCADE`),
  );
}

/**
 * Fills one table. A company, product or place table (`kind`) gets its feed cards and search words
 * written after its rows, set-based, with their row triggers off meanwhile (insertWithCardsAfter in
 * apps/api/src/modules/feed/feed-entries.repository.ts, insertWithWordsAfter in
 * apps/api/src/modules/search/search-words.repository.ts): one trigger call per row was most of an insert's time.
 */
async function fill(
  tx: Queryable,
  table: string,
  kind: EntityKind | null,
  insert: (tx: Queryable) => Promise<void>,
) {
  const started = performance.now();
  if (kind === null) await insert(tx);
  else {
    await insertWithWordsAfter(tx, kind, () =>
      insertWithCardsAfter(tx, kind, async () => ({ ids: null, result: await insert(tx) })),
    );
  }
  const [row] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  console.log(`${table.padEnd(10)} ${String(row?.n ?? 0).padStart(9)} rows in ${seconds(started)} s`);
}

type Index = { name: string; table: string; definition: string };

/**
 * Drops the tables' indexes that no constraint owns (primary keys and unique constraints stay: the conflict targets
 * and foreign keys need them), answering their definitions as the migrations made them: one sorted build per index
 * after the rows are in costs a fraction of keeping every index in step row by row (the trigram GIN indexes most).
 */
async function dropIndexes(tx: Queryable, tables: readonly string[]): Promise<Index[]> {
  const indexes = await tx.query<Index>(
    `SELECT i.indexrelid::regclass::text AS name, i.indrelid::regclass::text AS table,
            pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid = ANY($1::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY i.indexrelid`,
    [tables],
  );
  for (const index of indexes) await tx.query(`DROP INDEX ${index.name}`);
  return indexes;
}

async function buildIndexes(tx: Queryable, indexes: readonly Index[]) {
  const byTable = new Map<string, number>();
  for (const index of indexes) {
    const started = performance.now();
    await tx.query(index.definition);
    byTable.set(index.table, (byTable.get(index.table) ?? 0) + performance.now() - started);
  }
  for (const [table, ms] of byTable) console.log(`  ${table.padEnd(18)} ${(ms / 1000).toFixed(1)} s`);
}

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  console.log(`${label} in ${seconds(started)} s`);
  return result;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
