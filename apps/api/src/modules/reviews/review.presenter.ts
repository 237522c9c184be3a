import type { RatingSummary, Review } from '@sefer/contract';
import { isoTime, oneDecimal } from '../details/details.presenter.ts';
import type { RatingRow, ReviewRow } from './review.repository.ts';

/**
 * "Abebe B.": first name and last initial, else the username, else null (the app names such an author in its
 * language) — never the phone.
 */
export function authorName(row: Pick<ReviewRow, 'first_name' | 'last_name' | 'user_name'>): string | null {
  const first = row.first_name?.trim();
  const lastInitial = row.last_name?.trim() ? [...row.last_name.trim()][0] : null;
  if (first) return lastInitial ? `${first} ${lastInitial}.` : first;
  const userName = row.user_name?.trim();
  return userName ? userName : null;
}

export const presentReview = (row: ReviewRow): Review => ({
  id: Number(row.id),
  rating: Number(row.rating),
  text: row.text,
  author: authorName(row),
  authorImage: row.author_image,
  createdAt: isoTime(row.created_at),
  isMine: row.is_mine,
  formerUser: row.former_user,
});

export const presentRating = (row: RatingRow): RatingSummary => ({
  rating: oneDecimal(row.rating),
  ratingCount: row.rating_count,
});
