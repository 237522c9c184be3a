import { describe, expect, it } from 'vitest';
import { HttpError } from '../../errors.ts';
import { squareRegion } from './square-crop.ts';

describe('squareRegion', () => {
  it('takes the largest square in the middle', () => {
    expect(squareRegion(400, 200, 'centre')).toEqual({ left: 100, top: 0, width: 200, height: 200 });
    expect(squareRegion(300, 401, 'centre')).toEqual({ left: 0, top: 50, width: 300, height: 300 });
    expect(squareRegion(64, 64, 'centre')).toEqual({ left: 0, top: 0, width: 64, height: 64 });
  });

  it('turns the fractions into whole pixels of the picture as shown', () => {
    expect(squareRegion(400, 200, { x: 0.5, y: 0, size: 1 })).toEqual({
      left: 200,
      top: 0,
      width: 200,
      height: 200,
    });
    expect(squareRegion(300, 400, { x: 0, y: 0.5, size: 0.5 })).toEqual({
      left: 0,
      top: 200,
      width: 150,
      height: 150,
    });
    expect(squareRegion(2048, 1536, { x: 0.1, y: 0.2, size: 0.25 })).toEqual({
      left: 205,
      top: 307,
      width: 384,
      height: 384,
    });
  });

  it('keeps a square that rounding pushed a pixel or two over the edge inside the picture', () => {
    // 0.6667 × 1000 = 667, and 334 more is 1001: one pixel over.
    expect(squareRegion(1000, 500, { x: 0.6667, y: 0.0005, size: 0.667 })).toEqual({
      left: 666,
      top: 0,
      width: 334,
      height: 334,
    });
    expect(squareRegion(10, 10, { x: 0, y: 0, size: 0.001 })).toEqual({
      left: 0,
      top: 0,
      width: 1,
      height: 1,
    });
  });

  it('refuses a square that reaches outside the picture, naming the crop', () => {
    for (const crop of [
      { x: 0.75, y: 0, size: 1 },
      { x: 0, y: 0.5, size: 1 },
      { x: 1, y: 1, size: 0.1 },
    ]) {
      try {
        squareRegion(400, 200, crop);
        expect.unreachable(JSON.stringify(crop));
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).details.fields).toEqual({ crop: 'invalid_crop' });
      }
    }
  });
});
