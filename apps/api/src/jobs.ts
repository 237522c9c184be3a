import type { FastifyInstance } from 'fastify';

/** A job inside the server that runs in rounds (./modules/account/idle-accounts.ts, ./modules/stats/stats-purge.ts). */
export type RecurringJob<Round> = {
  /** A round, once the one under way (if any) has ended: it sees everything committed before the call. */
  run(): Promise<Round>;
  /** The first round now, then one every `everyS`; a round cut short (`more`) goes on after `againS`. */
  start(): void;
  /** No more rounds; waits for the one under way. */
  stop(): Promise<void>;
};

type Logger = { warn: (obj: object, msg: string) => void };

/**
 * Runs `once` in rounds, one after the other, from `start` to `stop`. A round answers `more` when it stopped at its
 * batch limit; a failed round is logged under `name` and tried again after `againS`. The timer never keeps the
 * process alive.
 */
export function recurringJob<Round extends { more: boolean }>({
  name,
  once,
  everyS,
  againS,
  log,
}: {
  name: string;
  once: () => Promise<Round>;
  everyS: number;
  againS: number;
  log: Logger;
}): RecurringJob<Round> {
  let timer: NodeJS.Timeout | undefined;
  let latest: Promise<unknown> = Promise.resolve();
  let stopped = true;

  const run = (): Promise<Round> => {
    const round = latest.catch(() => {}).then(once);
    latest = round;
    return round;
  };

  function schedule(seconds: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(tick, seconds * 1000);
    timer.unref();
  }

  function tick() {
    run().then(
      (round) => schedule(round.more ? againS : everyS),
      (error: Error) => {
        log.warn({}, `${name} failed: ${error.message}`);
        schedule(againS);
      },
    );
  }

  return {
    run,
    start() {
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await latest.catch(() => {});
    },
  };
}

/** Work that runs beside the requests while the server is up. */
export type Background = { start(): void; stop(): Promise<void> };

/**
 * Starts `jobs` once the server is ready, and stops them when it closes, last started first, each waiting for
 * the work it has under way.
 */
export function runWhileUp(app: FastifyInstance, ...jobs: Background[]): void {
  app.addHook('onReady', async () => {
    for (const job of jobs) job.start();
  });
  app.addHook('onClose', async () => {
    for (const job of [...jobs].reverse()) await job.stop();
  });
}
