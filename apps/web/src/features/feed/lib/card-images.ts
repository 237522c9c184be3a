import { decodeImage, imageUrl } from '@sefer/contract/image';
import type { FeedItem } from '@sefer/contract/schemas';

/** Cards whose images load at once (above the fold); the rest wait until they come near the viewport. */
export const EAGER_CARDS = 4;
/** The first two cards fill a phone's first screen (either may be its largest picture): fetched before the rest. */
export const HIGH_PRIORITY_CARDS = 2;

/** A card's picture, its URL and its box (height / width); null for an item without one. */
export function cardImage(item: Pick<FeedItem, 'image'>): { src: string; aspect: number } | null {
  if (!item.image) return null;
  const { fileName, aspect } = decodeImage(item.image);
  return { src: imageUrl(fileName, 'small'), aspect };
}
