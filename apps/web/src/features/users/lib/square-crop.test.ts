import { describe, expect, it } from 'vitest';
import {
  clampCrop,
  cropData,
  initialCrop,
  MAX_ZOOM,
  maxZoom,
  moveBy,
  zoomOf,
  zoomTo,
} from './square-crop.ts';

describe('the square crop', () => {
  it('starts with the largest square in the middle, which the server would keep too', () => {
    expect(initialCrop(2048, 1536)).toEqual({ side: 1536, left: 256, top: 0 });
    expect(cropData(initialCrop(2048, 1536), 2048, 1536)).toEqual({ x: 0.125, y: 0, size: 1 });
    expect(initialCrop(900, 1200)).toEqual({ side: 900, left: 0, top: 150 });
  });

  it('zooms around the middle, up to four times or the small variant’s width', () => {
    const start = initialCrop(2048, 1536);
    const twice = zoomTo(start, 2, 2048, 1536);
    expect(twice).toEqual({ side: 768, left: 640, top: 384 });
    expect(zoomOf(twice, 2048, 1536)).toBe(2);
    expect(zoomOf(zoomTo(start, 10, 2048, 1536), 2048, 1536)).toBe(MAX_ZOOM);
    expect(maxZoom(480, 320)).toBe(2);
    expect(maxZoom(100, 100)).toBe(1);
    expect(zoomOf(zoomTo(start, 0.5, 2048, 1536), 2048, 1536)).toBe(1);
  });

  it('moves the square and stops it at the picture’s edges', () => {
    const twice = zoomTo(initialCrop(2048, 1536), 2, 2048, 1536);
    expect(moveBy(twice, -100, 50, 2048, 1536)).toEqual({ side: 768, left: 540, top: 434 });
    expect(moveBy(twice, 5000, 5000, 2048, 1536)).toEqual({ side: 768, left: 1280, top: 768 });
    expect(moveBy(twice, -5000, -5000, 2048, 1536)).toEqual({ side: 768, left: 0, top: 0 });
    expect(clampCrop({ side: 4000, left: -5, top: 9 }, 2048, 1536)).toEqual({ side: 1536, left: 0, top: 0 });
  });

  it('sends fractions of the picture that stay inside it', () => {
    const corner = moveBy(zoomTo(initialCrop(2048, 1536), 3, 2048, 1536), 5000, 5000, 2048, 1536);
    const crop = cropData(corner, 2048, 1536);
    expect(crop.size).toBeCloseTo(1 / 3, 4);
    expect(crop.x * 2048 + crop.size * 1536).toBeLessThanOrEqual(2048 + 1);
    expect(crop.y * 1536 + crop.size * 1536).toBeLessThanOrEqual(1536 + 1);
  });
});
