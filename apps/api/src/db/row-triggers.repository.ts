import type { EntityKind } from '@sefer/contract';
import { getTableName, sql } from 'drizzle-orm';
import type { Queryable } from './client.ts';
import { KIND_TABLE } from './kind-tables.ts';
import { run } from './typed-sql.ts';

/** The tables the row triggers of companies, products and places derive: their triggers are `<derived>_<table>`. */
export type Derived = 'feed_entries' | 'search_words';

/**
 * Runs `fn` with the row trigger that keeps `derived` in step with the kind's table off, for a bulk path that writes
 * the derived rows set-based after. Off inside the transaction only: other writers to the table wait for the commit,
 * readers do not.
 */
export async function withRowTriggerOff<T>(
  tx: Queryable,
  kind: EntityKind,
  derived: Derived,
  fn: () => Promise<T>,
): Promise<T> {
  const table = KIND_TABLE[kind];
  const trigger = sql.identifier(`${derived}_${getTableName(table)}`);
  await run(tx, sql`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
  const result = await fn();
  await run(tx, sql`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
  return result;
}
