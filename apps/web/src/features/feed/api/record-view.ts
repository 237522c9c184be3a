import { ENTITY_KIND } from '@sefer/contract/constants';
import type { ViewResult } from '@sefer/contract/engage';
import type { FeedItem } from '@sefer/contract/schemas';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * `POST /api/v2/view/{kind}/{id}`: records that this user (or, signed out, this device) looked at the
 * item; it feeds Trending. Fire and forget: a lost view is not worth an error on screen.
 */
export function recordView(item: Pick<FeedItem, 'type' | 'id'>): void {
  apiClient.post<ViewResult>(`/api/v2/view/${ENTITY_KIND[item.type]}/${item.id}`).catch(() => {});
}
