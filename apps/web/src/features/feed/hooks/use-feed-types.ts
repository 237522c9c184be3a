import type { FeedItemType } from '@sefer/contract/schemas';
import { useSyncExternalStore } from 'react';
import { getFeedTypes, subscribeFeedTypes } from '../lib/feed-filter.ts';

/** The content types the feeds show (the filter dialog's choice, kept across visits). */
export function useFeedTypes(): FeedItemType[] {
  return useSyncExternalStore(subscribeFeedTypes, getFeedTypes, getFeedTypes);
}
