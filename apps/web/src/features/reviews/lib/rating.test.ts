import { describe, expect, it } from 'vitest';
import { filledStars, formatRating } from './rating.ts';

describe('rating', () => {
  it('shows one decimal, nothing before the first review', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(3.66)).toBe('3.7');
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(null)).toBeNull();
  });

  it('fills stars to the nearest half, within 0 and 5', () => {
    expect(filledStars(null)).toBe(0);
    expect(filledStars(3.2)).toBe(3);
    expect(filledStars(3.3)).toBe(3.5);
    expect(filledStars(4.8)).toBe(5);
    expect(filledStars(7)).toBe(5);
  });
});
