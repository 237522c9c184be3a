import { TOKEN_REFRESH_TIMEOUT_MS } from '@sefer/contract/constants';
import {
  ERROR_REASONS,
  type ErrorKey,
  type ErrorReason,
  errorKeyForStatus,
  isErrorKey,
} from '@sefer/contract/errors';
import { takeEarlyResponse } from './early-responses.ts';
import { baseHeaders, type QueryParams, requestUrl } from './request.ts';

export type { QueryParams };

export interface ApiErrorDetails {
  /** The particular case behind the key (e.g. `incorrect_code`), for a more precise message. */
  reason?: ErrorReason;
  /** Field-level problems: field name → `invalid_*` key. */
  fields?: Record<string, string>;
  /** Seconds to wait before trying again (429). */
  retryAfter?: number;
}

/** A failed call, carrying the spec §8 key that the UI translates. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly reason?: ErrorReason;
  readonly fields?: Record<string, string>;
  readonly retryAfter?: number;
  constructor(
    readonly key: ErrorKey,
    message: string,
    readonly status?: number,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    if (details.reason !== undefined) this.reason = details.reason;
    if (details.fields !== undefined) this.fields = details.fields;
    if (details.retryAfter !== undefined) this.retryAfter = details.retryAfter;
  }
}

/**
 * What the client needs from the signed-in session (installed by the auth feature at start-up).
 * The client owns the headers and the one-time 401 refresh-and-replay; the session owns the tokens.
 */
export interface AuthSession {
  accessToken(): string | null;
  userId(): number | null;
  /** Trades the refresh token for new tokens and stores them; resolves the new access token. */
  refresh(signal: AbortSignal): Promise<string>;
  /** The session could not be renewed: forget the tokens (sign out locally). */
  expire(): void;
}

const ANONYMOUS: AuthSession = {
  accessToken: () => null,
  userId: () => null,
  refresh: () => Promise.reject(new Error('anonymous')),
  expire: () => {},
};

let session: AuthSession = ANONYMOUS;
let refreshing: Promise<string | null> | null = null;

export function setAuthSession(next: AuthSession | null): void {
  session = next ?? ANONYMOUS;
  refreshing = null;
}

/**
 * One refresh for every request that got a 401 meanwhile (single flight), aborted after
 * TOKEN_REFRESH_TIMEOUT_MS. Resolves the new access token, or null after signing out (spec §4).
 */
function refreshOnce(): Promise<string | null> {
  if (refreshing) return refreshing;
  const current = session;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TOKEN_REFRESH_TIMEOUT_MS);
  refreshing = current
    .refresh(controller.signal)
    .catch(() => {
      current.expire();
      return null;
    })
    .finally(() => {
      clearTimeout(timer);
      refreshing = null;
    });
  return refreshing;
}

const isReason = (value: unknown): value is ErrorReason =>
  typeof value === 'string' && (ERROR_REASONS as readonly string[]).includes(value);

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
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
  const details: ApiErrorDetails = {};
  if (isReason(fields.reason)) details.reason = fields.reason;
  const fieldErrors = stringRecord(fields.fields);
  if (fieldErrors) details.fields = fieldErrors;
  if (typeof fields.retryAfter === 'number' && Number.isFinite(fields.retryAfter)) {
    details.retryAfter = fields.retryAfter;
  } else if (res.status === 429) {
    const header = Number(res.headers.get('Retry-After'));
    if (Number.isFinite(header) && header > 0) details.retryAfter = header;
  }
  return new ApiError(key, message, res.status, details);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: QueryParams;
  /** JSON body. */
  body?: unknown;
  /** Form-encoded body (`application/x-www-form-urlencoded`), e.g. the token endpoint. */
  form?: Record<string, string>;
  signal?: AbortSignal;
  /** Send the bearer (and refresh it on a 401). Off for the token endpoint itself. Default on. */
  auth?: boolean;
}

/** The headers of every call, with the signed-in user and the bearer when there are. */
export function sessionHeaders(token: string | null): Record<string, string> {
  const headers = baseHeaders();
  const userId = session.userId();
  if (userId !== null) headers['X-User-Id'] = String(userId);
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export const networkError = (error: unknown) => {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ApiError('network_error', 'There is a network problem');
};

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const url = requestUrl(path, options.params);
  // A call index.html started early was made the same way: a GET without a session (src/boot/early-requests.ts).
  const early =
    (options.method ?? 'GET') === 'GET' && token === null && session.userId() === null
      ? takeEarlyResponse(url)
      : undefined;
  const headers = sessionHeaders(token);
  let body: string | undefined;
  if (options.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    return await (early ??
      fetch(url, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
      }));
  } catch (error) {
    throw networkError(error);
  }
}

/**
 * Fetches JSON; every failure becomes an ApiError (no response at all → network_error). A 401 for
 * a request that carried a bearer refreshes the tokens once and replays the request; when the
 * refresh fails the session is signed out and the original error is thrown.
 */
export function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return exchange<T>((token) => send(path, options, token), options.auth !== false);
}

/** One call with the session's bearer (when `auth`), replayed once after a refresh on a 401, read as JSON. */
export async function exchange<T>(
  sendWith: (token: string | null) => Promise<Response>,
  auth: boolean,
): Promise<T> {
  const token = auth ? session.accessToken() : null;
  let res = await sendWith(token);
  if (res.status === 401 && token) {
    const original = await errorFromResponse(res);
    // Another request may have refreshed while this one was out: replay with that token.
    const current = session.accessToken();
    const fresh = current && current !== token ? current : await refreshOnce();
    if (!fresh) throw original;
    res = await sendWith(fresh);
  }
  if (!res.ok) throw await errorFromResponse(res);
  if (res.status === 204) return undefined as T;
  try {
    return (await res.json()) as T;
  } catch {
    throw new ApiError('general_response_error', 'The answer was not JSON', res.status);
  }
}
