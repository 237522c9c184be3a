import {
  type Column,
  fillPlaceholders,
  type GetColumnData,
  is,
  Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs a statement written with Drizzle's `sql` template (tables and columns from `schema.ts`, values as
 * named parameters, never spliced into the text) on the database or an open transaction.
 */
export function run<Row>(q: Queryable, statement: SQL): Promise<Row[]> {
  const { sql, params } = dialect.sqlToQuery(statement);
  return q.query<Row>(sql, params);
}

/** The first row of `run`, or undefined. */
export async function runOne<Row>(q: Queryable, statement: SQL): Promise<Row | undefined> {
  return (await run<Row>(q, statement))[0];
}

/**
 * A statement's text, built once, with its named values (`sql.placeholder`) filled in at each run: for the hot
 * queries (feeds, search) whose text depends only on their shape, so a connection prepares a handful of texts
 * and no request pays for building one.
 */
export type Prepared<Values> = { readonly text: string; params(values: Values): unknown[] };

export function prepare<Values extends Record<string, unknown>>(statement: SQL): Prepared<Values> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  // Drizzle gives each use of a placeholder a parameter of its own; one per named value keeps the statement as
  // PostgreSQL would be written by hand (a feed query has 7 values, not 21 parameters).
  const first = new Map<string, number>();
  const kept: unknown[] = [];
  const numberOf = params.map((param) => {
    if (is(param, Placeholder)) {
      const seen = first.get(param.name);
      if (seen !== undefined) return seen;
      first.set(param.name, kept.length + 1);
    }
    kept.push(param);
    return kept.length;
  });
  const markers = text.match(/\$\d+/g) ?? [];
  if (markers.length !== params.length)
    throw new Error(`parameter markers do not match the parameters: ${text}`);
  const deduped = text.replace(/\$(\d+)/g, (_, n: string) => `$${numberOf[Number(n) - 1]}`);
  return { text: deduped, params: (values) => fillPlaceholders(kept, values) };
}

/** `named<V>().lat` is `sql.placeholder('lat')`: the values of a prepared statement by name, typed by `V`. */
export function named<Values extends Record<string, unknown>>(): {
  readonly [K in keyof Values & string]: Placeholder<K>;
} {
  return new Proxy({} as never, { get: (_, name: string) => sql.placeholder(name) });
}

/** A whole number written into a statement's text (a row count that fixes its plan, a kind code); checked first. */
export function int(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an integer: ${n}`);
  return sql.raw(String(n));
}

/** A constant of the code written into a statement's text as a float8 (a weight, a threshold); checked first. */
export function float(n: number): SQL {
  if (!Number.isFinite(n)) throw new RangeError(`not a finite number: ${n}`);
  return sql.raw(`${n}::float8`);
}

/** The row a SELECT list of columns and typed expressions (`sql<T>`) gives, each key its value's type. */
export type RowOf<Columns> = {
  [K in keyof Columns]: Columns[K] extends Column
    ? GetColumnData<Columns[K]>
    : Columns[K] extends SQL<infer T>
      ? T
      : never;
};
