import { type ErrorKey, errorKeyForStatus, isErrorKey } from '@sefer/contract/errors';
import { getDeviceId } from './device-id.ts';

/** A failed call, carrying the spec §8 key that the UI translates. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly key: ErrorKey,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type QueryParams = Record<string, string | number | boolean | undefined>;

type AuthHeaders = () => Record<string, string>;

/**
 * Seam for the auth issue: it installs a provider of `Authorization` (and user id) headers here, and
 * wraps `request` with the one-time 401 refresh-and-replay. Anonymous until then.
 */
let authHeaders: AuthHeaders = () => ({});
export function setAuthHeaders(provider: AuthHeaders): void {
  authHeaders = provider;
}

const BASE_URL = '';

function buildUrl(path: string, params?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return `${BASE_URL}${path}${query ? `?${query}` : ''}`;
}

async function errorFromResponse(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // Not JSON (proxy page, empty body): fall back to the status.
  }
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const key = isErrorKey(fields.error) ? fields.error : errorKeyForStatus(res.status);
  const message = typeof fields.message === 'string' ? fields.message : res.statusText || key;
  return new ApiError(key, message, res.status);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
}

/** Fetches JSON; every failure becomes an ApiError (no response at all → network_error). */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Device-Id': getDeviceId(),
    ...authHeaders(),
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.params), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network_error', 'There is a network problem');
  }
  if (!res.ok) throw await errorFromResponse(res);
  try {
    return (await res.json()) as T;
  } catch {
    throw new ApiError('general_response_error', 'The answer was not JSON', res.status);
  }
}

export const apiClient = {
  get: <T>(path: string, params?: QueryParams, signal?: AbortSignal) =>
    request<T>(path, { params, ...(signal ? { signal } : {}) }),
  post: <T>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body }),
};
