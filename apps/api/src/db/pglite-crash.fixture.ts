/**
 * Crashes PGlite's backend on purpose, for pglite-guard.test.ts, which runs it in a child process with a
 * small V8 stack (`node --stack-size=200`) because an unguarded crash can hang the process that hosts it:
 * `tsx pglite-crash.fixture.ts [guarded|bare]`. Runs an expression nested 300 deep, which runs V8 out
 * of native stack inside the WebAssembly (PostgreSQL's own depth check measures another stack), then
 * `SELECT 2` on the same instance, and prints one JSON line with what each answered.
 */
import { PGlite } from '@electric-sql/pglite';
import { failFastOnCrash } from './pglite-guard.ts';

const pg = await PGlite.create();
const crashes: string[] = [];
if (process.argv[2] !== 'bare') failFastOnCrash(pg, (error) => crashes.push(String(error.cause)));

async function attempt(sql: string): Promise<unknown> {
  try {
    return (await pg.query(sql)).rows;
  } catch (error) {
    return { error: (error as Error).name, message: (error as Error).message };
  }
}

const deep = await attempt(`SELECT ${'abs('.repeat(300)}1${')'.repeat(300)} AS x`);
const next = await attempt('SELECT 2 AS y');
console.log(JSON.stringify({ deep, next, crashes }));
process.exit(0);
