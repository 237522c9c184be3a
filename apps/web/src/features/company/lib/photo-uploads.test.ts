import { COMPANY_MAX_PHOTOS } from '@sefer/contract/constants';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { failureOf, slotsLeft, triage } from './photo-uploads.ts';

const file = (name: string, type: string) => ({ name, type });

describe('triage', () => {
  it('refuses a kind the server never takes and keeps the order', () => {
    const picked = [file('a.jpg', 'image/jpeg'), file('notes.txt', 'text/plain'), file('b.png', 'image/png')];
    expect(triage(picked, 5).map((p) => [p.file.name, p.refused])).toEqual([
      ['a.jpg', null],
      ['notes.txt', 'image_type'],
      ['b.png', null],
    ]);
  });

  it('lets a kind the browser cannot name through: the server reads its bytes', () => {
    expect(triage([file('photo.heic', '')], 1)[0]?.refused).toBeNull();
  });

  it('sends only as many as there are photos left and refuses the rest for the limit', () => {
    const picked = [
      file('1.jpg', 'image/jpeg'),
      file('2.svg', 'image/svg+xml'),
      file('3.webp', 'image/webp'),
    ];
    expect(triage(picked, 1).map((p) => p.refused)).toEqual([null, 'image_type', 'photo_limit']);
    expect(triage(picked, 0).map((p) => p.refused)).toEqual(['photo_limit', 'image_type', 'photo_limit']);
  });
});

describe('slotsLeft', () => {
  it('counts the stored photos and those on their way, never below zero', () => {
    expect(slotsLeft(0, 0)).toBe(COMPANY_MAX_PHOTOS);
    expect(slotsLeft(COMPANY_MAX_PHOTOS - 3, 2)).toBe(1);
    expect(slotsLeft(COMPANY_MAX_PHOTOS, 1)).toBe(0);
  });
});

describe('failureOf', () => {
  it('keeps the reason of an upload refusal', () => {
    const error = new ApiError('bad_request', 'Send a JPEG', 415, { reason: 'image_type' });
    expect(failureOf(error)).toEqual({ reason: 'image_type' });
  });

  it('falls back to the error key for anything else', () => {
    expect(failureOf(new ApiError('forbidden', 'Not yours', 403))).toEqual({ key: 'forbidden' });
    expect(failureOf(new Error('boom'))).toEqual({ key: 'general_response_error' });
  });
});
