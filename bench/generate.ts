/**
 * Fills a PostgreSQL database with a realistic, repeatable data set for the benchmarks:
 *   npx tsx bench/generate.ts --url postgres://… [--places 1000000 --companies 100000 --products 300000] [--reset]
 * Everything is generated inside PostgreSQL (generate_series, seeded random()), table by table.
 */
import { type Database, openDatabase, type Queryable } from '@sefer/api/src/db/client.ts';
import {
  insertWithWordsAfter,
  type WordKind,
} from '@sefer/api/src/modules/search/search-words.repository.ts';
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
      return await timed('check of the search words on a sample', () => checkWordsSample(db, SAMPLE));
    await ensureEmpty(db, flags.reset);
    await db.query('SET synchronous_commit = off');
    await db.query(`SET maintenance_work_mem = '256MB'`);
    const started = performance.now();
    await fill(db, 'tags', null, async (tx) => {
      for (const k of KINDS) {
        await tx.query('INSERT INTO tags (tag, category, label_am) VALUES ($1, $2, $3)', [
          k.tag,
          k.category,
          k.am,
        ]);
      }
    });
    await fill(db, 'companies', 0, async (tx) => {
      await tx.query('SELECT setseed(0.11)');
      await tx.query(companiesSql, [counts.companies, ...nameParams()]);
    });
    await fill(db, 'products', 2, async (tx) => {
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
    await fill(db, 'places', 3, async (tx) => {
      await tx.query('SELECT setseed(0.33)');
      await tx.query(placesSql, [
        counts.places,
        ...nameParams(),
        KINDS.map((k) => k.osm),
        KINDS.map((k) => k.category),
      ]);
    });
    // VACUUM as well as ANALYZE, so autovacuum does not start on the new rows during a load test; the tables the
    // triggers and the bulk path derive too: without statistics, a product's edit took 600–900 ms instead of 8 ms
    // (the planner scanned a partial index of search_words whole).
    await timed('VACUUM (ANALYZE)', () =>
      db.query(`VACUUM (ANALYZE) ${[...CONTENT_TABLES, ...DERIVED_TABLES].join(', ')}`),
    );
    console.log(`Done in ${seconds(started)} s`);
    await timed('check of the search words on a sample', () => checkWordsSample(db, SAMPLE));
  } finally {
    await db.close();
  }
}

/** Rows of the sample the check rewrites through the row triggers. */
const SAMPLE = { products: 3000, places: 7000 };
class Sampled extends Error {}

/**
 * Proves that the set-based search words equal what the row triggers write: in a transaction that is rolled back,
 * a random sample of products and places is deleted (their DELETE triggers take their postings and dictionary
 * counts away) and inserted again with the triggers on; the postings of the sample and the whole dictionary must
 * then be what the bulk path wrote. Companies are left out: deleting one takes its products along.
 */
async function checkWordsSample(db: Database, sample: { products: number; places: number }) {
  const differences = await db
    .transaction(async (tx) => {
      const words = `SELECT word, kind, id, pt::text FROM search_words
                      WHERE (kind = 2 AND id IN (SELECT id FROM s_products)) OR (kind = 3 AND id IN (SELECT id FROM s_places))`;
      for (const table of ['products', 'places'] as const) {
        await tx.query(
          `CREATE TEMP TABLE s_${table} ON COMMIT DROP AS SELECT * FROM ${table} ORDER BY random() LIMIT $1`,
          [sample[table]],
        );
      }
      await tx.query(`CREATE TEMP TABLE bulk_words ON COMMIT DROP AS ${words}`);
      await tx.query(
        'CREATE TEMP TABLE bulk_dictionary ON COMMIT DROP AS SELECT word, n FROM search_dictionary',
      );
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
      const [diff] = await tx.query<{ words: number; dictionary: number; postings: number }>(
        `SELECT (SELECT count(*)::int FROM ((TABLE bulk_words EXCEPT ${words}) UNION ALL (${words} EXCEPT TABLE bulk_words)) x) AS words,
                (SELECT count(*)::int FROM ((TABLE bulk_dictionary EXCEPT SELECT word, n FROM search_dictionary)
                   UNION ALL (SELECT word, n FROM search_dictionary EXCEPT TABLE bulk_dictionary)) y) AS dictionary,
                (SELECT count(*)::int FROM bulk_words) AS postings`,
      );
      throw new Sampled(JSON.stringify(diff));
    })
    .catch((error: unknown) => {
      if (error instanceof Sampled) return JSON.parse(error.message) as Record<string, number>;
      throw error;
    });
  const total = sample.products + sample.places;
  if (differences.words !== 0 || differences.dictionary !== 0) {
    throw new Error(
      `The set-based search words differ from the triggers' on a sample of ${total} rows: ${differences.words} postings, ${differences.dictionary} dictionary rows`,
    );
  }
  console.log(
    `  ${total} rows rewritten by the triggers: their ${differences.postings} postings and the dictionary are the same`,
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
 * Fills one table in a transaction. A table with search words (`kind`) gets them written after its rows, set-based,
 * with its row trigger off meanwhile (apps/api/src/modules/search/search-words.repository.ts): the trigger counts
 * each word into the dictionary one row at a time, three quarters of an insert's time.
 */
async function fill(
  db: Database,
  table: string,
  kind: WordKind | null,
  insert: (tx: Queryable) => Promise<void>,
) {
  const started = performance.now();
  await db.transaction(async (tx) => {
    if (kind === null) return insert(tx);
    await insertWithWordsAfter(tx, kind, async () => ({ ids: null, result: await insert(tx) }));
  });
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  console.log(`${table.padEnd(10)} ${String(row?.n ?? 0).padStart(9)} rows in ${seconds(started)} s`);
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
