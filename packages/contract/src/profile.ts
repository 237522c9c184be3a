/**
 * The member's own profile (spec §2 `/profile/user` and `/profile/user/update`, §3 user profile, §5 "only the
 * first name is required", §7 user calls): read it, change the 'About you' fields and the interests, check a
 * username, and set or remove the profile picture. Each call is declared once (call.ts) and used by both sides.
 */
import { z } from 'zod';
import { userProfileSchema } from './auth.ts';
import { defineCall, defineFirstLoadCall } from './call.ts';
import { MAX_INTERESTS, NAME_MAX_LENGTH } from './constants.ts';
import { safeText } from './text.ts';

/** The 'About you' form's limits; a name's is the sign-up's (one rule for both forms). */
export const PROFILE_NAME_MAX_LENGTH = NAME_MAX_LENGTH;
export const BIO_MAX_LENGTH = 300;
export const USER_NAME_MIN_LENGTH = 3;
export const USER_NAME_MAX_LENGTH = 30;
/** A member is a person of 13 to 120 years. */
export const MIN_AGE_YEARS = 13;
export const MAX_AGE_YEARS = 120;

/** Addis Ababa's offset from UTC (no summer time): "today" is the day in Addis. */
const ADDIS_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Today's date in Addis Ababa, `YYYY-MM-DD`. */
export const addisToday = (now = Date.now()): string =>
  new Date(now + ADDIS_OFFSET_MS).toISOString().slice(0, 10);

/** Full years from the `birth` date to the `today` date (both `YYYY-MM-DD`). */
export function ageOn(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}

/** Whether someone born on `birth` is 13 to 120 years old on `today`. */
export const isBirthDateAllowed = (birth: string, today = addisToday()) => {
  const age = ageOn(birth, today);
  return age >= MIN_AGE_YEARS && age <= MAX_AGE_YEARS;
};

/** A birth date: a real `YYYY-MM-DD` day of a person aged 13 to 120 in Addis Ababa today. */
export const birthDateSchema = z.iso
  .date()
  .refine((d) => isBirthDateAllowed(d), `A person of ${MIN_AGE_YEARS} to ${MAX_AGE_YEARS} years`);

/**
 * A username: 3–30 of `a-z 0-9 _ .`. A leading `@` and capitals are forgiven (stored in lower case), so two
 * names that differ only in case are the same name.
 */
export const userNameSchema = safeText()
  .trim()
  .transform((v) => v.replace(/^@/, '').toLowerCase())
  .pipe(z.string().regex(new RegExp(`^[a-z0-9_.]{${USER_NAME_MIN_LENGTH},${USER_NAME_MAX_LENGTH}}$`)));

/** A name part that may be left out: blank is none (null). */
const optionalName = safeText()
  .trim()
  .max(PROFILE_NAME_MAX_LENGTH)
  .nullable()
  .transform((v) => v || null);

const interestName = safeText()
  .trim()
  .toLowerCase()
  .regex(/^[\p{L}\p{N}_-]{1,40}$/u);

/**
 * `POST /api/v2/user/update`: only the fields present change. `null` (or a blank text) clears a field; the first
 * name cannot be cleared. `interests` are tag names from the interests list (unknown names are refused), at most
 * MAX_INTERESTS; `[]` means "chose none". A username another member holds, in any case, is refused
 * (`username_taken`).
 */
export const userUpdateBodySchema = z
  .object({
    firstName: safeText().trim().min(1).max(PROFILE_NAME_MAX_LENGTH),
    middleName: optionalName,
    lastName: optionalName,
    gender: z.enum(['Female', 'Male']).nullable(),
    birthDate: birthDateSchema.nullable(),
    bio: safeText({ multiline: true })
      .trim()
      .max(BIO_MAX_LENGTH)
      .nullable()
      .transform((v) => v || null),
    userName: userNameSchema.nullable(),
    interests: z
      .array(interestName)
      .max(MAX_INTERESTS)
      .transform((names) => [...new Set(names)]),
  })
  .partial()
  .strict();
export type UserUpdateBody = z.input<typeof userUpdateBodySchema>;

/** The answer of the update is the profile as saved. */
export const userUpdateResultSchema = userProfileSchema;

/** `GET /api/v2/user/checkUserName?userName=`: whether the name is free (the asker's own name counts as free). */
export const userNameQuerySchema = z.object({ userName: userNameSchema }).strict();
export const userNameCheckSchema = z.object({
  /** The name as it would be stored (lower case, without `@`). */
  userName: z.string(),
  available: z.boolean(),
});
export type UserNameCheck = z.infer<typeof userNameCheckSchema>;

/**
 * The square of the picture the member chose, in fractions of the picture as shown (after its EXIF
 * orientation): `x`, `y` of its top-left corner over the width and the height, `size` of its side over the
 * shorter side. The server cuts it out with the picture's variants; a square reaching outside the picture is
 * refused (`invalid_crop`).
 */
export const squareCropSchema = z
  .object({
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    size: z.number().gt(0).max(1),
  })
  .strict();
export type SquareCrop = z.infer<typeof squareCropSchema>;

/** The `data` part of `POST /api/v2/user/setProfilePic`: without `crop`, the largest square in the middle. */
export const profilePictureDataSchema = z.object({ crop: squareCropSchema.optional() }).strict();
export type ProfilePictureData = z.input<typeof profilePictureDataSchema>;

export const profileCalls = {
  profile: defineFirstLoadCall('profile', {
    summary: "The signed-in member's profile",
    tag: 'user',
    auth: true,
    response: userProfileSchema,
  }),
  update: defineCall({
    method: 'POST',
    path: '/api/v2/user/update',
    summary: "Change the signed-in member's 'About you' fields and interests; only the fields sent change",
    tag: 'user',
    auth: true,
    body: userUpdateBodySchema,
    response: userUpdateResultSchema,
  }),
  checkUserName: defineCall({
    method: 'GET',
    path: '/api/v2/user/checkUserName',
    summary: 'Whether a username is free (in any case)',
    tag: 'user',
    auth: true,
    query: userNameQuerySchema,
    response: userNameCheckSchema,
  }),
  setPicture: defineCall({
    method: 'POST',
    path: '/api/v2/user/setProfilePic',
    summary: 'Set the profile picture (multipart `image` + `data` {"crop"?}); the old one is deleted',
    tag: 'user',
    auth: true,
    multipart: true,
    response: userProfileSchema,
  }),
  removePicture: defineCall({
    method: 'POST',
    path: '/api/v2/user/removeProfilePic',
    summary: 'Remove the profile picture and delete its files',
    tag: 'user',
    auth: true,
    response: userProfileSchema,
  }),
} as const;
