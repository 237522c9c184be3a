import { describe, expect, it } from 'vitest';
import { HttpError } from '../../errors.ts';
import { squareRegion } from './square-crop.ts';

/** The region of a square `size` pixels wide whose top left corner is at (`left`, `top`). */
const square = (left: number, top: number, size: number) => ({ left, top, width: size, height: size });

describe('squareRegion', () => {
  it.each([
    [400, 200, square(100, 0, 200)],
    [300, 401, square(0, 50, 300)],
    [64, 64, square(0, 0, 64)],
  ])('takes the largest square in the middle of %i × %i', (width, height, region) => {
    expect(squareRegion(width, height, 'centre')).toEqual(region);
  });

  it.each([
    [400, 200, { x: 0.5, y: 0, size: 1 }, square(200, 0, 200)],
    [300, 400, { x: 0, y: 0.5, size: 0.5 }, square(0, 200, 150)],
    [2048, 1536, { x: 0.1, y: 0.2, size: 0.25 }, square(205, 307, 384)],
    // 0.6667 × 1000 = 667, and 334 more is 1001: one pixel over, so the square moves a pixel in.
    [1000, 500, { x: 0.6667, y: 0.0005, size: 0.667 }, square(666, 0, 334)],
    [10, 10, { x: 0, y: 0, size: 0.001 }, square(0, 0, 1)],
  ])(
    'turns the fractions into whole pixels inside the %i × %i picture (%o)',
    (width, height, crop, region) => {
      expect(squareRegion(width, height, crop)).toEqual(region);
    },
  );

  it.each([
    { x: 0.75, y: 0, size: 1 },
    { x: 0, y: 0.5, size: 1 },
    { x: 1, y: 1, size: 0.1 },
  ])('refuses a square that reaches outside the picture, naming the crop (%o)', (crop) => {
    expect(() => squareRegion(400, 200, crop)).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ fields: { crop: 'invalid_crop' } }) }),
    );
    expect(() => squareRegion(400, 200, crop)).toThrow(HttpError);
  });
});
