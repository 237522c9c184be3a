import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TEXT_MAX_LENGTH } from '@sefer/contract/constants';
import type { ReviewBody } from '@sefer/contract/detail';

// The review rules of the contract's `reviewBodySchema`, from its zod-free constants (the schema
// module carries zod, ~25 KB gzip); review-form.test.ts checks the rules against the schema.
/** What the form holds: no rating until a star is chosen; the text as typed. */
export interface ReviewDraft {
  rating: number | null;
  text: string;
}

export type ReviewFieldError = 'rating_required' | 'text_too_long';

export type ReviewCheck =
  | { ok: true; body: ReviewBody }
  | { ok: false; errors: Partial<Record<'rating' | 'text', ReviewFieldError>> };

export const RATINGS: readonly number[] = Array.from(
  { length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 },
  (_, i) => REVIEW_RATING_MIN + i,
);

/** Characters left for the text (the server trims it, so surrounding spaces do not count). */
export const charactersLeft = (text: string) => REVIEW_TEXT_MAX_LENGTH - text.trim().length;

/** The server's rules: a whole rating 1–5; text trimmed, at most 1,000 characters, blank is none. */
export function checkReview(draft: ReviewDraft): ReviewCheck {
  const errors: Partial<Record<'rating' | 'text', ReviewFieldError>> = {};
  if (draft.rating === null || !RATINGS.includes(draft.rating)) errors.rating = 'rating_required';
  if (charactersLeft(draft.text) < 0) errors.text = 'text_too_long';
  if (draft.rating === null || errors.rating || errors.text) return { ok: false, errors };
  const text = draft.text.trim();
  return { ok: true, body: { rating: draft.rating, text: text || null } };
}
