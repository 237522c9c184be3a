import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { KIND_TABLE } from '../../db/kind-tables.ts';
import { withRowTriggerOff } from '../../db/row-triggers.repository.ts';
import { searchDictionary, searchWords } from '../../db/schema.ts';
import { run } from '../../db/typed-sql.ts';

/** The kinds that have search words: company 0, product 2, place 3. */
export type WordKind = keyof typeof KIND_TABLE;

/**
 * Inserts many rows of a kind and writes their search words after, set-based, instead of one row at a time: the row
 * trigger counts each word into the dictionary row by row, most of an insert's time (an OpenStreetMap import, the
 * bench's generator). The trigger is off inside the transaction only: other writers to the table wait for the commit,
 * readers do not. `insert` answers the ids it inserted, or null when the table held nothing before (all its rows).
 */
export async function insertWithWordsAfter<T>(
  tx: Queryable,
  kind: WordKind,
  insert: () => Promise<{ ids: number[] | null; result: T }>,
): Promise<T> {
  // The row trigger (migration 0011) writes each inserted row's words one row at a time.
  const { ids, result } = await withRowTriggerOff(tx, kind, 'search_words', insert);
  await writeSearchWords(tx, kind, ids);
  return result;
}

/**
 * What search_words_sync (migration 0011) writes for inserted rows, for all of them in two statements: their postings,
 * then their words counted into the dictionary (tags, `#…`, are postings only). `ids` null: every row of the kind.
 */
async function writeSearchWords(tx: Queryable, kind: WordKind, ids: number[] | null): Promise<void> {
  const t = KIND_TABLE[kind];
  const w = searchWords;
  const rows = ids === null ? sql`true` : sql`${t.id} = ANY(${sql.param(ids)}::bigint[])`;
  await run(
    tx,
    sql`INSERT INTO ${w} ("word", "kind", "id", "pt")
        SELECT word, ${kind}::smallint, ${t.id}, ${t.pt}
          FROM ${t}, unnest(sefer_search_words(${t.searchName}, ${t.searchText}, ${t.tags})) word
         WHERE ${rows}`,
  );
  const postings = ids === null ? sql`true` : sql`${w.id} = ANY(${sql.param(ids)}::bigint[])`;
  await run(
    tx,
    sql`INSERT INTO ${searchDictionary} AS d ("word", "n")
        SELECT ${w.word}, count(*)::int FROM ${w}
         WHERE ${w.kind} = ${kind} AND ${postings} AND left(${w.word}, 1) <> '#'
         GROUP BY ${w.word}
        ON CONFLICT ("word") DO UPDATE SET "n" = d."n" + EXCLUDED."n"`,
  );
}
