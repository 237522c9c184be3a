import { COMPANY_MAX_PHOTOS } from '@sefer/contract/constants';
import type { ErrorKey } from '@sefer/contract/errors';
import { UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@sefer/contract/upload';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';

/** The refusals of an upload the screen words itself (the server sends the same `reason`s). */
export const UPLOAD_REASONS = [
  'image_type',
  'image_too_large',
  'image_too_many_pixels',
  'image_unreadable',
  'photo_limit',
] as const;
export type UploadReason = (typeof UPLOAD_REASONS)[number];

/** Why a file was not added: one of the upload refusals, or any other failure by its spec §8 key. */
export type UploadFailure = { reason: UploadReason } | { key: ErrorKey };

/** What the file input offers (the server still recognises each kind by its bytes). */
export const ACCEPT = UPLOAD_ACCEPTED_TYPES.join(',');

/**
 * Sorts the picked files: those of a kind the browser names and the server refuses are refused at once, and of the
 * rest only as many as there are photos left go; the others are refused for the limit. Order is kept.
 */
export function triage<F extends { type: string }>(
  files: readonly F[],
  slotsLeft: number,
): { file: F; refused: UploadReason | null }[] {
  let slots = slotsLeft;
  return files.map((file) => {
    // An empty type is a kind the browser does not know by its name: the server decides by its bytes.
    if (file.type !== '' && !(UPLOAD_ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
      return { file, refused: 'image_type' };
    }
    if (slots <= 0) return { file, refused: 'photo_limit' };
    slots -= 1;
    return { file, refused: null };
  });
}

/** Photos that can still be added, given those stored and those on their way. */
export const slotsLeft = (stored: number, inFlight: number) =>
  Math.max(0, COMPANY_MAX_PHOTOS - stored - inFlight);

/** A picture still larger than the server takes after scaling down is refused without sending it. */
export const tooLarge = (blob: Blob) => blob.size > UPLOAD_MAX_BYTES;

export function failureOf(error: unknown): UploadFailure {
  if (error instanceof ApiError) {
    const reason = (UPLOAD_REASONS as readonly string[]).includes(error.reason ?? '')
      ? (error.reason as UploadReason)
      : null;
    return reason ? { reason } : { key: error.key };
  }
  return { key: 'general_response_error' };
}

/** The failure in the reader's language. */
export function failureText(t: TFunction, failure: UploadFailure): string {
  if ('key' in failure) return t(`errors.${failure.key}`);
  return t(`companyMedia.upload.errors.${failure.reason}`, {
    mb: Math.round(UPLOAD_MAX_BYTES / (1024 * 1024)),
    megapixels: Math.round(UPLOAD_MAX_PIXELS / 1_000_000),
    max: COMPANY_MAX_PHOTOS,
  });
}
