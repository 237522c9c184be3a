import type { Database } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import { type RecurringJob, recurringJob } from '../../jobs.ts';
import { createSmsOutboxRepository } from '../sms/sms-outbox.repository.ts';
import type { SmsQueue } from '../sms/sms-queue.ts';
import type { AccountRepository } from './account.repository.ts';
import type { AccountService } from './account.service.ts';

/** How often the job runs (and once at start). */
export const IDLE_CHECK_EVERY_S = 86_400;
/** A round cut short (its share of the SMS budget used, or its batch done) goes on after this. */
export const IDLE_CHECK_AGAIN_S = 60;
/** Accounts deleted, and warnings queued, in one round at most. */
export const IDLE_BATCH = 200;

/** No digits: a provider's messages have their digits masked once sent, and there is no code here. */
export const IDLE_WARNING_TEXT =
  'Sefer: you have not used your account for almost six months. Log in within a week to keep it; otherwise it is deleted with its data. ' +
  'ሰፈር፦ መለያዎን ለስድስት ወር ያህል አልተጠቀሙበትም። እንዲቆይ በአንድ ሳምንት ውስጥ ይግቡ፤ ካልሆነ ከነመረጃው ይሰረዛል።';

type Logger = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

export type IdleRound = { deleted: number; warned: number; more: boolean };

export type IdleAccounts = RecurringJob<IdleRound>;

export type IdleAccountsOptions = {
  db: Database;
  repo: Pick<AccountRepository, 'nextIdleToDelete' | 'nextIdleToWarn' | 'markWarned'>;
  accounts: Pick<AccountService, 'eraseIdle' | 'finish'>;
  sms: SmsQueue;
  /** The server's SMS budget a minute: warnings take at most half of it, sign-ups keep the rest. */
  budgetPerMinute: number;
  log: Logger;
};

/**
 * The idle-account job (issue 30, docs/security.md "Leaving"): an account unused for six months (no sign-in
 * and no token refresh: `users.last_active_at`) is deleted as its owner would delete it, keeping its reviews
 * as a former user's; a week before, one SMS warns the number. Each account is its own transaction; rows
 * another server is working on are skipped.
 */
export function createIdleAccounts({ db, repo, accounts, sms, budgetPerMinute, log }: IdleAccountsOptions) {
  const outbox = createSmsOutboxRepository();
  const share = Math.max(1, Math.floor(budgetPerMinute / 2));
  async function deleteDue(): Promise<{ deleted: number; more: boolean }> {
    let deleted = 0;
    while (deleted < IDLE_BATCH) {
      const erased = await db.transaction(async (tx) => {
        const due = await repo.nextIdleToDelete(tx);
        return due ? accounts.eraseIdle(tx, Number(due.id)) : null;
      });
      if (erased === null) return { deleted, more: false };
      if (typeof erased === 'object') await accounts.finish(erased);
      deleted += 1;
    }
    return { deleted, more: true };
  }

  async function warnDue(): Promise<{ warned: number; more: boolean }> {
    let warned = 0;
    /** Numbers the SMS limits refused this round (five texts today already): tried again next round. */
    const refused: number[] = [];
    while (warned < IDLE_BATCH) {
      const outcome = await db.transaction(async (tx) => {
        if ((await outbox.all(tx, 60)).n >= share) return 'budget' as const;
        const due = await repo.nextIdleToWarn(tx, refused);
        if (!due) return 'none' as const;
        try {
          await sms.queue(
            tx,
            { to: due.phone, body: IDLE_WARNING_TEXT, code: null },
            { clientAddress: null },
          );
        } catch (error) {
          // Refused by the SMS limits before anything was queued: the account stays unwarned.
          if (error instanceof HttpError && error.statusCode === 429) return Number(due.id);
          throw error;
        }
        await repo.markWarned(tx, Number(due.id));
        return 'warned' as const;
      });
      if (outcome === 'none') return { warned, more: false };
      if (outcome === 'budget') return { warned, more: true };
      if (typeof outcome === 'number') {
        refused.push(outcome);
        continue;
      }
      warned += 1;
      sms.wake();
    }
    return { warned, more: true };
  }

  async function once(): Promise<IdleRound> {
    const { deleted, more: moreToDelete } = await deleteDue();
    const { warned, more: moreToWarn } = await warnDue();
    if (deleted > 0 || warned > 0) log.info({ idleDeleted: deleted, idleWarned: warned }, 'Idle accounts');
    return { deleted, warned, more: moreToDelete || moreToWarn };
  }

  return recurringJob({
    name: 'Idle-account job',
    once,
    everyS: IDLE_CHECK_EVERY_S,
    againS: IDLE_CHECK_AGAIN_S,
    log,
  }) satisfies IdleAccounts;
}
