import { UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@sefer/contract/upload';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';

/** Field name → translation key of its problem. */
export type FieldErrors = Record<string, string>;

/** The field problems of a failed 'About you' save: a taken username says so, other fields their rule. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const field of Object.keys(error.fields ?? {})) errors[field] = `users.errors.${field}`;
  if (error.reason === 'username_taken') errors.userName = 'users.reasons.username_taken';
  return errors;
}

/** The message of a failed profile call as a whole: its reason's, else its error key's (spec §8). */
export function profileErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.general_response_error');
  const general = t(`errors.${error.key}`);
  return error.reason ? t(`users.reasons.${error.reason}`, { defaultValue: general }) : general;
}

/** The refusals of a picture the screen words itself (the server sends the same `reason`s). */
const PICTURE_REASONS: readonly string[] = [
  'image_type',
  'image_too_large',
  'image_too_many_pixels',
  'image_unreadable',
];

/** What the file input offers (the server still recognises each kind by its bytes). */
export const ACCEPT = UPLOAD_ACCEPTED_TYPES.join(',');

/** A refusal known before sending: a kind the browser names and the server refuses, or too large even scaled down. */
export function refusedBeforeSending(file: { type: string }, picture?: Blob): string | null {
  // An empty type is a kind the browser does not know by its name: the server decides by its bytes.
  if (file.type !== '' && !(UPLOAD_ACCEPTED_TYPES as readonly string[]).includes(file.type))
    return 'image_type';
  if (picture && picture.size > UPLOAD_MAX_BYTES) return 'image_too_large';
  return null;
}

/** A picture's failure in the reader's language: its reason, the crop, or its spec §8 key. */
export function pictureFailureText(t: TFunction, failure: unknown): string {
  const sizes = {
    mb: Math.round(UPLOAD_MAX_BYTES / (1024 * 1024)),
    megapixels: Math.round(UPLOAD_MAX_PIXELS / 1_000_000),
  };
  if (typeof failure === 'string') return t(`users.picture.errors.${failure}`, sizes);
  if (!(failure instanceof ApiError)) return t('errors.general_response_error');
  if (failure.reason && PICTURE_REASONS.includes(failure.reason)) {
    return t(`users.picture.errors.${failure.reason}`, sizes);
  }
  if (failure.fields?.crop) return t('users.picture.errors.crop');
  return t(`errors.${failure.key}`);
}
