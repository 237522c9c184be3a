import { describe, expect, it } from 'vitest';
import { byWholePercent } from './by-whole-percent.ts';

describe('byWholePercent', () => {
  it('passes a fraction on only when its whole percent changes', () => {
    const seen: number[] = [];
    const report = byWholePercent((fraction) => seen.push(fraction));
    for (const fraction of [0, 0.001, 0.0105, 0.0109, 0.5, 0.505, 1]) report(fraction);
    expect(seen).toEqual([0, 0.0105, 0.5, 1]);
  });
});
