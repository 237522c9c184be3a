import { type SQL, sql } from 'drizzle-orm';

/**
 * An update's SET items for the plain columns among `keys` that `changes` carries, each once: a change and
 * the table's column share the key (`nameAm` → `name_am`). Columns that need a cast or more are set apart.
 */
export function assignColumns<C extends object, K extends keyof C & string>(
  changes: C,
  table: Record<K, { name: string }>,
  keys: readonly K[],
): SQL[] {
  return keys
    .filter((key) => changes[key] !== undefined)
    .map((key) => sql`${sql.identifier(table[key].name)} = ${changes[key]}`);
}
