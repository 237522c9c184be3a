import { detailPath } from '@sefer/contract/routes';
import type { FeedItem } from '@sefer/contract/schemas';

/** The detail screen of an item. */
export const itemPath = (item: Pick<FeedItem, 'type' | 'id'>) => detailPath(item.type, item.id);
