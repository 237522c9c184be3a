import { describe, expect, it } from 'vitest';
import { postDateParts } from './post-date.ts';

describe('postDateParts', () => {
  it('gives the Gregorian date in English', () => {
    expect(postDateParts('2026-03-12T08:00:00Z', 'en')).toEqual({ day: '12', month: 'Mar', year: '2026' });
  });

  it('gives the Ethiopian date with its month name in Amharic', () => {
    // 12 March 2026 is Megabit 3, 2018 in the Ethiopian calendar.
    expect(postDateParts('2026-03-12T08:00:00Z', 'am')).toEqual({ day: '3', month: 'መጋቢት', year: '2018' });
    // 11 September 2025 is Meskerem 1, 2018: the Ethiopian new year.
    expect(postDateParts('2025-09-11T09:00:00Z', 'am')).toEqual({ day: '1', month: 'መስከረም', year: '2018' });
  });

  it('reads the day in Addis Ababa time', () => {
    // 22:30 UTC is already the next day in Addis Ababa (UTC+3).
    expect(postDateParts('2026-03-11T22:30:00Z', 'en').day).toBe('12');
  });
});
