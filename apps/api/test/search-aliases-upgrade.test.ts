import fs from 'node:fs';
import path from 'node:path';
import { searchKey } from '@sefer/contract';
import { searchNameKey } from '@sefer/contract/search-aliases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { makeCompany, makePlace, makeProduct } from './factories.ts';
import { freshDatabase, targets } from './helper.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../migrations');
type Journal = { entries: { tag: string; when: number }[] };

/**
 * Migration 0010 on a database that already holds rows: applies 0000–0009 as drizzle would have (and records
 * them the way drizzle's migrator does), writes rows, then migrates; every search_name is recomputed with the
 * curated vocabulary and its trigram index is back.
 */
async function migrateTo(db: Database, lastTag: string) {
  const { entries } = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const upTo = entries.slice(0, entries.findIndex((e) => e.tag === lastTag) + 1);
  for (const { tag } of upTo) {
    const text = fs.readFileSync(path.join(MIGRATIONS, `${tag}.sql`), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await db.query(statement);
    }
  }
  await db.query('CREATE SCHEMA IF NOT EXISTS drizzle');
  await db.query(
    'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  await db.query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
    lastTag,
    upTo.at(-1)?.when,
  ]);
}

describe.each(targets)('migration 0010 on an existing database on %s', (target) => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDatabase(target, false));
  });
  afterAll(async () => {
    await drop?.();
  });

  it('recomputes search_name with the vocabulary and rebuilds its indexes', async () => {
    await migrateTo(db, '0009_reviews');
    const point = { lat: 9.03, lng: 38.75 };
    const school = await makePlace(db, { ...point, name: 'Kebena Primary School' });
    const church = await makePlace(db, { ...point, name: 'ቅዱስ ሚካኤል ቤተ ክርስቲያን', nameEn: 'St. Michael' });
    const companyId = await makeCompany(db, { ...point, name: 'Sheger Bakery', nameAm: 'ሸገር ዳቦ ቤት' });
    const product = await makeProduct(db, { companyId, name: 'Holy Water Bottle' });
    const before = await db.query<{ search_name: string }>('SELECT search_name FROM places WHERE id = $1', [
      school,
    ]);
    expect(before[0]?.search_name).toBe('kebena primari schol');

    await db.migrate();

    const names = async (table: string, id: number) =>
      (await db.query<{ search_name: string }>(`SELECT search_name FROM ${table} WHERE id = $1`, [id]))[0]
        ?.search_name;
    expect(await names('places', school)).toBe(searchNameKey('Kebena Primary School  '));
    expect(await names('places', school)).toContain(searchKey('የመጀመሪያ ደረጃ ትምህርት ቤት'));
    expect(await names('places', church)).toBe(searchNameKey('ቅዱስ ሚካኤል ቤተ ክርስቲያን St. Michael '));
    expect(await names('companies', companyId)).toMatch(
      /^sheger bakeri sheger dabo bet .* sheger dabo bet sheger bakeri /,
    );
    expect(await names('products', product)).toBe(searchNameKey('Holy Water Bottle '));
    const indexes = await db.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE indexname LIKE '%search_name_idx' ORDER BY indexname`,
    );
    expect(indexes.map((i) => i.indexname)).toEqual([
      'companies_search_name_idx',
      'places_search_name_idx',
      'products_search_name_idx',
    ]);
    // An Amharic query finds the English name through the index.
    const found = await db.query<{ id: number }>(`SELECT id FROM places WHERE $1 <% search_name`, [
      searchKey('ቀበና የመጀመሪያ ደረጃ ትምህርት ቤት'),
    ]);
    expect(found.map((r) => Number(r.id))).toContain(school);
  });
});
