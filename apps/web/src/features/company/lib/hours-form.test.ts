import { openingHoursSchema } from '@sefer/contract/hours';
import { describe, expect, it } from 'vitest';
import { copyMonday, formHours, hoursForm, setSecondInterval } from './hours-form.ts';

const week = {
  mon: [
    { open: '08:00', close: '12:00' },
    { open: '13:00', close: '18:00' },
  ],
  tue: [],
  wed: [{ open: '22:00', close: '02:00' }],
  thu: [],
  fri: [],
  sat: [{ open: '09:00', close: '13:00' }],
  sun: [],
};

describe('the opening-hours editor state', () => {
  it('gives back the hours it was made from', () => {
    expect(formHours(hoursForm(week))).toEqual(week);
  });

  it('starts "No opening hours" for a company without hours, and saves null while it is on', () => {
    const form = hoursForm(null);
    expect(form.none).toBe(true);
    expect(formHours(form)).toBeNull();
    expect(formHours({ ...form, none: false })).toEqual({
      mon: [],
      tue: [],
      wed: [],
      thu: [],
      fri: [],
      sat: [],
      sun: [],
    });
  });

  it('copies Monday to Tuesday–Friday only, as copies', () => {
    const copied = copyMonday(hoursForm(week));
    const hours = formHours(copied);
    for (const day of ['tue', 'wed', 'thu', 'fri'] as const) expect(hours?.[day]).toEqual(week.mon);
    expect(hours?.sat).toEqual(week.sat);
    expect(hours?.sun).toEqual([]);
    copied.days.tue.intervals[0] = { open: '07:00', close: '08:00' };
    expect(copied.days.mon.intervals[0]?.open).toBe('08:00');
  });

  it('adds and removes a second interval, at most two', () => {
    const one = hoursForm(week).days.sat;
    const two = setSecondInterval(one, true);
    expect(two.intervals).toHaveLength(2);
    expect(setSecondInterval(two, true).intervals).toHaveLength(2);
    expect(setSecondInterval(two, false).intervals).toEqual(week.sat);
  });

  it('leaves the overlap check to the contract schema, which finds it on the day', () => {
    const form = hoursForm(week);
    form.days.mon.intervals[1] = { open: '11:00', close: '15:00' };
    const result = openingHoursSchema.safeParse(formHours(form));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([['mon']]);
  });
});
