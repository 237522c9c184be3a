import { describe, expect, it } from 'vitest';
import { pairedRatios } from './stats.ts';

describe('pairedRatios', () => {
  it('gives the median, lowest and highest of after / before, pair by pair', () => {
    // Ratios 1.1, 0.9, 1.5: a slow tail in one round moves the highest, not the median.
    expect(pairedRatios([10, 20, 4], [11, 18, 6])).toEqual({ median: 1.1, lowest: 0.9, highest: 1.5 });
  });

  it('takes the middle two of an even count', () => {
    const { median } = pairedRatios([1, 1, 1, 1], [0.8, 1, 1.2, 3]);
    expect(median).toBeCloseTo(1.1, 10);
  });

  it('refuses figures that do not pair up', () => {
    expect(() => pairedRatios([1, 2], [1])).toThrow(/pairs/);
    expect(() => pairedRatios([], [])).toThrow(/pairs/);
  });
});
