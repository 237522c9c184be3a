/**
 * Forgotten and changed passwords, and the signed-in sessions (issue 30; docs/security.md "Passwords and
 * sessions"). A session is one sign-in: a refresh-token family, shown with the browser it came from. Each call
 * is declared once (call.ts) and used by both sides.
 */
import { z } from 'zod';
import { codeSentFields, tokenResponseSchema } from './auth.ts';
import { defineCall } from './call.ts';
import { ACTIVATION_CODE_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { safeText } from './text.ts';

const phoneField = safeText().max(40);
const codeField = safeText().regex(new RegExp(`^\\d{${ACTIVATION_CODE_LENGTH}}$`));
/** A new password: the rule of spec §5 (6 characters at least). */
const newPasswordField = safeText().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/** A password typed to be compared (the current one, the confirmation): any length up to the maximum. */
const typedPasswordField = safeText().max(PASSWORD_MAX_LENGTH);

/** `POST /api/auth/forgotPassword`: texts a reset code to an account that has a password. */
export const forgotPasswordBodySchema = z.object({ phone: phoneField }).strict();
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;
export const forgotPasswordResultSchema = z.object(codeSentFields);
export type ForgotPasswordResult = z.infer<typeof forgotPasswordResultSchema>;

/**
 * `POST /api/auth/resetPassword`: the texted code and a new password. Every session of the account ends, and
 * this browser is signed in (a token answer, as the password grant's).
 */
export const resetPasswordBodySchema = z
  .object({
    phone: phoneField,
    code: codeField,
    password: newPasswordField,
    confirmPassword: typedPasswordField,
    /** The device token an earlier sign-in to this account returned, kept as this browser's. */
    deviceToken: safeText().max(200).optional(),
  })
  .strict();
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** `POST /api/v2/password/change`: the current password and a new one; every other session ends. */
export const changePasswordBodySchema = z
  .object({
    /** Not empty: an empty current password is refused before it counts as a wrong one. */
    currentPassword: typedPasswordField.min(1),
    password: newPasswordField,
    confirmPassword: typedPasswordField,
  })
  .strict();
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export const changePasswordResultSchema = z.object({
  changed: z.literal(true),
  /** Other sessions signed out. */
  signedOut: z.number().int(),
});

/** One signed-in session of the account. */
export const sessionSchema = z.object({
  id: z.number().int(),
  /** The session of the request's own token. */
  current: z.boolean(),
  /** The browser's own random id (`X-Device-Id`) when it signed in. */
  deviceId: z.string().nullable(),
  /** Read from the user agent: `Chrome`, `Firefox`…, or null when not recognised. */
  browser: z.string().nullable(),
  /** `Android`, `iOS`, `Windows`…, or null. */
  os: z.string().nullable(),
  /** The sign-in. */
  createdAt: z.string(),
  /** The latest sign-in or token refresh (a refresh comes at least every 15 minutes of use). */
  lastUsedAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

/**
 * A session's id: fields.ts's `idField` rule, written here so the web's session screens do not share a chunk
 * with the owner's forms (which would add a file to the home route's list of files to preload).
 */
const sessionId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const signOutSessionBodySchema = z.object({ id: sessionId }).strict();
export const signedOutSchema = z.object({ signedOut: z.number().int() });

export const passwordCalls = {
  forgot: defineCall({
    method: 'POST',
    path: '/api/auth/forgotPassword',
    summary: 'Text a code to reset a forgotten password (SMS limits as sign-up)',
    tag: 'auth',
    auth: false,
    body: forgotPasswordBodySchema,
    response: forgotPasswordResultSchema,
  }),
  reset: defineCall({
    method: 'POST',
    path: '/api/auth/resetPassword',
    summary: 'Set a new password with the texted code: every session ends, this one is signed in',
    tag: 'auth',
    auth: false,
    body: resetPasswordBodySchema,
    response: tokenResponseSchema,
  }),
  change: defineCall({
    method: 'POST',
    path: '/api/v2/password/change',
    summary: 'Change the password (the current one first); every other session ends',
    tag: 'auth',
    auth: true,
    body: changePasswordBodySchema,
    response: changePasswordResultSchema,
  }),
} as const;

export const sessionCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/v2/sessions',
    summary: "The account's signed-in sessions, the latest used first",
    tag: 'auth',
    auth: true,
    response: sessionListSchema,
  }),
  signOut: defineCall({
    method: 'POST',
    path: '/api/v2/sessions/signOut',
    summary: 'Sign one session out (its tokens stop working)',
    tag: 'auth',
    auth: true,
    body: signOutSessionBodySchema,
    response: signedOutSchema,
  }),
  signOutOthers: defineCall({
    method: 'POST',
    path: '/api/v2/sessions/signOutOthers',
    summary: 'Sign every other session out',
    tag: 'auth',
    auth: true,
    response: signedOutSchema,
  }),
} as const;
