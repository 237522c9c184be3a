import { addMonthsToDate, STATS_EVENT_MONTHS } from '@sefer/contract';
import { type RecurringJob, recurringJob } from '../../jobs.ts';
import { addisDay } from '../views/view-address.ts';
import type { StatsRepository } from './stats.repository.ts';

/** How often the purge runs (and once at start). */
export const STATS_PURGE_EVERY_S = 86_400;
/** A round cut short by its batch limit goes on after this. */
export const STATS_PURGE_AGAIN_S = 60;
/** Events deleted by one statement, and statements in one round at most. */
export const STATS_PURGE_BATCH = 10_000;
export const STATS_PURGE_STATEMENTS = 50;

type Logger = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

export type StatsPurgeRound = { deleted: number; more: boolean };
export type StatsPurge = RecurringJob<StatsPurgeRound>;

/** The first Addis Ababa day whose per-person events are kept on `now`'s day. */
export const keptSince = (now: Date): string => addMonthsToDate(addisDay(now), -STATS_EVENT_MONTHS);

/**
 * The daily job that keeps the privacy notice's promise for insights (issue 31): per-person events older than
 * STATS_EVENT_MONTHS months are deleted; the daily totals stay. Rounds run one after the other, from the
 * server's start to its close; each statement deletes a bounded batch.
 */
export function createStatsPurge({
  repo,
  now,
  log,
}: {
  repo: Pick<StatsRepository, 'purgeBefore'>;
  now: () => Date;
  log: Logger;
}): StatsPurge {
  async function once(): Promise<StatsPurgeRound> {
    const before = keptSince(now());
    let deleted = 0;
    for (let i = 0; i < STATS_PURGE_STATEMENTS; i += 1) {
      const n = await repo.purgeBefore(before, STATS_PURGE_BATCH);
      deleted += n;
      if (n < STATS_PURGE_BATCH) {
        if (deleted > 0) log.info({ statEventsDeleted: deleted, before }, 'Stats events purged');
        return { deleted, more: false };
      }
    }
    return { deleted, more: true };
  }

  return recurringJob({
    name: 'Stats purge',
    once,
    everyS: STATS_PURGE_EVERY_S,
    againS: STATS_PURGE_AGAIN_S,
    log,
  });
}
