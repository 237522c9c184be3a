import { describe, expect, it } from 'vitest';
import { addisToday, ageOn, isBirthDateAllowed, userNameSchema, userUpdateBodySchema } from './profile.ts';

describe('ages and birth dates', () => {
  it('counts full years, the birthday itself included', () => {
    expect(ageOn('2000-05-02', '2026-05-01')).toBe(25);
    expect(ageOn('2000-05-02', '2026-05-02')).toBe(26);
    // Born on 29 February: a year older on 1 March of a common year.
    expect(ageOn('2012-02-29', '2025-02-28')).toBe(12);
    expect(ageOn('2012-02-29', '2025-03-01')).toBe(13);
  });

  it('allows a person of 13 to 120 years', () => {
    expect(isBirthDateAllowed('2013-06-10', '2026-06-10')).toBe(true);
    expect(isBirthDateAllowed('2013-06-11', '2026-06-10')).toBe(false);
    expect(isBirthDateAllowed('1906-06-10', '2026-06-10')).toBe(true);
    expect(isBirthDateAllowed('1905-06-11', '2026-06-10')).toBe(true);
    expect(isBirthDateAllowed('1905-06-10', '2026-06-10')).toBe(false);
  });

  it('takes the day in Addis Ababa (UTC+3)', () => {
    expect(addisToday(Date.UTC(2026, 0, 31, 20, 59))).toBe('2026-01-31');
    expect(addisToday(Date.UTC(2026, 0, 31, 21, 0))).toBe('2026-02-01');
  });
});

describe('usernames', () => {
  it('forgive a leading @ and capitals, and keep a-z 0-9 _ . only, 3 to 30 of them', () => {
    expect(userNameSchema.parse(' @Selam.K_2 ')).toBe('selam.k_2');
    for (const bad of ['ab', 'a'.repeat(31), 'has space', 'dash-ed', 'ሰላም', '@@abc']) {
      expect(userNameSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('the profile update', () => {
  it('turns blanks into none and leaves out what was not sent', () => {
    expect(userUpdateBodySchema.parse({ firstName: ' Almaz ', middleName: ' ', bio: '' })).toEqual({
      firstName: 'Almaz',
      middleName: null,
      bio: null,
    });
    expect(userUpdateBodySchema.safeParse({ firstName: '' }).success).toBe(false);
  });
});
