import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { foldSearchText, searchKey } from '@sefer/contract';
import { searchNameKey } from '@sefer/contract/search-aliases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { searchKeyFunctionsSql, searchNameFunctionSql } from '../src/modules/search/search-key-sql.ts';
import { OSM_EXTRACT } from '../src/osm/extract.ts';
import { freshDatabase, targets } from './helper.ts';

const migration = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, '../migrations', name), 'utf8');

/** Every name of the OpenStreetMap file (name, name_en, name_am, alt names) plus awkward strings. */
function sample(): string[] {
  const names = new Set<string>();
  for (const line of gunzipSync(fs.readFileSync(OSM_EXTRACT)).toString('utf8').split('\n')) {
    if (!line.trim()) continue;
    const poi = JSON.parse(line) as Record<string, unknown>;
    for (const field of ['name', 'name_en', 'name_am', 'category', 'address']) {
      if (typeof poi[field] === 'string') names.add(poi[field] as string);
    }
    for (const alt of (poi.alt_names as string[] | undefined) ?? []) names.add(alt);
  }
  for (const s of [
    'ሐይሌ ሠፈር ዐባይ ፀሐይ ኀይለ',
    'ቅዱስ፡ጊዮርጊስ።ቤተ፡ክርስቲያን',
    'Café Ünïcôdé ŒUVRE Straße Ærø',
    'ΣΟΦΙΑ Москва القاهرة 東京 서울',
    "'; DROP TABLE places; --",
    '%_\\ LIKE [a-z]* (?!x)',
    '😀🇪🇹 🍕 ☕',
    '፩ ፪ ፲ ፻ ፼',
    'tab\tnew\nline',
    'የኢትዮጵያ ንግድ ባንክ ቅርንጫፍ ye na yena ብርሃንና የቅዱስ',
    'Commercial Bank of Ethiopia Primary School St. Mary Church',
    'e\u0301 a\u0308 combining',
    '',
    '   ',
  ]) {
    names.add(s);
  }
  return [...names];
}

describe('the search key in SQL', () => {
  it('is the generated text the migrations hold', () => {
    expect(migration('0008_search.sql')).toContain(searchKeyFunctionsSql());
    expect(migration('0010_search_aliases.sql')).toContain(searchNameFunctionSql());
  });
});

describe.each(targets)('sefer_search_key on %s', (target) => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDatabase(target));
  });
  afterAll(async () => {
    await drop?.();
  });

  it('agrees with the TypeScript normalisation on every OpenStreetMap name', async () => {
    const texts = sample();
    expect(texts.length).toBeGreaterThan(10_000);
    const rows: { i: number; fold: string; key: string; name: string }[] = [];
    for (let at = 0; at < texts.length; at += 2000) {
      const chunk = texts.slice(at, at + 2000);
      rows.push(
        ...(await db.query<{ i: number; fold: string; key: string; name: string }>(
          `SELECT i::int - 1 + $2::int AS i, coalesce(sefer_fold_text(t), '') AS fold, sefer_search_key(t) AS key,
             sefer_search_name(t) AS name
           FROM unnest($1::text[]) WITH ORDINALITY AS u(t, i)`,
          [chunk, at],
        )),
      );
    }
    const differences = rows
      .map((row) => ({ text: texts[row.i] as string, row }))
      .filter(
        ({ text, row }) =>
          foldSearchText(text) !== row.fold ||
          searchKey(text) !== row.key ||
          searchNameKey(text) !== row.name,
      )
      .map(({ text, row }) => ({
        text,
        ts: searchKey(text),
        sql: row.key,
        tsFold: foldSearchText(text),
        sqlFold: row.fold,
        tsName: searchNameKey(text),
        sqlName: row.name,
      }));
    expect(differences.slice(0, 10)).toEqual([]);
    expect(rows).toHaveLength(texts.length);
  });
});
