import type { PGlite } from '@electric-sql/pglite';

/** The status PGlite's backend throws to unwind an SQL error back to its main loop; anything else is a crash. */
const POSTGRES_MAIN_LONGJMP = 100;

/** PGlite's backend died inside a query; the instance answers nothing reliably any more. */
export class PgliteCrashedError extends Error {
  constructor(cause: unknown) {
    super(`The embedded database crashed and must be reopened: ${String(cause)}`, { cause });
    this.name = 'PgliteCrashedError';
  }
}

/**
 * Makes a crash inside PGlite's backend fail the query instead of hanging the process.
 *
 * PGlite 0.5 runs each query by calling its backend's loop until the input is consumed, and swallows
 * every exception from it except the unwinding of an SQL error (electric-sql/pglite#1058). After a
 * real crash, such as V8 running out of native stack inside the WebAssembly, the backend is left
 * mid-statement: the loop then spins forever at full CPU, or later queries get wrong answers (a
 * `SELECT 2` returning no row). The loop is plain JavaScript over the module's exported functions,
 * so this wraps them: the crash is remembered, rethrown from the `stackRestore` PGlite calls in its
 * catch, and from then on every query of this instance rejects with {@link PgliteCrashedError}.
 * docs/decisions/0015-pglite-crash.md.
 */
export function failFastOnCrash(pg: PGlite, onCrash: (error: PgliteCrashedError) => void = () => {}): void {
  const mod = pg.Module;
  let crash: PgliteCrashedError | undefined;
  const loopOnce = mod._PostgresMainLoopOnce;
  mod._PostgresMainLoopOnce = () => {
    if (crash) throw crash;
    try {
      loopOnce();
    } catch (error) {
      if ((error as { status?: unknown } | null)?.status !== POSTGRES_MAIN_LONGJMP) {
        crash = new PgliteCrashedError(error);
        onCrash(crash);
      }
      throw error;
    }
  };
  const stackRestore = mod.stackRestore;
  mod.stackRestore = (sp) => {
    const restored = stackRestore(sp);
    if (crash) throw crash;
    return restored;
  };
  // PGlite's `finally` flushes the backend's answer; a dead backend has none, and must not throw over the crash.
  const sendReady = mod._PostgresSendReadyForQueryIfNecessary;
  mod._PostgresSendReadyForQueryIfNecessary = () => {
    if (!crash) sendReady();
  };
  const flush = mod._pgl_pq_flush;
  mod._pgl_pq_flush = () => {
    if (!crash) flush();
  };
}
