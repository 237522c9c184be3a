import type { FeedItemType } from '@sefer/contract/schemas';
import { readStored, writeStored } from '../../../lib/storage.ts';

/** The filter dialog's choices, in the order shown (Businesses, Products, Places). */
export const FEED_TYPES: readonly FeedItemType[] = ['company', 'product', 'place'];
export const FEED_TYPES_KEY = 'sefer.feedTypes';
/** "Open now" (decision 22): `1` when the feeds show only companies and products open now. */
export const FEED_OPEN_KEY = 'sefer.feedOpen';

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

/** Whether the feeds show only what is open now (kept like the types). */
export const getFeedOpen = (): boolean => readStored(FEED_OPEN_KEY) === '1';

/** Keeps the filter across visits (localStorage); `open` as it was when not given. */
export function saveFeedTypes(types: readonly FeedItemType[], open = getFeedOpen()): void {
  writeStored(FEED_TYPES_KEY, parseFeedTypes(types.join(',')).join(','));
  writeStored(FEED_OPEN_KEY, open ? '1' : '0');
  for (const listener of listeners) listener();
}

export function subscribeFeedTypes(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
