import { ENTITY_KIND } from '@sefer/contract/constants';
import type { LikeResult } from '@sefer/contract/engage';
import type { FeedItem, FeedPage } from '@sefer/contract/schemas';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { firstLoadCall } from '../../../lib/first-load-call.ts';

/**
 * `POST /api/v2/engage/likeEntity/{kind}/{id}` or `POST /api/v2/engage/unlikeEntity/{id}?kind=`
 * (kind 0 company, 2 product, 3 place); answers the state after the call and the like count.
 */
export function setLiked(item: Pick<FeedItem, 'type' | 'id'>, liked: boolean): Promise<LikeResult> {
  const kind = ENTITY_KIND[item.type];
  return liked
    ? firstLoadCall('like', { params: { kind, id: item.id } })
    : firstLoadCall('unlike', { params: { id: item.id }, query: { kind } });
}

type Patch = Pick<FeedItem, 'isLiked' | 'likes'>;

/** Writes the like state of one item into every cached feed page that shows it. */
export function patchCachedItem(
  client: QueryClient,
  item: Pick<FeedItem, 'type' | 'id'>,
  patch: Patch,
): void {
  client.setQueriesData<InfiniteData<FeedPage>>({ queryKey: ['feed'] }, (data) => {
    if (!data?.pages) return data;
    let changed = false;
    const pages = data.pages.map((page) => {
      if (!page.items.some((x) => x.type === item.type && x.id === item.id)) return page;
      changed = true;
      return {
        ...page,
        items: page.items.map((x) => (x.type === item.type && x.id === item.id ? { ...x, ...patch } : x)),
      };
    });
    return changed ? { ...data, pages } : data;
  });
}

type Likeable = Pick<FeedItem, 'type' | 'id' | 'isLiked' | 'likes'>;

/**
 * The like toggle of spec §4: optimistic (`patch` writes the new state into every cached view of the item at once;
 * by default every feed showing it), reverted on failure, then set to what the server says. One request at a time
 * per item: the caller disables the button while the mutation `isPending`.
 */
export function toggleLikeOptions(
  client: QueryClient,
  item: Likeable,
  patch = (state: Patch) => patchCachedItem(client, item, state),
) {
  return {
    mutationFn: (liked: boolean) => setLiked(item, liked),
    onMutate: (liked: boolean): Patch => {
      const before: Patch = { isLiked: item.isLiked, likes: item.likes };
      patch({
        isLiked: liked,
        likes: Math.max(0, item.likes + (liked === item.isLiked ? 0 : liked ? 1 : -1)),
      });
      return before;
    },
    onError: (_error: unknown, _liked: boolean, before: Patch | undefined) => {
      if (before) patch(before);
    },
    onSuccess: (result: LikeResult) => {
      patch({ isLiked: result.liked, likes: result.likes });
      void client.invalidateQueries({ queryKey: ['likes'] });
    },
  };
}

export function useToggleLike(item: FeedItem) {
  const client = useQueryClient();
  return useMutation(toggleLikeOptions(client, item));
}
