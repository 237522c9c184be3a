import { unauthorized } from '../errors.ts';

/**
 * A valid token for an account deleted since it was issued: writing a like or view for it breaks the
 * users foreign key. Answer 401 (as the profile call does) instead of a 5xx; anything else is rethrown.
 */
export function rethrowUnknownUser(error: unknown): never {
  if ((error as { code?: unknown } | null)?.code === '23503') throw unauthorized();
  throw error;
}
