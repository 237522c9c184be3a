import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';

/** Field name → translation key of its problem. */
export type PasswordFieldErrors = Partial<
  Record<'code' | 'currentPassword' | 'password' | 'confirmPassword', string>
>;

/** The message of each field a contract schema (or the server) found wrong, as the sign-in screens word them. */
const FIELD_MESSAGES: Required<PasswordFieldErrors> = {
  code: 'errors.invalid_code',
  currentPassword: 'passwords.currentRequired',
  password: 'errors.invalid_password',
  confirmPassword: 'errors.invalid_password',
};

const isField = (name: PropertyKey): name is keyof PasswordFieldErrors =>
  typeof name === 'string' && name in FIELD_MESSAGES;

/**
 * The field problems of a password form: the schema's issues in the browser, then the confirmation, which the
 * schema does not compare.
 */
export function passwordFormErrors(
  issues: readonly { path: readonly PropertyKey[] }[],
  password: string,
  confirm: string,
): PasswordFieldErrors {
  const errors: PasswordFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (field !== undefined && isField(field)) errors[field] ??= FIELD_MESSAGES[field];
  }
  if (!errors.password && !errors.confirmPassword && confirm !== password) {
    errors.confirmPassword = 'auth.passwordsMustMatch';
  }
  return errors;
}

/**
 * A password form's body checked in the browser: the problems of its fields (`passwordFormErrors`), and the body as
 * the contract's `schema` reads it when the schema takes it.
 */
export function checkPasswordBody<T extends { password: string; confirmPassword: string }, O>(
  schema: z.ZodType<O>,
  body: T,
): { errors: PasswordFieldErrors; data: O | null } {
  const parsed = schema.safeParse(body);
  const errors = passwordFormErrors(
    parsed.success ? [] : parsed.error.issues,
    body.password,
    body.confirmPassword,
  );
  return { errors, data: parsed.success ? parsed.data : null };
}

/** Reasons that concern one field: their message shows under it, not in the banner. */
const REASON_FIELDS: Record<string, keyof PasswordFieldErrors> = {
  incorrect_code: 'code',
  code_expired: 'code',
  code_exhausted: 'code',
  no_code: 'code',
  incorrect_password: 'currentPassword',
  passwords_differ: 'confirmPassword',
};

/** The field problems of a failed call (its reason's message on that field, else each field's), or null. */
export function serverFieldErrors(error: unknown): PasswordFieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  const field = error.reason ? REASON_FIELDS[error.reason] : undefined;
  if (field) {
    return {
      [field]:
        error.reason === 'passwords_differ' ? 'auth.passwordsMustMatch' : `auth.reasons.${error.reason}`,
    };
  }
  const fields = Object.keys(error.fields ?? {}).filter(isField);
  if (fields.length === 0) return null;
  return Object.fromEntries(fields.map((name) => [name, FIELD_MESSAGES[name]]));
}

/**
 * The message of a failed password or session call: a wait, the reason's words (spec §8), else the error key's. As error-message.ts words the sign-in screens', kept apart so the Settings
 * sections share no file with those screens.
 */
export function failureMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.general_response_error');
  if (error.key === 'too_many_requests' && error.retryAfter !== undefined) {
    return t('auth.tooManyAttempts', { seconds: Math.ceil(error.retryAfter) });
  }
  if (error.reason) return t(`auth.reasons.${error.reason}`);
  return t(`errors.${error.key}`);
}
