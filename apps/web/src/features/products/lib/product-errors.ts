import { COMPANY_MAX_PRODUCTS, PRODUCT_MAX_PICTURES } from '@sefer/contract/constants';
import { UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@sefer/contract/upload';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';

/** The refusals of a picture that the company photos' strings word (`companyMedia.upload.errors`). */
const IMAGE_REASONS = new Set(['image_type', 'image_too_large', 'image_too_many_pixels', 'image_unreadable']);

/** A picture refused in the browser, before it is sent: the same reasons as the server's. */
export class PictureRefused extends Error {
  constructor(readonly reason: 'image_type' | 'image_too_large') {
    super(reason);
  }
}

/**
 * Checks a picture once it has been scaled down: one still larger than the server takes, or of a kind it
 * refuses (a browser that could not decode it sends it as it is), is refused without sending it.
 */
export function checkPicture(picture: Blob): void {
  if (picture.size > UPLOAD_MAX_BYTES) throw new PictureRefused('image_too_large');
  if (picture.type !== '' && !(UPLOAD_ACCEPTED_TYPES as readonly string[]).includes(picture.type)) {
    throw new PictureRefused('image_type');
  }
}

/** The values the messages of the limits read. */
const LIMITS = {
  mb: Math.round(UPLOAD_MAX_BYTES / (1024 * 1024)),
  megapixels: Math.round(UPLOAD_MAX_PIXELS / 1_000_000),
  max: PRODUCT_MAX_PICTURES,
  products: COMPANY_MAX_PRODUCTS,
};

/**
 * The message of a failed product call or picture, in the reader's language: a picture's refusal as the company
 * photos word it, a product's (`product_limit`, `picture_limit`, `last_picture`) from `products.reasons`, else
 * the spec §8 key's.
 */
export function productErrorMessage(t: TFunction, error: unknown): string {
  const reason = error instanceof PictureRefused || error instanceof ApiError ? error.reason : undefined;
  if (reason && IMAGE_REASONS.has(reason)) return t(`companyMedia.upload.errors.${reason}`, LIMITS);
  const general = error instanceof ApiError ? t(`errors.${error.key}`) : t('errors.general_response_error');
  return reason ? t(`products.reasons.${reason}`, { ...LIMITS, defaultValue: general }) : general;
}
