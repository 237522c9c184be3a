import type { ErrorKey, ErrorReason } from '@sefer/contract';

export type HttpErrorDetails = {
  /** Field-level problems, each an `invalid_*` key. */
  fields?: Record<string, string>;
  /** The particular case, so the UI can word it (e.g. `incorrect_code`). */
  reason?: ErrorReason;
  /** Seconds until a retry may succeed; also sent as the `Retry-After` header. */
  retryAfter?: number;
};

/** An error the API answers with as-is: status, spec §8 key, message and optional details. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: ErrorKey,
    message: string,
    readonly details: HttpErrorDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: HttpErrorDetails) =>
  new HttpError(400, 'bad_request', message, details);
/** A field that failed a rule the schema cannot express: `invalid_<key>` for the field. */
export const invalidField = (
  key: 'phone' | 'code' | 'password' | 'name',
  field: string,
  message: string,
  reason?: ErrorReason,
) =>
  new HttpError(400, `invalid_${key}`, message, {
    fields: { [field]: `invalid_${key}` },
    ...(reason ? { reason } : {}),
  });
export const notFound = (message = "The page you are looking for doesn't exist") =>
  new HttpError(404, 'not_found', message);
export const unauthorized = (message = 'Sign in to continue', reason?: ErrorReason) =>
  new HttpError(401, 'unauthorized', message, reason ? { reason } : {});
export const forbidden = (message = 'You may not do this') => new HttpError(403, 'forbidden', message);
export const tooManyRequests = (retryAfter: number, message = 'Too many attempts. Try again later.') =>
  new HttpError(429, 'too_many_requests', message, { retryAfter: Math.max(1, Math.ceil(retryAfter)) });
