import type { Language } from '@sefer/contract/constants';

/**
 * Calendars of a post's date (DESIGN §2, dates in Amharic): English stays Gregorian, Amharic uses the Ethiopian
 * calendar with its month names. Both are read in Addis Ababa time, where the business is.
 */
const LOCALE: Record<Language, string> = { en: 'en-GB', am: 'am-ET-u-ca-ethiopic' };

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

const formats = new Map<Language, Intl.DateTimeFormat>();
function formatFor(language: Language): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[language], {
      day: 'numeric',
      month: language === 'am' ? 'long' : 'short',
      year: 'numeric',
      timeZone: 'Africa/Addis_Ababa',
    });
    formats.set(language, format);
  }
  return format;
}

/** Day, month name and year of `iso` in the language's calendar, for the catalogue's date pattern. */
export function postDateParts(iso: string, language: Language): DateParts {
  const parts = formatFor(language).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}
