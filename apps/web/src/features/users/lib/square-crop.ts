import type { SquareCrop } from '@sefer/contract/profile';

/** The square of the picture that shows, in the picture's own pixels (as shown, upright). */
export interface CropView {
  left: number;
  top: number;
  side: number;
}

/** Zooming stops at four times, or earlier where the square would drop below the small variant's width. */
export const MAX_ZOOM = 4;
const MIN_SIDE_PX = 160;

const shorterSide = (width: number, height: number) => Math.min(width, height);

/** How far a `width` × `height` picture may be zoomed (1 is its whole shorter side). */
export const maxZoom = (width: number, height: number) =>
  Math.max(1, Math.min(MAX_ZOOM, shorterSide(width, height) / MIN_SIDE_PX));

/** The largest square in the middle: what the server keeps when nothing is chosen. */
export function initialCrop(width: number, height: number): CropView {
  const side = shorterSide(width, height);
  return { side, left: (width - side) / 2, top: (height - side) / 2 };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The view kept inside the picture and within the zoom's bounds. */
export function clampCrop(view: CropView, width: number, height: number): CropView {
  const whole = shorterSide(width, height);
  const side = clamp(view.side, whole / maxZoom(width, height), whole);
  return { side, left: clamp(view.left, 0, width - side), top: clamp(view.top, 0, height - side) };
}

export const zoomOf = (view: CropView, width: number, height: number) =>
  shorterSide(width, height) / view.side;

/** Zooms to `zoom` around the middle of the square. */
export function zoomTo(view: CropView, zoom: number, width: number, height: number): CropView {
  const side = shorterSide(width, height) / zoom;
  const centreX = view.left + view.side / 2;
  const centreY = view.top + view.side / 2;
  return clampCrop({ side, left: centreX - side / 2, top: centreY - side / 2 }, width, height);
}

/** Moves the square by `dx`, `dy` picture pixels (it stops at the edges). */
export const moveBy = (view: CropView, dx: number, dy: number, width: number, height: number) =>
  clampCrop({ ...view, left: view.left + dx, top: view.top + dy }, width, height);

const fraction = (value: number) => Math.round(value * 100_000) / 100_000;

/** The `crop` of `POST /api/v2/user/setProfilePic`: fractions of the picture, the server cuts it. */
export function cropData(view: CropView, width: number, height: number): SquareCrop {
  return {
    x: fraction(view.left / width),
    y: fraction(view.top / height),
    size: Math.min(1, fraction(view.side / shorterSide(width, height))),
  };
}
