import { z } from 'zod';
import { defineCall } from './call.ts';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { safeText } from './text.ts';

/** Answer of `GET /api/auth/checkUser/{phone}` (404 `not_found` when there is no such account). */
export const checkUserSchema = z.object({
  userExists: z.boolean(),
  passwordCreated: z.boolean(),
  /** The first layout's flag: true when the account signs in with a password. */
  webLogin: z.boolean(),
});
export type CheckUser = z.infer<typeof checkUserSchema>;

const phoneField = safeText().max(40);
const codeField = safeText().regex(/^\d{6}$/);
const passwordField = safeText().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
const nameField = safeText().trim().min(1).max(NAME_MAX_LENGTH);
/** Client ids, secrets, scopes and refresh tokens: opaque, short. */
const opaque = safeText().max(200);

/** `POST /api/v2/auth/webPersonalRegister`: creates the pending account if needed and sends a code. */
export const registerBodySchema = z.object({
  phone: phoneField,
  firstName: nameField.optional(),
  lastName: nameField.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * The answer to asking for a texted code (sign-up, a forgotten password, a business phone): whether one went out
 * (false when one went out less than a minute ago: that one still works), and seconds until another may be sent.
 */
export const codeSentFields = { codeSent: z.boolean(), resendAfter: z.number().int() };

export const registerResultSchema = z.object({
  /** True when the account already has a password: go and enter it, no code was sent. */
  webLogin: z.boolean(),
  ...codeSentFields,
});
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** `POST /api/v2/auth/webActivation`. */
export const activationBodySchema = z.object({ phone: phoneField, code: codeField });
export type ActivationBody = z.infer<typeof activationBodySchema>;
export const activationResultSchema = z.object({ activated: z.literal(true) });

/** `POST /api/auth/createPassword`. The code is checked again and used up. */
export const createPasswordBodySchema = z.object({
  password: passwordField,
  confirmPassword: safeText().max(PASSWORD_MAX_LENGTH),
  aCode: codeField,
  phone: phoneField,
});
export type CreatePasswordBody = z.infer<typeof createPasswordBodySchema>;
export const createPasswordResultSchema = z.object({ passwordCreated: z.literal(true) });

/** `POST /api/auth/login`, form-encoded (OAuth2 token endpoint). */
export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: phoneField,
    password: safeText().max(PASSWORD_MAX_LENGTH),
    client_id: opaque,
    client_secret: opaque,
    scope: opaque.optional(),
    /** The device token an earlier sign-in to this account returned: a lock-out of the number spares it. */
    device_token: opaque.optional(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: opaque,
    client_id: opaque,
    client_secret: opaque,
    scope: opaque.optional(),
  }),
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds the access token lives. */
  expiresIn: z.number().int(),
  tokenType: z.literal('Bearer'),
  userId: z.number().int(),
  /** Password grants only: keep it and send it as `device_token` with later password grants. */
  deviceToken: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** `POST /api/auth/logout`: revokes the refresh token (and its family). */
export const logoutBodySchema = z.object({ refreshToken: opaque });

/** User profile of spec §3. */
export const userProfileSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  gender: z.enum(['Female', 'Male']).nullable(),
  birthDate: z.string().nullable(),
  bio: z.string().nullable(),
  imageFile: z.string().nullable(),
  userName: z.string().nullable(),
  phone: z.string(),
  /** Space-separated tags, or null before the interests dialog. */
  interests: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** `GET /api/dev/outbox?phone=` (development with the log sender only). */
export const outboxEntrySchema = z.object({
  phone: z.string(),
  code: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});

/** Sign-up: whether an account exists, its code texted and confirmed, its password set (spec §7). */
export const authCalls = {
  checkUser: defineCall({
    method: 'GET',
    path: '/api/auth/checkUser/:phone',
    summary: 'Whether an account exists for a phone number and has a password',
    tag: 'auth',
    auth: false,
    params: z.object({ phone: z.string().max(40) }),
    response: checkUserSchema,
  }),
  register: defineCall({
    method: 'POST',
    path: '/api/v2/auth/webPersonalRegister',
    summary: 'Create the pending account if needed and text it an activation code',
    tag: 'auth',
    auth: false,
    body: registerBodySchema,
    response: registerResultSchema,
  }),
  activate: defineCall({
    method: 'POST',
    path: '/api/v2/auth/webActivation',
    summary: 'Confirm the activation code',
    tag: 'auth',
    auth: false,
    body: activationBodySchema,
    response: activationResultSchema,
  }),
  createPassword: defineCall({
    method: 'POST',
    path: '/api/auth/createPassword',
    summary: 'Set the password with a valid activation code (uses the code up)',
    tag: 'auth',
    auth: false,
    body: createPasswordBodySchema,
    response: createPasswordResultSchema,
  }),
} as const;
