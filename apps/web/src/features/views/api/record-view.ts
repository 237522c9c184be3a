import { ENTITY_KIND } from '@sefer/contract/constants';
import type { FeedItem } from '@sefer/contract/schemas';
import { firstLoadCall } from '../../../lib/first-load-call.ts';

/**
 * `POST /api/v2/view/{kind}/{id}`: records that this user (or, signed out, this device) looked at the
 * item; it feeds Trending. Fire and forget: a lost view is not worth an error on screen.
 */
export function recordView(item: Pick<FeedItem, 'type' | 'id'>): void {
  firstLoadCall('view', { params: { kind: ENTITY_KIND[item.type], id: item.id } }).catch(() => {});
}
