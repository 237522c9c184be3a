import { describe, expect, it } from 'vitest';
import {
  calendarDateParts,
  ethiopianMonthDays,
  formatCalendarDate,
  fromEthiopian,
  toEthiopian,
} from './calendar-date.ts';

/** Gregorian → Ethiopian (day/month/year), from the Ethiopian calendar's fixed points and leap rule. */
const KNOWN: [string, string][] = [
  ['2026-11-26', '17/3/2019'], // the issue's own example: ኅዳር 17 ቀን 2019 ዓ.ም.
  ['2023-09-11', '6/13/2015'], // Pagume 6 of a leap year (2015 % 4 = 3), the eve of a Gregorian leap year
  ['2023-09-12', '1/1/2016'], // Enkutatash one day late after a Pagume 6
  ['2024-09-10', '5/13/2016'], // Pagume 5, the last day of a common year
  ['2024-09-11', '1/1/2017'], // Enkutatash on 11 September again
  ['2019-09-11', '6/13/2011'],
  ['2019-09-12', '1/1/2012'],
  ['1999-09-11', '6/13/1991'],
  ['1999-09-12', '1/1/1992'],
  ['2000-09-11', '1/1/1993'], // after 2000's 29 February (a leap century), on 11 September
  ['2000-09-12', '2/1/1993'],
  ['2020-02-29', '21/6/2012'], // Gregorian leap days
  ['2020-03-01', '22/6/2012'],
  ['2024-02-29', '21/6/2016'],
  ['2000-02-29', '21/6/1992'],
  ['2023-01-07', '29/4/2015'], // Genna on Tahsas 29
  ['2024-01-07', '28/4/2016'], // Genna's 7 January is Tahsas 28 in the year after a Pagume 6
  ['2027-09-11', '6/13/2019'],
  ['2027-09-12', '1/1/2020'],
  ['2028-09-11', '1/1/2021'],
  ['2022-05-01', '23/8/2014'], // the privacy notice's date
  ['1900-03-01', '22/6/1892'], // 1900 has no 29 February: the calendars drift a day
  ['2100-03-01', '21/6/2092'],
];

const ethiopian = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const e = toEthiopian(y, m, d);
  return `${e.day}/${e.month}/${e.year}`;
};

describe('the Ethiopian calendar', () => {
  it.each(KNOWN)('%s is %s', (gregorian, expected) => {
    expect(ethiopian(gregorian)).toBe(expected);
  });

  it('agrees with ICU on every day from 1900 to 2100', () => {
    const icu = new Intl.DateTimeFormat('en-u-ca-ethiopic', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      timeZone: 'UTC',
    });
    // A runtime without the Ethiopic calendar's data answers in Gregorian: the comparison would mean nothing.
    expect(icu.resolvedOptions().calendar).toBe('ethiopic');
    const mismatches: string[] = [];
    for (let t = Date.UTC(1900, 0, 1); t <= Date.UTC(2100, 11, 31); t += 86_400_000) {
      const at = new Date(t);
      const parts = Object.fromEntries(icu.formatToParts(at).map((p) => [p.type, p.value]));
      const iso = at.toISOString().slice(0, 10);
      const expected = `${Number(parts.day)}/${Number(parts.month)}/${Number(parts.year)}`;
      if (ethiopian(iso) !== expected) mismatches.push(`${iso}: ${ethiopian(iso)} ≠ ${expected}`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});

describe('from the Ethiopian calendar back to the Gregorian', () => {
  const gregorian = (year: number, month: number, day: number) => {
    const g = fromEthiopian(year, month, day);
    return `${g.year}-${String(g.month).padStart(2, '0')}-${String(g.day).padStart(2, '0')}`;
  };

  it.each(KNOWN)('%s comes back from %s', (expected, ethiopianDate) => {
    const [day, month, year] = ethiopianDate.split('/').map(Number) as [number, number, number];
    expect(gregorian(year, month, day)).toBe(expected);
  });

  it('goes there and back on every day from 1900 to 2100', () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(1900, 0, 1); t <= Date.UTC(2100, 11, 31); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
      const e = toEthiopian(y, m, d);
      if (e.day > ethiopianMonthDays(e.year, e.month))
        mismatches.push(`${iso}: day ${e.day} of month ${e.month}`);
      if (gregorian(e.year, e.month, e.day) !== iso)
        mismatches.push(`${iso} → ${e.day}/${e.month}/${e.year}`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('has Pagume 6 in the years before a Gregorian leap year only, on 11 September', () => {
    for (let year = 1893; year <= 2093; year++) {
      expect(ethiopianMonthDays(year, 13), String(year)).toBe(year % 4 === 3 ? 6 : 5);
      expect(ethiopianMonthDays(year, 1)).toBe(30);
      if (year % 4 === 3) {
        const g = fromEthiopian(year, 13, 6);
        expect(`${g.month}/${g.day}`, String(year)).toBe('9/11');
        expect(toEthiopian(g.year, g.month, g.day)).toEqual({ year, month: 13, day: 6 });
      }
    }
    // Pagume 6 of 2015 is 11 September 2023; Meskerem 1 of 2016 the day after.
    expect(gregorian(2015, 13, 6)).toBe('2023-09-11');
    expect(gregorian(2016, 1, 1)).toBe('2023-09-12');
    expect(gregorian(2016, 13, 5)).toBe('2024-09-10');
  });
});

describe('dates on the page', () => {
  it('writes Amharic dates in the Ethiopian calendar, English in the Gregorian', () => {
    expect(formatCalendarDate('2026-11-26T09:00:00Z', 'am')).toBe('ኅዳር 17 ቀን 2019 ዓ.ም.');
    expect(formatCalendarDate('2026-11-26T09:00:00Z', 'en')).toBe('26 Nov 2026');
    expect(formatCalendarDate('2023-09-11T12:00:00Z', 'am')).toBe('ጳጉሜን 6 ቀን 2015 ዓ.ም.');
  });

  it('reads the day in Addis Ababa: 22:30 UTC is already the next day there', () => {
    expect(calendarDateParts('2026-11-26T22:30:00Z', 'en').day).toBe('27');
    expect(calendarDateParts('2026-11-26T22:30:00Z', 'am').day).toBe('18');
    expect(calendarDateParts('2026-11-26T20:30:00Z', 'am').day).toBe('17');
  });
});
