import type { UserProfile } from '@sefer/contract/auth';
import { userUpdateBodySchema } from '@sefer/contract/profile';
import { describe, expect, it } from 'vitest';
import { aboutYouBody, aboutYouValues } from './about-you.ts';
import { INCOMPLETE_DATE } from './birth-date.ts';
import { displayName } from './display-name.ts';

const profile: UserProfile = {
  id: 7,
  firstName: 'Almaz',
  middleName: null,
  lastName: 'Bekele',
  gender: 'Female',
  birthDate: '1994-05-02',
  bio: null,
  imageFile: null,
  userName: 'almaz.b',
  phone: '+251911234567',
  interests: null,
};

describe("the 'About you' form", () => {
  it('is prefilled from the profile, the birth date in the page’s calendar', () => {
    expect(aboutYouValues(profile, 'ethiopian')).toEqual({
      firstName: 'Almaz',
      middleName: '',
      lastName: 'Bekele',
      gender: 'Female',
      birth: { year: '1986', month: '8', day: '24' },
      bio: '',
      userName: 'almaz.b',
    });
  });

  it('sends what the contract’s schema takes: blanks become none, the date Gregorian', () => {
    const values = aboutYouValues(profile, 'ethiopian');
    const body = userUpdateBodySchema.parse(aboutYouBody(values, 'ethiopian'));
    // The profile's own fields come back as they were.
    const { id, imageFile, phone, interests, ...own } = profile;
    expect(body).toEqual(own);
    const cleared = aboutYouBody(
      { ...values, gender: '', userName: '  ', birth: { year: '', month: '', day: '' } },
      'ethiopian',
    );
    expect(cleared).toMatchObject({ gender: null, userName: null, birthDate: null });
  });

  it('refuses a date chosen in part, and a first name left blank, by their fields', () => {
    const values = {
      ...aboutYouValues(profile, 'gregorian'),
      firstName: ' ',
      birth: { year: '1990', month: '', day: '' },
    };
    const body = aboutYouBody(values, 'gregorian');
    expect(body.birthDate).toBe(INCOMPLETE_DATE);
    const parsed = userUpdateBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(new Set(parsed.error?.issues.map((issue) => issue.path[0]))).toEqual(
      new Set(['birthDate', 'firstName']),
    );
  });

  it('names the member by the parts given', () => {
    expect(displayName(profile)).toBe('Almaz Bekele');
    expect(displayName({ firstName: ' ', middleName: null, lastName: null })).toBeNull();
  });
});
