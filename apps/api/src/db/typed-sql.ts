import type { SQL } from 'drizzle-orm';
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
