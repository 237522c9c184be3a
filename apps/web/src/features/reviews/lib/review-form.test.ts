import { REVIEW_TEXT_MAX_LENGTH } from '@sefer/contract/constants';
import { reviewBodySchema } from '@sefer/contract/detail';
import { describe, expect, it } from 'vitest';
import { charactersLeft, checkReview, RATINGS } from './review-form.ts';

describe('review form', () => {
  it('offers the ratings 1 to 5', () => {
    expect(RATINGS).toEqual([1, 2, 3, 4, 5]);
  });

  it('needs a rating', () => {
    expect(checkReview({ rating: null, text: 'Good coffee' })).toEqual({
      ok: false,
      errors: { rating: 'rating_required' },
    });
    expect(checkReview({ rating: 0, text: '' })).toMatchObject({
      ok: false,
      errors: { rating: 'rating_required' },
    });
    expect(checkReview({ rating: 6, text: '' })).toMatchObject({
      ok: false,
      errors: { rating: 'rating_required' },
    });
  });

  it('sends trimmed text, and no text when it is blank', () => {
    expect(checkReview({ rating: 4, text: '  ጥሩ ቡና  ' })).toEqual({
      ok: true,
      body: { rating: 4, text: 'ጥሩ ቡና' },
    });
    expect(checkReview({ rating: 5, text: '   ' })).toEqual({ ok: true, body: { rating: 5, text: null } });
  });

  it('allows exactly 1,000 characters and refuses one more', () => {
    const longest = 'a'.repeat(REVIEW_TEXT_MAX_LENGTH);
    expect(checkReview({ rating: 3, text: longest }).ok).toBe(true);
    expect(checkReview({ rating: 3, text: `${longest}b` })).toEqual({
      ok: false,
      errors: { text: 'text_too_long' },
    });
    expect(checkReview({ rating: null, text: `${longest}b` })).toEqual({
      ok: false,
      errors: { rating: 'rating_required', text: 'text_too_long' },
    });
  });

  it('refuses a control character in the text, as the server does', () => {
    expect(checkReview({ rating: 4, text: 'Good\u0000coffee' })).toEqual({
      ok: false,
      errors: { text: 'text_invalid' },
    });
    expect(checkReview({ rating: 4, text: 'Good\r\ncoffee' })).toEqual({
      ok: true,
      body: { rating: 4, text: 'Good\ncoffee' },
    });
  });

  it('counts the characters left without surrounding spaces', () => {
    expect(charactersLeft('')).toBe(REVIEW_TEXT_MAX_LENGTH);
    expect(charactersLeft('  hello ')).toBe(REVIEW_TEXT_MAX_LENGTH - 5);
    expect(charactersLeft('x'.repeat(REVIEW_TEXT_MAX_LENGTH + 2))).toBe(-2);
  });

  it.each([
    [null, 'fine'],
    [0, ''],
    [1, ''],
    [3, '  ok  '],
    [5, '\n\t '],
    [6, 'too many stars'],
    [2.5, 'half a star'],
    [4, 'x'.repeat(REVIEW_TEXT_MAX_LENGTH)],
    [4, ` ${'x'.repeat(REVIEW_TEXT_MAX_LENGTH)} `],
    [4, 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1)],
  ])('accepts and sends what the schema of the server does (rating %s)', (rating, text) => {
    const server = reviewBodySchema.safeParse({ rating, text });
    const client = checkReview({ rating, text });
    expect(client.ok).toBe(server.success);
    if (client.ok && server.success) expect(client.body).toEqual(server.data);
  });
});
