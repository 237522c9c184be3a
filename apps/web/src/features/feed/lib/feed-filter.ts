import type { FeedItemType } from '@sefer/contract/schemas';
import { readStored, writeStored } from '../../../lib/storage.ts';

/** The filter dialog's choices, in the order shown (Businesses, Products, Places). */
export const FEED_TYPES: readonly FeedItemType[] = ['company', 'product', 'place'];
export const FEED_TYPES_KEY = 'sefer.feedTypes';

/** Reads the kept filter; all types when nothing (or nothing valid) is stored. */
export function parseFeedTypes(stored: string | null): FeedItemType[] {
  const chosen = FEED_TYPES.filter((type) => (stored ?? '').split(',').includes(type));
  return chosen.length > 0 ? chosen : [...FEED_TYPES];
}

/** The `types` query parameter: absent when every type is wanted. */
export function typesParam(types: readonly FeedItemType[]): string | undefined {
  const chosen = FEED_TYPES.filter((type) => types.includes(type));
  return chosen.length === 0 || chosen.length === FEED_TYPES.length ? undefined : chosen.join(',');
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cached: FeedItemType[] = [...FEED_TYPES];

export function getFeedTypes(): FeedItemType[] {
  const raw = readStored(FEED_TYPES_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseFeedTypes(raw);
  }
  return cached;
}

/** Keeps the filter across visits (localStorage). */
export function saveFeedTypes(types: readonly FeedItemType[]): void {
  writeStored(FEED_TYPES_KEY, parseFeedTypes(types.join(',')).join(','));
  for (const listener of listeners) listener();
}

export function subscribeFeedTypes(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
