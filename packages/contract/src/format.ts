import { MAX_CARD_TAGS, MIN_CARD_TAG_LENGTH, PRICE_PREFIX } from './constants.ts';

/** Distance in metres shown in km with two decimals (spec §9). */
export function formatDistanceKm(metres: number): string {
  return (metres / 1000).toFixed(2);
}

/** Price with the `Br` prefix; thousands grouped, cents only when present. */
export function formatPrice(price: number): string {
  const hasCents = Math.round(price * 100) % 100 !== 0;
  const text = price.toLocaleString('en-US', {
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: 2,
  });
  return `${PRICE_PREFIX} ${text}`;
}

/** The tags a card shows: at most 5, only those longer than one character (spec §2). */
export function cardTags(tags: string): string[] {
  return tags
    .split(/\s+/)
    .filter((t) => t.length >= MIN_CARD_TAG_LENGTH)
    .slice(0, MAX_CARD_TAGS);
}
