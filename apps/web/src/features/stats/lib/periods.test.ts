import { describe, expect, it } from 'vitest';
import { addisToday, change, isEmpty, statsRanges } from './periods.ts';
import { statDateLabel } from './stat-dates.ts';

const zero = {
  views: 0,
  viewers: 0,
  searchAppearances: 0,
  feedAppearances: 0,
  likes: 0,
  unlikes: 0,
  reviews: 0,
  rating: null,
  calls: 0,
  telegram: 0,
  website: 0,
  directions: 0,
};

describe('the statistics periods', () => {
  it('count days in Addis Ababa, three hours ahead of UTC', () => {
    expect(addisToday(new Date('2026-11-27T20:59:00Z'))).toBe('2026-11-27');
    expect(addisToday(new Date('2026-11-27T21:00:00Z'))).toBe('2026-11-28');
  });

  it('end today and compare with the period of the same length just before', () => {
    expect(statsRanges('week', '2026-11-28')).toEqual({
      current: { from: '2026-11-22', to: '2026-11-28', granularity: 'day' },
      previous: { from: '2026-11-15', to: '2026-11-21', granularity: 'day' },
    });
    expect(statsRanges('month', '2026-03-01')).toEqual({
      current: { from: '2026-01-31', to: '2026-03-01', granularity: 'day' },
      previous: { from: '2026-01-01', to: '2026-01-30', granularity: 'day' },
    });
  });

  it('take 12 months by month, this one so far, against the same stretch a year before', () => {
    expect(statsRanges('year', '2026-11-28')).toEqual({
      current: { from: '2025-12-01', to: '2026-11-28', granularity: 'month' },
      previous: { from: '2024-12-01', to: '2025-11-28', granularity: 'month' },
    });
  });
});

describe('a change against the previous period', () => {
  it('is a whole percent up or down, the same, new, or nothing to say', () => {
    expect(change(15, 10)).toEqual({ kind: 'up', percent: 50 });
    expect(change(1, 3)).toEqual({ kind: 'down', percent: 67 });
    expect(change(4, 4)).toEqual({ kind: 'same' });
    expect(change(2, 0)).toEqual({ kind: 'new' });
    expect(change(0, 0)).toEqual({ kind: 'none' });
    expect(change(null, 3)).toEqual({ kind: 'none' });
    expect(change(3, null)).toEqual({ kind: 'none' });
  });

  it('tells an empty period from one with any activity', () => {
    expect(isEmpty(zero)).toBe(true);
    expect(isEmpty({ ...zero, unlikes: 1 })).toBe(false);
    expect(isEmpty({ ...zero, viewers: null })).toBe(true);
    expect(isEmpty({ ...zero, directions: 1 })).toBe(false);
  });
});

describe('a date of the statistics', () => {
  it('is Gregorian in English', () => {
    expect(statDateLabel('2026-11-28', 'day', 'en')).toEqual({
      short: '28 Nov',
      full: '28 Nov 2026',
      gregorian: '28 Nov 2026',
    });
    expect(statDateLabel('2026-11-01', 'month', 'en').full).toBe('Nov 2026');
  });

  it('is Ethiopian in Amharic, with the Gregorian date beside it', () => {
    expect(statDateLabel('2026-11-28', 'day', 'am')).toEqual({
      short: 'ኅዳር 19',
      full: 'ኅዳር 19 ቀን 2019 ዓ.ም.',
      gregorian: '28 Nov 2026',
    });
  });
});
