import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { authErrorMessage } from './error-message.ts';

const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction;

describe('authErrorMessage', () => {
  it('words the reason first (spec §8: Incorrect code, Password is incorrect)', () => {
    const error = new ApiError('bad_request', 'Incorrect code', 400, { reason: 'incorrect_code' });
    expect(authErrorMessage(t, error)).toBe('auth.reasons.incorrect_code');
  });

  it('falls back to the error key, then to the general message', () => {
    expect(authErrorMessage(t, new ApiError('not_found', 'x', 404))).toBe('errors.not_found');
    expect(authErrorMessage(t, new ApiError('network_error', 'x'))).toBe('errors.network_error');
    expect(authErrorMessage(t, new Error('boom'))).toBe('errors.general_response_error');
  });

  it('says how long to wait after too many attempts', () => {
    const error = new ApiError('too_many_requests', 'x', 429, { retryAfter: 41.2 });
    expect(authErrorMessage(t, error)).toBe('auth.tooManyAttempts {"seconds":42}');
  });
});
