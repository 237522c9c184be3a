import type { SquareCrop } from '@sefer/contract';
import { badRequest } from '../../errors.ts';

/** A region of a picture in pixels, as sharp's `extract` takes it. */
export type Region = { left: number; top: number; width: number; height: number };

/** Rounding of the fractions may overshoot the picture by this many pixels; more is a square outside it. */
const SLACK_PX = 2;

const outside = () =>
  badRequest('The chosen square reaches outside the picture', { fields: { crop: 'invalid_crop' } });

/**
 * The square of a `width` × `height` picture (as shown, after its EXIF orientation) that `crop` names in
 * fractions (contract `squareCropSchema`), in whole pixels and inside the picture; `'centre'`: the largest
 * square in the middle. A square reaching outside the picture by more than rounding is refused (`invalid_crop`).
 */
export function squareRegion(width: number, height: number, crop: SquareCrop | 'centre'): Region {
  const shorter = Math.min(width, height);
  if (crop === 'centre') {
    return {
      left: Math.floor((width - shorter) / 2),
      top: Math.floor((height - shorter) / 2),
      width: shorter,
      height: shorter,
    };
  }
  const side = Math.max(1, Math.min(shorter, Math.round(crop.size * shorter)));
  const left = Math.round(crop.x * width);
  const top = Math.round(crop.y * height);
  if (left + side > width + SLACK_PX || top + side > height + SLACK_PX) throw outside();
  return {
    left: Math.min(left, width - side),
    top: Math.min(top, height - side),
    width: side,
    height: side,
  };
}
