import { describe, expect, it } from 'vitest';
import { INCOMPLETE_DATE, isoOf, monthDays, NO_DATE, partsOf, yearChoices } from './birth-date.ts';

describe('the birth date picker', () => {
  it('holds a stored date in the page’s calendar and gives it back as stored', () => {
    expect(partsOf('1994-05-02', 'gregorian')).toEqual({ year: '1994', month: '5', day: '2' });
    expect(partsOf('1994-05-02', 'ethiopian')).toEqual({ year: '1986', month: '8', day: '24' });
    for (const iso of ['1994-05-02', '2000-02-29', '1999-09-11', '1990-09-12', '2012-01-07']) {
      expect(isoOf(partsOf(iso, 'ethiopian'), 'ethiopian')).toBe(iso);
      expect(isoOf(partsOf(iso, 'gregorian'), 'gregorian')).toBe(iso);
    }
    expect(partsOf(null, 'ethiopian')).toEqual(NO_DATE);
  });

  it('reads Pagume 6 of a leap year as 11 September', () => {
    expect(isoOf({ year: '1991', month: '13', day: '6' }, 'ethiopian')).toBe('1999-09-11');
    expect(isoOf({ year: '1992', month: '13', day: '6' }, 'ethiopian')).toBe(INCOMPLETE_DATE);
    expect(monthDays('ethiopian', 1991, 13)).toBe(6);
    expect(monthDays('ethiopian', 1992, 13)).toBe(5);
    expect(monthDays('ethiopian', null, 13)).toBe(6);
    expect(monthDays('ethiopian', 1992, 4)).toBe(30);
  });

  it('knows the Gregorian months’ lengths', () => {
    expect(monthDays('gregorian', 2001, 2)).toBe(28);
    expect(monthDays('gregorian', 2000, 2)).toBe(29);
    expect(monthDays('gregorian', null, 2)).toBe(29);
    expect(monthDays('gregorian', 2001, 4)).toBe(30);
    expect(monthDays('gregorian', null, null)).toBe(31);
    expect(isoOf({ year: '2001', month: '2', day: '29' }, 'gregorian')).toBe(INCOMPLETE_DATE);
  });

  it('sends none when nothing is chosen, and a refused value when only part is', () => {
    expect(isoOf(NO_DATE, 'gregorian')).toBeNull();
    expect(isoOf({ year: '1990', month: '', day: '3' }, 'ethiopian')).toBe(INCOMPLETE_DATE);
  });

  it('offers the years of a person of 13 to 120 years, newest first', () => {
    const gregorian = yearChoices('gregorian', '2026-06-10');
    expect(gregorian[0]).toBe(2013);
    expect(gregorian.at(-1)).toBe(1905);
    const ethiopian = yearChoices('ethiopian', '2026-06-10');
    expect(ethiopian[0]).toBe(2005);
    expect(ethiopian.at(-1)).toBe(1897);
  });
});
