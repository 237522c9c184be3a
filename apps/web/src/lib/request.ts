import { getDeviceId } from './device-id.ts';

/** Query parameters of a call; undefined ones are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

/** A call of the API as path and parameters (the app and index.html's early script build them alike). */
export type Call = { path: string; params?: QueryParams };

/** The URL the API client asks for `path` with `params`, in their order. */
export function requestUrl(path: string, params?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return `${path}${query ? `?${query}` : ''}`;
}

/** The headers every call carries (the API client adds the session's). */
export const baseHeaders = (): Record<string, string> => ({
  Accept: 'application/json',
  'X-Device-Id': getDeviceId(),
});
