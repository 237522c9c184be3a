import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TEXT_MAX_LENGTH } from '@sefer/contract/constants';
import { type ReviewBody, reviewBodySchema } from '@sefer/contract/detail';

/** What the form holds: no rating until a star is chosen; the text as typed. */
export interface ReviewDraft {
  rating: number | null;
  text: string;
}

/** `text_invalid`: the schema refuses the text for what it holds (a control character), not for its length. */
export type ReviewFieldError = 'rating_required' | 'text_too_long' | 'text_invalid';

export type ReviewCheck =
  | { ok: true; body: ReviewBody }
  | { ok: false; errors: Partial<Record<'rating' | 'text', ReviewFieldError>> };

export const RATINGS: readonly number[] = Array.from(
  { length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 },
  (_, i) => REVIEW_RATING_MIN + i,
);

/** Characters left for the text (the server trims it, so surrounding spaces do not count). */
export const charactersLeft = (text: string) => REVIEW_TEXT_MAX_LENGTH - text.trim().length;

/**
 * The draft checked by the contract's `reviewBodySchema` (the server's own rules): the body to send, or the
 * first problem of each field.
 */
export function checkReview(draft: ReviewDraft): ReviewCheck {
  const parsed = reviewBodySchema.safeParse(draft);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<'rating' | 'text', ReviewFieldError>> = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (field === 'rating') errors.rating ??= 'rating_required';
    else if (field === 'text') errors.text ??= issue.code === 'too_big' ? 'text_too_long' : 'text_invalid';
  }
  return { ok: false, errors };
}
