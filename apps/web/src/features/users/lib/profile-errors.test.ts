import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorDetails } from '../../../lib/api-client.ts';
import { pictureFailureText, refusedBeforeSending, serverFieldErrors } from './profile-errors.ts';

/** Returns the key and its values, so the tests read which message was chosen. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values && 'mb' in values
    ? `${key} (${values.mb} MB, ${values.megapixels} MP)`
    : key) as unknown as TFunction;

/** The server's refusal of a request, with these details. */
const refused = (details: ApiErrorDetails) => new ApiError('bad_request', 'refused', 400, details);

describe('profile errors', () => {
  it('put a taken username under its field, and other refusals under theirs', () => {
    const taken = refused({ reason: 'username_taken', fields: { userName: 'invalid_userName' } });
    expect(serverFieldErrors(taken)).toEqual({ userName: 'users.reasons.username_taken' });
    const fields = refused({ fields: { birthDate: 'invalid_birthDate', bio: 'invalid_bio' } });
    expect(serverFieldErrors(fields)).toEqual({
      birthDate: 'users.errors.birthDate',
      bio: 'users.errors.bio',
    });
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });

  it('word a refused picture by its reason, with the limits', () => {
    const tooLarge = new ApiError('bad_request', 'x', 413, { reason: 'image_too_large' });
    expect(pictureFailureText(t, tooLarge)).toBe('users.picture.errors.image_too_large (10 MB, 40 MP)');
    const crop = refused({ fields: { crop: 'invalid_crop' } });
    expect(pictureFailureText(t, crop)).toBe('users.picture.errors.crop');
    expect(pictureFailureText(t, new ApiError('network_error', 'x'))).toBe('errors.network_error');
    expect(pictureFailureText(t, 'image_type')).toBe('users.picture.errors.image_type (10 MB, 40 MP)');
  });

  it('refuse before sending a kind the server refuses, or a picture still too large', () => {
    expect(refusedBeforeSending({ type: 'image/gif' })).toBe('image_type');
    expect(refusedBeforeSending({ type: '' })).toBeNull();
    expect(refusedBeforeSending({ type: 'image/jpeg' }, new Blob([new Uint8Array(11 * 1024 * 1024)]))).toBe(
      'image_too_large',
    );
    expect(refusedBeforeSending({ type: 'image/webp' }, new Blob(['x']))).toBeNull();
  });
});
