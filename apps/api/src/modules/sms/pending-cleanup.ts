import type { Queryable } from '../../db/client.ts';
import { removePendingAccounts } from './pending-accounts.repository.ts';
import { createSmsOutboxRepository } from './sms-outbox.repository.ts';

/** A sign-up that has not activated a day after its latest code is removed. */
export const PENDING_ACCOUNT_TTL_S = 86_400;
/** How often the server runs the clean-up (and once at start). */
export const CLEANUP_EVERY_S = 3_600;

type Logger = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

export type Housekeeping = { run(): Promise<void>; start(): void; stop(): Promise<void> };

/** The periodic clean-up of sign-ups: pending accounts, and messages whose code died unsent. */
export function createSmsHousekeeping(options: {
  db: Queryable;
  log: Logger;
  codeTtlS: number;
  maskBodies: boolean;
}): Housekeeping {
  const { db, log, codeTtlS, maskBodies } = options;
  const outbox = createSmsOutboxRepository();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  async function once(): Promise<void> {
    const accounts = await removePendingAccounts(db, PENDING_ACCOUNT_TTL_S);
    const expired = (await outbox.expireStale(db, codeTtlS, maskBodies)).length;
    if (accounts > 0 || expired > 0) {
      log.info({ removedPendingAccounts: accounts, expiredMessages: expired }, 'Sign-up clean-up');
    }
  }

  const run = (): Promise<void> => {
    running ??= once().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    run,
    start() {
      const tick = () =>
        void run().catch((error: Error) => log.warn({}, `Sign-up clean-up failed: ${error.message}`));
      tick();
      clearInterval(timer);
      timer = setInterval(tick, CLEANUP_EVERY_S * 1000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
