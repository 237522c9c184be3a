import type { Language } from '@sefer/contract/constants';

/**
 * Dates as each language's readers write them (DESIGN §2): English pages in the Gregorian calendar
 * (`26 Nov 2026`), Amharic pages in the Ethiopian calendar (`ኅዳር 17 ቀን 2019 ዓ.ም.`). A date is the day in Addis
 * Ababa (UTC+3 all year), wherever the reader's device is.
 *
 * The Ethiopian date is computed here rather than asked of `Intl` (`am-ET-u-ca-ethiopic`), so it is the same on
 * every browser, whatever calendars its ICU data carries; the tests check it against known dates and against ICU.
 */

/** Addis Ababa's offset from UTC; Ethiopia keeps no summer time. */
const ADDIS_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The thirteen months: twelve of 30 days, then Pagume of 5 (6 in the year before a Gregorian leap year). */
export const ETHIOPIAN_MONTHS = [
  'መስከረም',
  'ጥቅምት',
  'ኅዳር',
  'ታኅሣሥ',
  'ጥር',
  'የካቲት',
  'መጋቢት',
  'ሚያዝያ',
  'ግንቦት',
  'ሰኔ',
  'ሐምሌ',
  'ነሐሴ',
  'ጳጉሜን',
] as const;

export type EthiopianDate = { year: number; month: number; day: number };

/** Julian day number of Meskerem 1 of year 1 less one Ethiopian year: the count starts here. */
const ETHIOPIC_EPOCH_JDN = 1_723_856;

/** The Julian day number of a Gregorian date (Fliegel–Van Flandern). */
function julianDay(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return (
    day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32_045
  );
}

/** The Ethiopian date of a Gregorian one: four-year cycles of 1,461 days, the last year of each with Pagume 6. */
export function toEthiopian(year: number, month: number, day: number): EthiopianDate {
  const days = julianDay(year, month, day) - ETHIOPIC_EPOCH_JDN;
  const cycle = Math.floor(days / 1461);
  const r = days - cycle * 1461;
  const leapTail = Math.floor(r / 1460);
  const n = (r % 365) + 365 * leapTail;
  return {
    year: 4 * cycle + Math.floor(r / 365) - leapTail,
    month: Math.floor(n / 30) + 1,
    day: (n % 30) + 1,
  };
}

/** Days in an Ethiopian month: 30, and Pagume 5 (6 in the year before a Gregorian leap year, year % 4 = 3). */
export function ethiopianMonthDays(year: number, month: number): number {
  if (month < 13) return 30;
  return year % 4 === 3 ? 6 : 5;
}

/** The Gregorian date of an Ethiopian one (the reverse of `toEthiopian`): its Julian day number, then the civil date. */
export function fromEthiopian(
  year: number,
  month: number,
  day: number,
): { year: number; month: number; day: number } {
  const jdn = ETHIOPIC_EPOCH_JDN + 365 * year + Math.floor(year / 4) + 30 * (month - 1) + day - 1;
  // Richards' algorithm from the Julian day number to the Gregorian calendar.
  const a = jdn + 32_044;
  const b = Math.floor((4 * a + 3) / 146_097);
  const c = a - Math.floor((146_097 * b) / 4);
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  return {
    year: 100 * b + d - 4800 + Math.floor(m / 10),
    month: m + 3 - 12 * Math.floor(m / 10),
    day: e - Math.floor((153 * m + 2) / 5) + 1,
  };
}

/** The day in Addis Ababa of an instant. */
function addisDay(at: Date): { year: number; month: number; day: number } {
  const local = new Date(at.getTime() + ADDIS_OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

const english = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Addis_Ababa',
});

/** Day, month name and year of an instant in the language's calendar. */
export function calendarDateParts(at: Date | string, language: Language) {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (language === 'am') {
    const g = addisDay(date);
    const e = toEthiopian(g.year, g.month, g.day);
    return { day: String(e.day), month: ETHIOPIAN_MONTHS[e.month - 1] as string, year: String(e.year) };
  }
  const parts = english.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

/** An instant's date as the language writes it: `26 Nov 2026`, or `ኅዳር 17 ቀን 2019 ዓ.ም.`. */
export function formatCalendarDate(at: Date | string, language: Language): string {
  const { day, month, year } = calendarDateParts(at, language);
  return language === 'am' ? `${month} ${day} ቀን ${year} ዓ.ም.` : `${day} ${month} ${year}`;
}
