import type { Language } from '@sefer/contract/constants';
import { calendarDateParts, formatCalendarDate } from '../../../lib/dates/calendar-date.ts';

export interface StatDateLabel {
  /** Under a bar: `28 Nov` / `ኅዳር 19`, a month `Nov 2026` / `ጥቅምት 22 2019`. */
  short: string;
  /** In the table and ranges: the full date in the language's calendar. */
  full: string;
  /** The Gregorian date, for the title of an Amharic (Ethiopian-calendar) date. */
  gregorian: string;
}

/**
 * How a day (or a month, given by its first day) of the series reads. English is Gregorian. Amharic is the
 * Ethiopian calendar: the API's months are Gregorian ones, so a month reads as the Ethiopian date it starts on.
 */
export function statDateLabel(date: string, granularity: 'day' | 'month', language: Language): StatDateLabel {
  const gregorian = formatCalendarDate(date, 'en');
  const { day, month, year } = calendarDateParts(date, language);
  if (language === 'am') {
    return { short: `${month} ${day}`, full: formatCalendarDate(date, 'am'), gregorian };
  }
  if (granularity === 'month') return { short: month, full: `${month} ${year}`, gregorian };
  return { short: `${day} ${month}`, full: gregorian, gregorian };
}
