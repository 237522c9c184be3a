import type { Language } from '@sefer/contract/constants';
import { addisToday, MAX_AGE_YEARS, MIN_AGE_YEARS } from '@sefer/contract/profile';
import { ethiopianMonthDays, fromEthiopian, toEthiopian } from '../../../lib/dates/calendar-date.ts';

/** Amharic pages pick and show dates in the Ethiopian calendar, English ones in the Gregorian (DESIGN §2). */
export type Calendar = 'gregorian' | 'ethiopian';
export const calendarOf = (language: Language): Calendar => (language === 'am' ? 'ethiopian' : 'gregorian');

/** A date as the picker holds it, in its calendar: '' where nothing is chosen yet. */
export interface DateParts {
  year: string;
  month: string;
  day: string;
}
export const NO_DATE: DateParts = { year: '', month: '', day: '' };

/** What a partly chosen date sends: not a date, so the contract's schema refuses it (`invalid_birthDate`). */
export const INCOMPLETE_DATE = 'incomplete';

const numbers = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The picker's parts of a stored (Gregorian) `YYYY-MM-DD` date. */
export function partsOf(iso: string | null, calendar: Calendar): DateParts {
  if (!iso) return NO_DATE;
  const [y, m, d] = numbers(iso);
  const date = calendar === 'ethiopian' ? toEthiopian(y, m, d) : { year: y, month: m, day: d };
  return { year: String(date.year), month: String(date.month), day: String(date.day) };
}

/** Days the month has (the most it may have while the year or the month is not chosen yet). */
export function monthDays(calendar: Calendar, year: number | null, month: number | null): number {
  if (calendar === 'ethiopian') {
    if (month !== 13) return 30;
    return year === null ? 6 : ethiopianMonthDays(year, 13);
  }
  if (month === null) return 31;
  // Day 0 of the next month is this month's last; a leap year while the year is unknown.
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}

/** The Gregorian `YYYY-MM-DD` of the chosen parts; null when none is chosen; INCOMPLETE_DATE when only some are. */
export function isoOf(parts: DateParts, calendar: Calendar): string | null {
  const chosen = [parts.year, parts.month, parts.day].filter(Boolean).length;
  if (chosen === 0) return null;
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  if (chosen < 3 || day > monthDays(calendar, year, month)) return INCOMPLETE_DATE;
  const g = calendar === 'ethiopian' ? fromEthiopian(year, month, day) : { year, month, day };
  return `${pad(g.year, 4)}-${pad(g.month)}-${pad(g.day)}`;
}

/** The years the picker offers, newest first: those in which a person of 13 to 120 years today was born. */
export function yearChoices(calendar: Calendar, today = addisToday()): number[] {
  const [y, m, d] = numbers(today);
  const yearOf = (year: number) =>
    calendar === 'ethiopian' ? toEthiopian(year, m, Math.min(d, 28)).year : year;
  const newest = yearOf(y - MIN_AGE_YEARS);
  const oldest = calendar === 'ethiopian' ? yearOf(y - MAX_AGE_YEARS - 1) : y - MAX_AGE_YEARS - 1;
  return Array.from({ length: newest - oldest + 1 }, (_, i) => newest - i);
}
