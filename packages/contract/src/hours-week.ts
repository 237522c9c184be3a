/**
 * The week of opening hours (decision 22): the open minutes of the week as ranges (what the database stores as
 * `int4multirange`, `openWeekLiteral`, and the "Open now" filter matches against the request's minute of the week,
 * `addisWeekMinute`), whether it is open and when that changes (`openStatus`), and a clock time's parts in English
 * and Ethiopian reckoning (`clockParts`). Times are Addis Ababa's (UTC+3 all year, no daylight saving time).
 */
import {
  addisClock,
  intervalMinutes,
  MINUTES_PER_DAY,
  MINUTES_PER_WEEK,
  type OpeningHours,
  WEEKDAYS,
  type WeekClock,
  type Weekday,
} from './hours-clock.ts';

/** `HH:MM` of a minute of the day (0–1439). */
export function formatClock(minute: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** Minutes from Monday 00:00 (Addis) of an instant, 0–10079: what the "Open now" filter matches. */
export function addisWeekMinute(now: Date): number {
  const { day, minute } = addisClock(now);
  return WEEKDAYS.indexOf(day) * MINUTES_PER_DAY + minute;
}

function weekClockOf(weekMinute: number): WeekClock {
  const m = ((weekMinute % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
  return { day: WEEKDAYS[Math.floor(m / MINUTES_PER_DAY)] as Weekday, minute: m % MINUTES_PER_DAY };
}

/**
 * The open times of a week as sorted, merged, half-open ranges of minutes from Monday 00:00 (within
 * 0…10080). Sunday's hours past midnight wrap to Monday morning.
 */
export function weekMinuteRanges(hours: OpeningHours): Array<[number, number]> {
  const raw: Array<[number, number]> = [];
  WEEKDAYS.forEach((day, index) => {
    for (const interval of hours[day]) {
      const [open, close] = intervalMinutes(interval);
      const start = index * MINUTES_PER_DAY + open;
      const end = index * MINUTES_PER_DAY + close;
      if (end <= MINUTES_PER_WEEK) raw.push([start, end]);
      else raw.push([start, MINUTES_PER_WEEK], [0, end - MINUTES_PER_WEEK]);
    }
  });
  raw.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of raw) {
    const last = merged.at(-1);
    // Touching ranges merge too, as PostgreSQL's multiranges do.
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The `int4multirange` literal of `companies.open_week`; null for no hours, `{}` for always closed. */
export function openWeekLiteral(hours: OpeningHours | null): string | null {
  if (!hours) return null;
  return `{${weekMinuteRanges(hours)
    .map(([start, end]) => `[${start},${end})`)
    .join(',')}}`;
}

export type OpenStatus =
  /** `closesAt` null: open all week round. */
  | { open: true; closesAt: WeekClock | null }
  /** `opensAt` null: closed every day. */
  | { open: false; opensAt: WeekClock | null };

/** Whether a company with these hours is open at `now`, and when that changes; null without hours. */
export function openStatus(hours: OpeningHours | null, now: Date): OpenStatus | null {
  if (!hours) return null;
  const ranges = weekMinuteRanges(hours);
  const first = ranges[0];
  const last = ranges.at(-1);
  if (!first || !last) return { open: false, opensAt: null };
  if (first[0] === 0 && first[1] === MINUTES_PER_WEEK) return { open: true, closesAt: null };
  const at = addisWeekMinute(now);
  const current = ranges.find(([start, end]) => start <= at && at < end);
  if (current) {
    // A range that ends with the week goes on in Monday's first range when that starts at 00:00.
    const wraps = current[1] === MINUTES_PER_WEEK && first[0] === 0;
    return { open: true, closesAt: weekClockOf(wraps ? first[1] : current[1]) };
  }
  const next = ranges.find(([start]) => start > at) ?? first;
  return { open: false, opensAt: weekClockOf(next[0]) };
}

/** Days from `from` forward to `to` (0–7): 0 when `to` is later the same day, 7 when it is not later. */
export function daysUntil(from: WeekClock, to: WeekClock): number {
  const days = (WEEKDAYS.indexOf(to.day) - WEEKDAYS.indexOf(from.day) + 7) % 7;
  return days === 0 && to.minute <= from.minute ? 7 : days;
}

/**
 * Parts of the day of the Ethiopian clock, as Amharic speakers name them: night ከሌሊቱ 00:00–05:59,
 * morning ከጠዋቱ 06:00–11:59, day ከቀኑ 12:00–17:59, evening ከምሽቱ 18:00–23:59 (decision 22).
 */
export type EthiopianPeriod = 'night' | 'morning' | 'day' | 'evening';
export type ClockParts =
  | { hour: number; minute: number; period: 'am' | 'pm' }
  | { hour: number; minute: number; period: EthiopianPeriod };

const ETHIOPIAN_PERIODS: readonly EthiopianPeriod[] = ['night', 'morning', 'day', 'evening'];

/**
 * A minute of the day as clock data, words left to the app's translations: the English 12-hour
 * clock, or the Ethiopian clock whose hours count from 6:00 (hour `(h − 6) mod 12`, 0 shown as 12).
 */
export function clockParts(minute: number, clock: 'en' | 'ethiopian'): ClockParts {
  const h = Math.floor(minute / 60) % 24;
  const m = minute % 60;
  if (clock === 'en') return { hour: h % 12 || 12, minute: m, period: h < 12 ? 'am' : 'pm' };
  const period = ETHIOPIAN_PERIODS[Math.floor(h / 6)] as EthiopianPeriod;
  return { hour: (h + 6) % 12 || 12, minute: m, period };
}
