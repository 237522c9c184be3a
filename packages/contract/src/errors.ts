/** Error keys of spec §8. Every failure the API answers carries one of these. */
export const ERROR_KEYS = [
  'network_error',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'too_many_requests',
  'internal_server_error',
  'general_response_error',
  'invalid_phone',
  'invalid_code',
  'invalid_password',
  'invalid_name',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

/** Maps an HTTP status to its catalogue key when the body carries none. */
export function errorKeyForStatus(status: number | undefined): ErrorKey {
  switch (status) {
    case undefined:
    case 0:
      return 'network_error';
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 429:
      return 'too_many_requests';
    case 500:
      return 'internal_server_error';
    default:
      return 'general_response_error';
  }
}

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && (ERROR_KEYS as readonly string[]).includes(value);
}

/**
 * The particular case behind a `bad_request` (or 401/429) that the UI words differently, e.g. spec §8's
 * 'Incorrect code' on create password and 'Password is incorrect' on login. Optional in error bodies.
 */
export const ERROR_REASONS = [
  'incorrect_code',
  'code_expired',
  'code_exhausted',
  'no_code',
  'incorrect_password',
  'passwords_differ',
  'password_exists',
  'not_activated',
  'invalid_client',
  'invalid_token',
  'sms_failed',
  'company_exists',
  'no_company',
  'handle_taken',
  'phone_taken',
  'photo_limit',
  'product_limit',
  'picture_limit',
  'last_picture',
  'image_type',
  'image_too_large',
  'image_too_many_pixels',
  'image_unreadable',
  'company_confirmation',
  'username_taken',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];
