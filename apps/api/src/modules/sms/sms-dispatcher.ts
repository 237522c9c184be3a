import type { Queryable } from '../../db/client.ts';
import { createSmsOutboxRepository, type QueuedMessage } from './sms-outbox.repository.ts';
import type { SmsSender } from './sms-sender.ts';

/**
 * Retries of a message the provider did not take: after 2, 6, 18, 54 and 162 s, then given up, all
 * within a code's 10 minutes. The lease outlasts an attempt's time limit, so a row whose server died
 * mid-send is tried again, and no other server takes it meanwhile.
 */
export const SMS_RETRY = { maxAttempts: 6, firstDelayS: 2, factor: 3, leaseS: 60 } as const;
export const retryDelayS = (attempts: number) => SMS_RETRY.firstDelayS * SMS_RETRY.factor ** (attempts - 1);

/** Messages sent at once; more wait in the outbox. */
const CONCURRENCY = 8;
/** Longest sleep: rows queued by another server, or left from before a restart, are found this soon. */
const POLL_S = 10;

type Logger = { warn: (obj: object, msg: string) => void };

export type SmsDispatcherOptions = {
  db: Queryable;
  sender: SmsSender;
  log: Logger;
  /** A message older than this is not sent: its code is dead. */
  codeTtlS: number;
};

/**
 * The sender loop: takes committed messages from the outbox and hands them to the sender outside any
 * transaction, each attempt within its time limit, retrying with back-off and recording every failure
 * on the row. `wake` after a commit sends at once; a timer finds retries and other servers' rows.
 */
export function createSmsDispatcher({ db, sender, log, codeTtlS }: SmsDispatcherOptions) {
  const repo = createSmsOutboxRepository();
  const mask = sender.kind !== 'log';
  const inFlight = new Set<Promise<void>>();
  let abort = new AbortController();
  let stopped = true;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function deliver(row: QueuedMessage): Promise<void> {
    try {
      await sender.deliver({ id: row.id, to: row.phone, body: row.body }, abort.signal);
    } catch (error) {
      // Stopping: the lease runs out and the next start tries again.
      if (stopped) return;
      const reason = (error as Error).message.slice(0, 300);
      const giveUp = row.attempts >= SMS_RETRY.maxAttempts || (await repo.olderThan(db, row.id, codeTtlS));
      await repo.markFailed(db, row.id, reason, giveUp ? null : retryDelayS(row.attempts), mask);
      log.warn(
        { sms: { outboxId: row.id, attempts: row.attempts, givenUp: giveUp } },
        `SMS delivery failed: ${reason}`,
      );
      return;
    }
    await repo.markSent(db, row.id, mask);
  }

  function track(row: QueuedMessage) {
    const done: Promise<void> = deliver(row)
      .catch((error: Error) => log.warn({ sms: { outboxId: row.id } }, `SMS outbox: ${error.message}`))
      .finally(() => {
        inFlight.delete(done);
        wake();
      });
    inFlight.add(done);
  }

  function sleep(seconds: number) {
    clearTimeout(timer);
    timer = setTimeout(wake, Math.max(50, seconds * 1000));
    timer.unref();
  }

  async function pass(): Promise<void> {
    try {
      do {
        again = false;
        const room = CONCURRENCY - inFlight.size;
        if (room <= 0) return; // a finishing delivery wakes the loop
        const rows = await repo.claimDue(db, room, SMS_RETRY.leaseS, codeTtlS);
        for (const row of rows) track(row);
      } while (again && !stopped);
      if (stopped) return;
      const next = await repo.secondsToNextDue(db, codeTtlS);
      sleep(next === null ? POLL_S : Math.min(next, POLL_S));
    } catch (error) {
      if (stopped) return;
      log.warn({}, `SMS outbox unavailable: ${(error as Error).message}`);
      sleep(POLL_S);
    }
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass().finally(() => {
      running = null;
      if (again) wake();
    });
  }

  return {
    wake,
    start(): void {
      if (!stopped) return;
      stopped = false;
      abort = new AbortController();
      wake();
    },
    /** Ends the loop: attempts under way are cut short and left to the next start. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      abort.abort(new Error('server closing'));
      await running;
      await Promise.allSettled([...inFlight]);
    },
    /** Attempts under way (tests wait for them). */
    get busy(): number {
      return inFlight.size;
    },
  };
}
export type SmsDispatcher = ReturnType<typeof createSmsDispatcher>;
