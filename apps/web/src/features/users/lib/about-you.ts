import type { UserProfile } from '@sefer/contract/auth';
import type { UserUpdateBody } from '@sefer/contract/profile';
import { type Calendar, type DateParts, isoOf, partsOf } from './birth-date.ts';

/** The 'About you' form as typed (spec §3 user profile; the birth date in the page's calendar). */
export interface AboutYouValues {
  firstName: string;
  middleName: string;
  lastName: string;
  gender: '' | 'Female' | 'Male';
  birth: DateParts;
  bio: string;
  userName: string;
}

/** The form prefilled from the profile. */
export const aboutYouValues = (profile: UserProfile, calendar: Calendar): AboutYouValues => ({
  firstName: profile.firstName ?? '',
  middleName: profile.middleName ?? '',
  lastName: profile.lastName ?? '',
  gender: profile.gender ?? '',
  birth: partsOf(profile.birthDate, calendar),
  bio: profile.bio ?? '',
  userName: profile.userName ?? '',
});

/**
 * The body of `POST /api/v2/user/update`: every field of the form, the contract's schema trims them, turns blanks
 * into none and checks them. "Rather not say" and an empty username clear theirs.
 */
export const aboutYouBody = (values: AboutYouValues, calendar: Calendar): UserUpdateBody => ({
  firstName: values.firstName,
  middleName: values.middleName,
  lastName: values.lastName,
  gender: values.gender || null,
  birthDate: isoOf(values.birth, calendar),
  bio: values.bio,
  userName: values.userName.trim() ? values.userName : null,
});
