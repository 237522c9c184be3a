import { changePasswordBodySchema, resetPasswordBodySchema } from '@sefer/contract/sessions';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorDetails } from '../../../lib/api-client.ts';
import {
  checkPasswordBody,
  failureMessage,
  passwordFormErrors,
  serverFieldErrors,
} from './password-fields.ts';

const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction;

/** The server's refusal of a request, with these details. */
const refused = (details: ApiErrorDetails) => new ApiError('bad_request', 'refused', 400, details);

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []);

describe('passwordFormErrors', () => {
  it("marks each field the contract's schema refuses, once", () => {
    const body = { phone: '0911234567', code: '12a', password: 'abc', confirmPassword: 'abc' };
    expect(passwordFormErrors(issues(resetPasswordBodySchema.safeParse(body)), 'abc', 'abc')).toEqual({
      code: 'errors.invalid_code',
      password: 'errors.invalid_password',
    });
    const change = { currentPassword: '', password: 'selam-1234', confirmPassword: 'selam-1234' };
    expect(
      passwordFormErrors(issues(changePasswordBodySchema.safeParse(change)), 'selam-1234', 'selam-1234'),
    ).toEqual({
      currentPassword: 'passwords.currentRequired',
    });
  });

  it('compares the confirmation, which the schema does not', () => {
    expect(passwordFormErrors([], 'selam-1234', 'selam-9999')).toEqual({
      confirmPassword: 'auth.passwordsMustMatch',
    });
    expect(passwordFormErrors([], 'selam-1234', 'selam-1234')).toEqual({});
  });
});

describe('checkPasswordBody', () => {
  it('gives the problems, and the body the schema read', () => {
    const change = { currentPassword: 'selam-0000', password: 'selam-1234', confirmPassword: 'selam-1234' };
    expect(checkPasswordBody(changePasswordBodySchema, change)).toEqual({ errors: {}, data: change });
    expect(checkPasswordBody(changePasswordBodySchema, { ...change, currentPassword: '' })).toEqual({
      errors: { currentPassword: 'passwords.currentRequired' },
      data: null,
    });
  });
});

describe('serverFieldErrors', () => {
  it("puts a reason that concerns one field under it, in the reason's words", () => {
    const code = refused({ reason: 'incorrect_code', fields: { code: 'invalid_code' } });
    expect(serverFieldErrors(code)).toEqual({ code: 'auth.reasons.incorrect_code' });
    const current = refused({
      reason: 'incorrect_password',
      fields: { currentPassword: 'invalid_password' },
    });
    expect(serverFieldErrors(current)).toEqual({ currentPassword: 'auth.reasons.incorrect_password' });
    const differ = new ApiError('invalid_password', 'The passwords must match', 400, {
      reason: 'passwords_differ',
      fields: { confirmPassword: 'invalid_password' },
    });
    expect(serverFieldErrors(differ)).toEqual({ confirmPassword: 'auth.passwordsMustMatch' });
  });

  it('marks the fields a validation error names, and leaves the rest to the banner', () => {
    const invalid = refused({ fields: { password: 'invalid_password', request: 'invalid_request' } });
    expect(serverFieldErrors(invalid)).toEqual({ password: 'errors.invalid_password' });
    expect(serverFieldErrors(new ApiError('too_many_requests', 'x', 429, { retryAfter: 3 }))).toBeNull();
    expect(serverFieldErrors(new Error('boom'))).toBeNull();
  });
});

describe('failureMessage', () => {
  it('says how long to wait, then the reason, then the key', () => {
    expect(failureMessage(t, new ApiError('too_many_requests', 'x', 429, { retryAfter: 7.5 }))).toBe(
      'auth.tooManyAttempts {"seconds":8}',
    );
    expect(failureMessage(t, new ApiError('bad_request', 'x', 400, { reason: 'not_activated' }))).toBe(
      'auth.reasons.not_activated',
    );
    expect(failureMessage(t, new ApiError('not_found', 'x', 404))).toBe('errors.not_found');
    expect(failureMessage(t, new Error('boom'))).toBe('errors.general_response_error');
  });
});
