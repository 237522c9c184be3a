import { describe, expect, it } from 'vitest';
import {
  addisClock,
  addisWeekMinute,
  clockParts,
  daysUntil,
  isOpenAt,
  type OpeningHours,
  openingHoursSchema,
  openStatus,
  openWeekLiteral,
  weekMinuteRanges,
} from './hours.ts';
import type { Weekday } from './hours-clock.ts';

const closed: OpeningHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const iv = (open: string, close: string) => ({ open, close });
const everyDay = (...intervals: ReturnType<typeof iv>[]): OpeningHours => ({
  mon: intervals,
  tue: intervals,
  wed: intervals,
  thu: intervals,
  fri: intervals,
  sat: intervals,
  sun: intervals,
});
/** An instant given on the Addis clock: 2026-01-05 is a Monday. */
const addis = (isoLocal: string) => new Date(`${isoLocal}+03:00`);

describe('openingHoursSchema', () => {
  it('accepts closed days, one or two intervals, past midnight and 24 hours', () => {
    const hours = {
      ...closed,
      mon: [iv('08:00', '12:00'), iv('13:00', '18:00')],
      fri: [iv('22:00', '02:00')],
    };
    expect(openingHoursSchema.parse(hours)).toEqual(hours);
    expect(openingHoursSchema.safeParse({ ...closed, sun: [iv('00:00', '00:00')] }).success).toBe(true);
    expect(openingHoursSchema.safeParse({ ...closed, sat: [iv('00:00', '23:59')] }).success).toBe(true);
    // Touching intervals do not overlap.
    expect(
      openingHoursSchema.safeParse({ ...closed, tue: [iv('08:00', '12:00'), iv('12:00', '14:00')] }).success,
    ).toBe(true);
  });

  it('refuses overlapping intervals of a day, on that day', () => {
    const result = openingHoursSchema.safeParse({
      ...closed,
      wed: [iv('08:00', '12:00'), iv('11:00', '14:00')],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([['wed']]);
    // An interval past midnight overlaps a later one the same evening.
    expect(
      openingHoursSchema.safeParse({ ...closed, thu: [iv('20:00', '03:00'), iv('23:00', '23:30')] }).success,
    ).toBe(false);
    // 24 hours leave no room for a second interval.
    expect(
      openingHoursSchema.safeParse({ ...closed, thu: [iv('06:00', '06:00'), iv('07:00', '08:00')] }).success,
    ).toBe(false);
  });

  it('refuses bad clocks, three intervals, missing days and extra keys', () => {
    for (const bad of ['24:00', '8:00', '08:60', '08:00:00', '', 'noon']) {
      expect(openingHoursSchema.safeParse({ ...closed, mon: [iv(bad, '18:00')] }).success).toBe(false);
    }
    const three = [iv('06:00', '08:00'), iv('09:00', '10:00'), iv('11:00', '12:00')];
    expect(openingHoursSchema.safeParse({ ...closed, mon: three }).success).toBe(false);
    const { sun: _sun, ...noSunday } = closed;
    expect(openingHoursSchema.safeParse(noSunday).success).toBe(false);
    expect(openingHoursSchema.safeParse({ ...closed, holiday: [] }).success).toBe(false);
    expect(
      openingHoursSchema.safeParse({ ...closed, mon: [{ ...iv('08:00', '09:00'), note: 'x' }] }).success,
    ).toBe(false);
  });
});

describe('addisClock', () => {
  it('is UTC+3 all year, with Monday first', () => {
    expect(addisClock(new Date('2026-01-05T05:00:00Z'))).toEqual({ day: 'mon', minute: 480 });
    expect(addisClock(new Date('2026-07-05T22:30:00Z'))).toEqual({ day: 'mon', minute: 90 });
    expect(addisClock(new Date('2026-01-04T20:59:00Z'))).toEqual({ day: 'sun', minute: 1439 });
    expect(addisWeekMinute(addis('2026-01-11T23:59'))).toBe(10079);
    expect(addisWeekMinute(addis('2026-01-12T00:00'))).toBe(0);
  });
});

describe('weekMinuteRanges', () => {
  it('places each day from Monday 00:00 and merges', () => {
    const hours = {
      ...closed,
      mon: [iv('08:00', '18:00')],
      tue: [iv('08:00', '12:00'), iv('13:00', '18:00')],
    };
    expect(weekMinuteRanges(hours)).toEqual([
      [480, 1080],
      [1920, 2160],
      [2220, 2520],
    ]);
    expect(openWeekLiteral({ ...closed, mon: [iv('08:00', '18:00')], tue: [iv('08:00', '18:00')] })).toBe(
      '{[480,1080),[1920,2520)}',
    );
  });

  it('runs past midnight into the next day and merges with it', () => {
    const hours = { ...closed, fri: [iv('20:00', '03:00')], sat: [iv('02:00', '04:00')] };
    expect(weekMinuteRanges(hours)).toEqual([[4 * 1440 + 1200, 5 * 1440 + 240]]);
  });

  it("wraps Sunday night into Monday morning and merges with Monday's hours", () => {
    expect(weekMinuteRanges({ ...closed, sun: [iv('22:00', '02:00')] })).toEqual([
      [0, 120],
      [6 * 1440 + 1320, 10080],
    ]);
    expect(weekMinuteRanges({ ...closed, mon: [iv('01:00', '05:00')], sun: [iv('22:00', '02:00')] })).toEqual(
      [
        [0, 300],
        [6 * 1440 + 1320, 10080],
      ],
    );
  });

  it('covers the week for 24 hours every day and nothing when all closed', () => {
    expect(weekMinuteRanges(everyDay(iv('00:00', '00:00')))).toEqual([[0, 10080]]);
    expect(openWeekLiteral(everyDay(iv('06:00', '06:00')))).toBe('{[0,10080)}');
    expect(weekMinuteRanges(closed)).toEqual([]);
    expect(openWeekLiteral(closed)).toBe('{}');
    expect(openWeekLiteral(null)).toBeNull();
  });
});

describe('openStatus', () => {
  const office = { ...everyDay(iv('08:00', '18:00')), sun: [] };
  const club = {
    ...closed,
    fri: [iv('20:00', '03:00')],
    sat: [iv('20:00', '03:00')],
    sun: [iv('20:00', '03:00')],
  };

  it('is null without hours and never opens when always closed', () => {
    expect(openStatus(null, new Date())).toBeNull();
    expect(openStatus(closed, new Date())).toEqual({ open: false, opensAt: null });
    expect(openStatus(everyDay(iv('00:00', '00:00')), new Date())).toEqual({ open: true, closesAt: null });
  });

  /** Open until, or closed until, a minute of a weekday. */
  const closes = (day: Weekday, minute: number) => ({ open: true, closesAt: { day, minute } });
  const opens = (day: Weekday, minute: number) => ({ open: false, opensAt: { day, minute } });

  it.each([
    ['2026-01-05T08:00', closes('mon', 1080)],
    ['2026-01-05T17:59', closes('mon', 1080)],
    ['2026-01-05T18:00', opens('tue', 480)],
    ['2026-01-06T07:59', opens('tue', 480)],
    ['2026-01-10T19:00', opens('mon', 480)],
    ['2026-01-11T12:00', opens('mon', 480)],
  ])("tells an office's closing or next opening at %s, over a closed Sunday", (at, status) => {
    expect(openStatus(office, addis(at))).toEqual(status);
  });

  it.each([
    ['2026-01-09T23:30', closes('sat', 180)],
    ['2026-01-10T02:59', closes('sat', 180)],
    ['2026-01-10T03:00', opens('sat', 1200)],
    ['2026-01-11T23:59', closes('mon', 180)],
    ['2026-01-12T01:00', closes('mon', 180)],
    ['2026-01-12T03:00', opens('fri', 1200)],
    ['2026-01-08T12:00', opens('fri', 1200)],
  ])('keeps a club open across midnight and Sunday night: at %s', (at, status) => {
    expect(openStatus(club, addis(at))).toEqual(status);
  });

  it('opens next week on the same weekday when this one is over', () => {
    const mondays = { ...closed, mon: [iv('08:00', '10:00')] };
    const at = addis('2026-01-05T11:00');
    const status = openStatus(mondays, at);
    expect(status).toEqual({ open: false, opensAt: { day: 'mon', minute: 480 } });
    if (status && !status.open && status.opensAt) expect(daysUntil(addisClock(at), status.opensAt)).toBe(7);
    expect(daysUntil({ day: 'mon', minute: 300 }, { day: 'mon', minute: 480 })).toBe(0);
    expect(daysUntil({ day: 'sat', minute: 300 }, { day: 'tue', minute: 480 })).toBe(3);
  });
});

describe('isOpenAt', () => {
  it('agrees with openStatus at every quarter hour of a week', () => {
    const samples: OpeningHours[] = [
      { ...everyDay(iv('08:00', '18:00')), sun: [] },
      { ...closed, fri: [iv('20:00', '03:00')], sun: [iv('22:00', '04:00')] },
      { ...closed, mon: [iv('06:00', '06:00')], tue: [iv('08:00', '12:00'), iv('13:30', '18:00')] },
      everyDay(iv('00:00', '00:00')),
      closed,
    ];
    for (const hours of samples) {
      for (let m = 0; m < 10080; m += 15) {
        const at = new Date(Date.parse('2026-01-05T00:00:00+03:00') + m * 60_000);
        expect(isOpenAt(hours, at), `${JSON.stringify(hours)} at ${m}`).toBe(openStatus(hours, at)?.open);
      }
    }
  });
});

describe('clockParts', () => {
  it('gives the English 12-hour clock', () => {
    expect(clockParts(480, 'en')).toEqual({ hour: 8, minute: 0, period: 'am' });
    expect(clockParts(1080, 'en')).toEqual({ hour: 6, minute: 0, period: 'pm' });
    expect(clockParts(0, 'en')).toEqual({ hour: 12, minute: 0, period: 'am' });
    expect(clockParts(720, 'en')).toEqual({ hour: 12, minute: 0, period: 'pm' });
    expect(clockParts(1439, 'en')).toEqual({ hour: 11, minute: 59, period: 'pm' });
  });

  it('gives the Ethiopian clock with the part of the day', () => {
    expect(clockParts(8 * 60, 'ethiopian')).toEqual({ hour: 2, minute: 0, period: 'morning' });
    expect(clockParts(14 * 60, 'ethiopian')).toEqual({ hour: 8, minute: 0, period: 'day' });
    expect(clockParts(18 * 60, 'ethiopian')).toEqual({ hour: 12, minute: 0, period: 'evening' });
    expect(clockParts(2 * 60, 'ethiopian')).toEqual({ hour: 8, minute: 0, period: 'night' });
    expect(clockParts(0, 'ethiopian')).toEqual({ hour: 6, minute: 0, period: 'night' });
    expect(clockParts(720, 'ethiopian')).toEqual({ hour: 6, minute: 0, period: 'day' });
    expect(clockParts(1439, 'ethiopian')).toEqual({ hour: 5, minute: 59, period: 'evening' });
    expect(clockParts(6 * 60, 'ethiopian')).toEqual({ hour: 12, minute: 0, period: 'morning' });
    expect(clockParts(6 * 60 - 1, 'ethiopian')).toEqual({ hour: 11, minute: 59, period: 'night' });
  });
});
