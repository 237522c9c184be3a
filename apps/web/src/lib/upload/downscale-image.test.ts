import { UPLOAD_CLIENT_MAX_SIDE } from '@sefer/contract/upload';
import { describe, expect, it } from 'vitest';
import { fitWithin } from './downscale-image.ts';

describe('fitWithin', () => {
  it('brings a 12-megapixel landscape photo down to the longest side', () => {
    expect(fitWithin(4000, 3000, UPLOAD_CLIENT_MAX_SIDE)).toEqual({ width: 2048, height: 1536 });
  });

  it('does the same for a portrait photo', () => {
    expect(fitWithin(3024, 4032, 2048)).toEqual({ width: 1536, height: 2048 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(2048, 10, 2048)).toEqual({ width: 2048, height: 10 });
  });

  it('keeps at least one pixel on the short side of a very long strip', () => {
    expect(fitWithin(40_000, 3, 2048)).toEqual({ width: 2048, height: 1 });
  });
});
