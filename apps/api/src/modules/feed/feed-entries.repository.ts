import type { EntityKind } from '@sefer/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { KIND_TABLE } from '../../db/kind-tables.ts';
import { withRowTriggerOff } from '../../db/row-triggers.repository.ts';
import { run } from '../../db/typed-sql.ts';

/**
 * Inserts many rows of a kind and writes their cards into feed_entries after, in one statement, instead of one row
 * trigger call per row: both go through the same `feed_entries_write` (migration 0031), for one id or a range. The
 * trigger is off inside the transaction only, for updates and deletes as well, so `insert` must only insert. It
 * answers the ids it inserted, or null when the table held nothing before (its cards are then written for every
 * row); the answer is passed on, so that another bulk step can wrap this one.
 */
export async function insertWithCardsAfter<T>(
  tx: Queryable,
  kind: EntityKind,
  insert: () => Promise<{ ids: number[] | null; result: T }>,
): Promise<{ ids: number[] | null; result: T }> {
  const table = KIND_TABLE[kind];
  const inserted = await withRowTriggerOff(tx, kind, 'feed_entries', insert);
  const range =
    inserted.ids === null
      ? sql`SELECT min(${table.id}) AS first, max(${table.id}) AS last FROM ${table}`
      : sql`SELECT min(i) AS first, max(i) AS last FROM unnest(${sql.param(inserted.ids)}::bigint[]) i`;
  // Ids between the first and the last that were there before are written again, unchanged. The trigger is on
  // again: the transaction's later inserts write their own cards.
  await run(
    tx,
    sql`SELECT feed_entries_write(${kind}::smallint, r.first, r.last) FROM (${range}) r WHERE r.first IS NOT NULL`,
  );
  return inserted;
}
