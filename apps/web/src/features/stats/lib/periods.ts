import { addDaysToDate, addMonthsToDate, type StatsCounts } from '@sefer/contract/stats';

/** The periods the screen offers: the last 7 or 30 days by day, the last 12 months by month. */
export const STATS_PERIODS = ['week', 'month', 'year'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

export interface StatsRange {
  from: string;
  to: string;
  granularity: 'day' | 'month';
}

const ADDIS_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Today in Addis Ababa (UTC+3 all year), `YYYY-MM-DD`: the days the API counts in. */
export const addisToday = (now = new Date()) =>
  new Date(now.getTime() + ADDIS_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The period ending today and the one of the same length just before it. Days: the last 7 (30) days, today
 * included, then the 7 (30) before. Months: this month so far and the 11 before it, then the same stretch a
 * year earlier (so a month not yet over is compared with as many days of the month a year before).
 */
export function statsRanges(
  period: StatsPeriod,
  today: string,
): { current: StatsRange; previous: StatsRange } {
  if (period === 'year') {
    const from = addMonthsToDate(`${today.slice(0, 7)}-01`, -11);
    return {
      current: { from, to: today, granularity: 'month' },
      previous: { from: addMonthsToDate(from, -12), to: addMonthsToDate(today, -12), granularity: 'month' },
    };
  }
  const days = period === 'week' ? 7 : 30;
  const from = addDaysToDate(today, 1 - days);
  return {
    current: { from, to: today, granularity: 'day' },
    previous: { from: addDaysToDate(from, -days), to: addDaysToDate(from, -1), granularity: 'day' },
  };
}

export type Change =
  | { kind: 'up' | 'down'; percent: number }
  | { kind: 'same' }
  | { kind: 'new' }
  | { kind: 'none' };

/**
 * A count against the previous period's: up or down by a whole percent, the same, new (nothing before), or none
 * (nothing in either, or a count that cannot be told).
 */
export function change(now: number | null, before: number | null | undefined): Change {
  if (now === null || before === null || before === undefined) return { kind: 'none' };
  if (now === before) return now === 0 ? { kind: 'none' } : { kind: 'same' };
  if (before === 0) return { kind: 'new' };
  const percent = Math.round((Math.abs(now - before) / before) * 100);
  return { kind: now > before ? 'up' : 'down', percent };
}

/** The counts the tiles and charts show (unlikes and the rating are shown with likes and reviews). */
export const COUNTED: readonly (keyof StatsCounts)[] = [
  'views',
  'viewers',
  'searchAppearances',
  'feedAppearances',
  'likes',
  'reviews',
  'calls',
  'telegram',
  'website',
  'directions',
];

/** Whether nothing at all happened in the period: the screen then shows its empty state. */
export const isEmpty = (totals: StatsCounts) => COUNTED.every((key) => !totals[key]) && totals.unlikes === 0;
