import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { failFastOnCrash, type PgliteCrashedError } from './pglite-guard.ts';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-crash.fixture.ts');

describe('failFastOnCrash', () => {
  it('turns a crash of the backend into a rejected query, and every later query too', async () => {
    // In a child process with a small V8 stack: unguarded, such a crash can spin its host forever.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--stack-size=200', '--import', 'tsx', fixture, 'guarded'],
      { timeout: 60_000 },
    );
    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
    expect(result.deep).toEqual({
      error: 'PgliteCrashedError',
      message: expect.stringContaining('RangeError'),
    });
    expect(result.next).toEqual(result.deep);
    expect(result.crashes).toEqual([expect.stringContaining('Maximum call stack size exceeded')]);
  }, 70_000);

  it('leaves SQL errors, transactions and closing alone', async () => {
    const pg = await PGlite.create();
    const crashes: PgliteCrashedError[] = [];
    failFastOnCrash(pg, (error) => crashes.push(error));
    await expect(pg.query('SELECT 1/0')).rejects.toThrow('division by zero');
    await expect(pg.query('SELEC 1')).rejects.toThrow('syntax error');
    await expect(
      pg.transaction(async (tx) => {
        await tx.query('CREATE TABLE t (id int PRIMARY KEY)');
        await tx.query('INSERT INTO t VALUES (1), (1)');
      }),
    ).rejects.toThrow('duplicate key');
    expect((await pg.query('SELECT 2 AS y')).rows).toEqual([{ y: 2 }]);
    expect((await pg.query(`SELECT to_regclass('t') AS t`)).rows).toEqual([{ t: null }]);
    await pg.close();
    expect(crashes).toEqual([]);
    // Starting PGlite takes 4–5 s on the loaded 2-core machine, vitest's whole default.
  }, 60_000);
});
