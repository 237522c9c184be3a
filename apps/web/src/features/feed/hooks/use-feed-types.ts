import type { FeedItemType } from '@sefer/contract/schemas';
import { useSyncExternalStore } from 'react';
import { getFeedOpen, getFeedTypes, subscribeFeedTypes } from '../lib/feed-filter.ts';

/** The content types the feeds show (the filter dialog's choice, kept across visits). */
export function useFeedTypes(): FeedItemType[] {
  return useSyncExternalStore(subscribeFeedTypes, getFeedTypes, getFeedTypes);
}

/** Whether the feeds show only companies and products open now (the filter dialog's checkbox). */
export function useFeedOpen(): boolean {
  return useSyncExternalStore(subscribeFeedTypes, getFeedOpen, getFeedOpen);
}
