/**
 * The clock of opening hours (decision 22), without the schemas and without the week's arithmetic: what the cards of
 * the home route's first load need to say "Open now" (`isOpenAt`), kept small and free of zod (DESIGN §3). The week's
 * minute ranges, `openStatus` and the two clocks' parts are in hours-week.ts; the schemas in hours.ts, which
 * re-exports both.
 *
 * Every time is Addis Ababa local time. Africa/Addis_Ababa is UTC+3 all year and has no daylight saving time, so
 * the local clock is UTC shifted by three hours, without a time-zone database.
 *
 * A day is closed (an empty list) or has one or two open intervals. An interval whose close is at or before its
 * open runs past midnight into the next day (`22:00–02:00`); open equal to close means the whole 24 hours from
 * open.
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** An open interval, `HH:MM` clock times (hoursIntervalSchema in hours.ts). */
export type HoursInterval = { open: string; close: string };
/** A week of opening hours: each day closed (`[]`) or one or two intervals (openingHoursSchema in hours.ts). */
export type OpeningHours = Record<Weekday, HoursInterval[]>;

export const MINUTES_PER_DAY = 1440;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
/** Addis Ababa's offset from UTC in minutes, the same all year. */
export const ADDIS_UTC_OFFSET_MINUTES = 180;
/** At most this many open intervals a day. */
export const MAX_DAY_INTERVALS = 2;

/** Minutes after midnight of an `HH:MM` clock time. */
export function clockMinute(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

/** An interval as minutes from its day's midnight, half-open; the end may pass 1440. */
export function intervalMinutes(interval: HoursInterval): [number, number] {
  const open = clockMinute(interval.open);
  const close = clockMinute(interval.close);
  return [open, close > open ? close : close + MINUTES_PER_DAY];
}

/** A moment of the week on the Addis clock. */
export interface WeekClock {
  day: Weekday;
  /** Minutes after midnight, 0–1439. */
  minute: number;
}

/** The Addis Ababa weekday and minute of the day of an instant. */
export function addisClock(now: Date): WeekClock {
  const local = new Date(now.getTime() + ADDIS_UTC_OFFSET_MINUTES * 60_000);
  // getUTCDay counts from Sunday; the week here starts on Monday.
  const day = WEEKDAYS[(local.getUTCDay() + 6) % 7] as Weekday;
  return { day, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/**
 * Whether hours are open at `now`: what `openStatus(hours, now).open` tells (hours-week.ts), from today's intervals
 * and yesterday's past midnight alone, without the week's ranges (the cards of the home route's first load only
 * need this).
 */
export function isOpenAt(hours: OpeningHours, now: Date): boolean {
  const { day, minute } = addisClock(now);
  const yesterday = WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7] as Weekday;
  const covers = (intervals: HoursInterval[], at: number) =>
    intervals.some((interval) => {
      const [open, close] = intervalMinutes(interval);
      return open <= at && at < close;
    });
  return covers(hours[day], minute) || covers(hours[yesterday], minute + MINUTES_PER_DAY);
}
