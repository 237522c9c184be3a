import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { takeDataDirLock } from './data-dir-lock.ts';
import { fifoGate, type Gate } from './fifo-gate.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import { failFastOnCrash, type PgliteCrashedError } from './pglite-guard.ts';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/** Anything SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * The same database through connections whose prepared statements always run a generic plan, for
   * queries whose text fixes their plan (the nearest-first feeds): PostgreSQL would otherwise plan them
   * afresh at every execution, about a third of their CPU (docs/decisions/0014-feed-spgist.md). On PGlite
   * it is the database itself.
   */
  readonly genericPlans: Queryable;
  /**
   * The same database with these settings (GUCs) for every query: on PostgreSQL connections opened with
   * them (one pool per set of settings), so a query needs no transaction to set them; on PGlite, which has
   * one connection, each query runs in a transaction that sets them first.
   */
  withSettings(settings: Readonly<Record<string, string>>): Queryable;
  /** Runs `fn` in one transaction: all of it is written, or none. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; max?: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests). `onCrash` hears of a crash of the embedded
   * backend, after which every query rejects (./pglite-guard.ts).
   */
  | { kind: 'pglite'; dataDir?: string; onCrash?: (error: PgliteCrashedError) => void };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const db =
    options.kind === 'postgres'
      ? openPostgres(options.url, options.max)
      : await openPglite(options.dataDir, options.onCrash);
  try {
    await assertEthiopicSearchWorks(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

function openPostgres(url: string, max = 10): Database {
  const connect = (connection: Record<string, string> = {}): Pool => ({
    sql: postgres(url, {
      max,
      onnotice: () => {},
      connection,
      // ids are bigint: numbers in JSON (all ids stay far below 2^53).
      types: {
        bigint: { to: 20, from: [20], serialize: (v: number) => String(v), parse: (v: string) => Number(v) },
      },
    }),
    gate: fifoGate(max),
  });
  const main = connect();
  // Pools with settings are opened on first use: most processes (tests, the importer) never ask for them.
  // The same settings share one pool; the key is worked out once per caller, not per query.
  const pools = new Map<string, Pool>();
  const pool = (settings: Readonly<Record<string, string>>) => {
    const key = JSON.stringify(Object.entries(settings).sort());
    return () => {
      let found = pools.get(key);
      if (!found) {
        found = connect({ ...settings });
        pools.set(key, found);
      }
      return found;
    };
  };
  const send = <T>(sql: postgres.Sql | postgres.TransactionSql, text: string, params: unknown[]) =>
    sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true }) as unknown as Promise<
      T[]
    >;
  const run = (target: () => Pool): Queryable => ({
    query: <T>(text: string, params: unknown[] = []) => {
      const { sql, gate } = target();
      return gate.run(() => send<T>(sql, text, params));
    },
  });
  return {
    kind: 'postgres',
    ...run(() => main),
    genericPlans: run(pool({ plan_cache_mode: 'force_generic_plan' })),
    withSettings: (settings) => run(pool(settings)),
    transaction: (fn) =>
      main.gate.run(
        async () =>
          (await main.sql.begin((tx) =>
            fn({ query: (text, params = []) => send(tx, text, params) }),
          )) as never,
      ),
    migrate: () => migratePostgres(drizzlePostgres(main.sql), { migrationsFolder }),
    close: async () => {
      await Promise.all([main, ...pools.values()].map((p) => p.sql.end({ timeout: 5 })));
    },
  };
}

/** A PostgreSQL pool, and the gate its queries pass through. */
type Pool = { sql: postgres.Sql; gate: Gate };

async function openPglite(
  dataDir: string | undefined,
  onCrash: ((error: PgliteCrashedError) => void) | undefined,
): Promise<Database> {
  const release = dataDir ? takeDataDirLock(dataDir) : () => {};
  try {
    const pg = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
    failFastOnCrash(pg, (error) => {
      // Rare and fatal: say so even where logging is silenced (tests), with the original stack.
      console.error('PGlite crashed; every later query of this instance fails.', error.cause);
      onCrash?.(error);
    });
    const query = async <T>(text: string, params: unknown[] = []) => (await pg.query<T>(text, params)).rows;
    return {
      kind: 'pglite',
      query,
      genericPlans: { query },
      withSettings: (settings) => {
        const entries = Object.entries(settings);
        const set = `SELECT ${entries.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`;
        const values = entries.flat();
        return {
          query: <T>(text: string, params: unknown[] = []) =>
            pg.transaction(async (tx) => {
              if (entries.length) await tx.query(set, values);
              return (await tx.query<T>(text, params)).rows;
            }),
        };
      },
      transaction: (fn) =>
        pg.transaction((tx) => fn({ query: async (t, p = []) => (await tx.query(t, p)).rows as never })),
      migrate: () => migratePglite(drizzlePglite(pg), { migrationsFolder }),
      close: async () => {
        await pg.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** pg_trgm extracts no trigrams from Ethiopic under a `C` character type (DESIGN §1): refuse such a database. */
async function assertEthiopicSearchWorks(db: Database): Promise<void> {
  const [row] = await db.query<{ ctype: string }>(
    'SELECT datctype AS ctype FROM pg_database WHERE datname = current_database()',
  );
  const ctype = row?.ctype ?? '';
  if (ctype === 'C' || ctype === 'POSIX') {
    throw new Error(
      `The database's character type is ${ctype}, which breaks Amharic search. ` +
        `Create it with: CREATE DATABASE name TEMPLATE template0 LC_CTYPE 'C.UTF-8' LC_COLLATE 'C.UTF-8'`,
    );
  }
}
