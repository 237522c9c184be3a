/** An average rating with one decimal (`4.0`, `3.7`); null before the first review. */
export function formatRating(rating: number | null): string | null {
  return rating === null || !Number.isFinite(rating) ? null : (Math.round(rating * 10) / 10).toFixed(1);
}

/** How many of the five stars to fill for an average: rounded to the nearest half. */
export function filledStars(rating: number | null): number {
  if (rating === null || !Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}
