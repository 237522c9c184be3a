import type { ReviewBody } from '@sefer/contract/detail';

// The review rules of the contract (`reviewBodySchema`, REVIEW_* in @sefer/contract/detail). That
// module carries zod (~25 KB gzip), so the browser keeps its own copy of the three numbers;
// review-form.test.ts fails the moment they or the rules differ from the contract's.
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const TEXT_MAX_LENGTH = 1000;

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
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, i) => RATING_MIN + i,
);

/** Characters left for the text (the server trims it, so surrounding spaces do not count). */
export const charactersLeft = (text: string) => TEXT_MAX_LENGTH - text.trim().length;

/** The server's rules: a whole rating 1–5; text trimmed, at most 1,000 characters, blank is none. */
export function checkReview(draft: ReviewDraft): ReviewCheck {
  const errors: Partial<Record<'rating' | 'text', ReviewFieldError>> = {};
  if (draft.rating === null || !RATINGS.includes(draft.rating)) errors.rating = 'rating_required';
  if (charactersLeft(draft.text) < 0) errors.text = 'text_too_long';
  if (draft.rating === null || errors.rating || errors.text) return { ok: false, errors };
  const text = draft.text.trim();
  return { ok: true, body: { rating: draft.rating, text: text || null } };
}
