import type { ErrorKey } from '@sefer/contract';

/** An error the API answers with as-is: status, spec §8 key, message and optional field keys. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: ErrorKey,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, fields);
export const notFound = (message = "The page you are looking for doesn't exist") =>
  new HttpError(404, 'not_found', message);
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You may not do this') => new HttpError(403, 'forbidden', message);
