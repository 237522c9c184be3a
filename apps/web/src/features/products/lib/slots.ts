import { PRODUCT_MAX_PICTURES } from '@sefer/contract/constants';
import { decodeImage } from '@sefer/contract/image';
import type { PicturePart } from '../../../lib/call-api.ts';

/*
 * A product's pictures in slot order (spec §9: three slots; the first is the product's picture on cards and in
 * search). The slots stay packed: an added picture takes the first empty slot, a removed one closes the gap.
 */

/** The list with the picture at `index` moved to the front, the others keeping their order. */
export function makeFirst<T>(items: readonly T[], index: number): T[] {
  const item = items[index];
  if (index <= 0 || item === undefined) return [...items];
  return [item, ...items.filter((_, i) => i !== index)];
}

/** The list without the picture at `index`. */
export const removeAt = <T>(items: readonly T[], index: number): T[] => items.filter((_, i) => i !== index);

/** The list with the picture at `index` replaced by `item`. */
export const replaceAt = <T>(items: readonly T[], index: number, item: T): T[] =>
  items.map((current, i) => (i === index ? item : current));

/** Adds as many of `added` as there are empty slots; `refused` are those that did not fit. */
export function addToSlots<T>(items: readonly T[], added: readonly T[]): { items: T[]; refused: T[] } {
  const room = Math.max(0, PRODUCT_MAX_PICTURES - items.length);
  return { items: [...items, ...added.slice(0, room)], refused: added.slice(room) };
}

/** The stored file names of a product's pictures (`<fileName>-<aspect>` each) with the one at `index` first. */
export const fileNamesWithFirst = (images: readonly string[], index: number): string[] =>
  makeFirst(
    images.map((image) => decodeImage(image).fileName),
    index,
  );

/** The pictures of a new product as the create call takes them: the first as `profile`, then `image[0]`, `image[1]`. */
export function createPictureParts(pictures: readonly Blob[]): PicturePart[] {
  return pictures.map((image, i) => ({ name: i === 0 ? 'profile' : `image[${i - 1}]`, image }));
}
