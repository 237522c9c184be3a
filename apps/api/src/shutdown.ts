import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';

/** In-flight requests get this long to finish after a stop signal; then their connections are cut. */
const DRAIN_MS = 7000;
/**
 * The process has ended by then whatever the database is doing: `docker stop` kills at 10 s, and a loaded
 * machine runs timers late.
 */
const EXIT_MS = 8500;
const KILL_MS = 9000;

/**
 * Kills the process from a thread of its own if it is still alive after `ms`: PGlite runs each query
 * synchronously in WebAssembly, and while the main thread is inside one no timer of its own can fire.
 */
function killAfter(ms: number): void {
  new Worker(`setTimeout(() => process.kill(process.pid, 'SIGKILL'), ${ms});`, { eval: true }).unref();
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish, close the
 * database and exit; within 10 s in any case. A second signal exits at once.
 */
export function stopOnSignals(app: FastifyInstance, db: Database): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: finishing the requests in flight, then exiting`);
    killAfter(KILL_MS);
    setTimeout(() => {
      app.log.error('Shutdown took too long: exiting without waiting for the database');
      process.exit(1);
    }, EXIT_MS).unref();
    setTimeout(() => app.server.closeAllConnections(), DRAIN_MS).unref();
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}
