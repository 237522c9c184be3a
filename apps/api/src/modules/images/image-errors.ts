import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@sefer/contract';
import { HttpError } from '../../errors.ts';

const fields = { image: 'invalid_image' };
const megabytes = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));
const megapixels = Math.round(UPLOAD_MAX_PIXELS / 1_000_000);

/** The upload refusals, each naming what to send instead (the UI words them by `reason`). */
export const imageErrors = {
  type: () =>
    new HttpError(415, 'bad_request', 'Send a JPEG, PNG, WebP or AVIF picture', {
      fields,
      reason: 'image_type',
    }),
  tooLarge: () =>
    new HttpError(413, 'bad_request', `The picture is larger than ${megabytes} MB`, {
      fields,
      reason: 'image_too_large',
    }),
  tooManyPixels: () =>
    new HttpError(413, 'bad_request', `The picture has more than ${megapixels} megapixels`, {
      fields,
      reason: 'image_too_many_pixels',
    }),
  unreadable: () =>
    new HttpError(400, 'bad_request', 'The picture is damaged or incomplete', {
      fields,
      reason: 'image_unreadable',
    }),
};
