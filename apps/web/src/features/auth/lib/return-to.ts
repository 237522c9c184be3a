import { SCREENS } from '@sefer/contract/routes';
/** Query parameter carrying where to go after signing in (set by the protected wrapper). */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * A safe in-app target: a path on this origin (`/…`, not `//host` or `/\host`), never back into the
 * sign-in screens. Anything else is ignored.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === SCREENS.auth || value.startsWith(`${SCREENS.auth}/`) || value.startsWith(`${SCREENS.auth}?`))
    return null;
  if (value.length > 2000) return null;
  return value;
}

/** `/auth/login/enterPassword` + `?returnTo=…` when there is a target, so every step keeps it. */
export function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}` : path;
}
