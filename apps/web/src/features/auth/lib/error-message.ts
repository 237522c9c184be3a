import { isErrorKey } from '@sefer/contract/errors';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The translated message of a failed auth call: too many attempts with its wait, then the message
 * of the particular reason (spec §8: 'Incorrect code', 'Password is incorrect'), then the error key.
 */
export function authErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.key === 'too_many_requests' && error.retryAfter !== undefined) {
      return t('auth.tooManyAttempts', { seconds: Math.ceil(error.retryAfter) });
    }
    if (error.reason) return t(`auth.reasons.${error.reason}`);
    return t(`errors.${error.key}`);
  }
  if (typeof error === 'object' && error !== null && 'key' in error && isErrorKey(error.key)) {
    return t(`errors.${error.key}`);
  }
  return t('errors.general_response_error');
}
