import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';

/** Where a failed deletion's message belongs: under the password, or above the buttons (null: the generic one). */
export type DeleteFailure = { password: string | null; message: string | null };

/**
 * The translated message of a refused deletion: a wrong password under the password field, the wait after
 * too many, a company that changed meanwhile; anything else is left to the generic error message.
 */
export function deleteFailure(t: TFunction, error: unknown): DeleteFailure {
  if (!(error instanceof ApiError)) return { password: null, message: null };
  if (error.key === 'too_many_requests' && error.retryAfter !== undefined) {
    return {
      password: null,
      message: t('account.tooManyAttempts', { seconds: Math.ceil(error.retryAfter) }),
    };
  }
  if (error.reason === 'incorrect_password') {
    return { password: t('account.reasons.incorrect_password'), message: null };
  }
  if (error.reason === 'company_confirmation') {
    return { password: null, message: t('account.reasons.company_confirmation') };
  }
  return { password: null, message: null };
}
