import type { CompanyDetail, PlaceDetail, ProductDetail } from '@sefer/contract/detail';
import type { LikeResult } from '@sefer/contract/engage';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { patchCachedItem, setLiked } from './like-item.ts';

export type Detail = CompanyDetail | ProductDetail | PlaceDetail;
type Patch = Pick<Detail, 'isLiked' | 'likes'>;

const isDetail = (data: unknown): data is Detail =>
  typeof data === 'object' && data !== null && 'isLiked' in data && 'likes' in data;

/** Writes the like state into the cached detail screen(s) of the subject and every feed showing it. */
function patchDetail(client: QueryClient, subject: Pick<Detail, 'type' | 'id'>, patch: Patch): void {
  client.setQueriesData<unknown>({ queryKey: ['detail', subject.type, subject.id] }, (data: unknown) =>
    isDetail(data) ? { ...data, ...patch } : data,
  );
  patchCachedItem(client, subject, patch);
}

/**
 * Like or unlike from a detail screen (the same calls as the feed's, spec §7 likeEntity/unlikeEntity):
 * optimistic, reverted on failure, then set to what the server answers.
 */
export function toggleDetailLikeOptions(client: QueryClient, subject: Detail) {
  return {
    mutationFn: (liked: boolean) => setLiked(subject, liked),
    onMutate: (liked: boolean): Patch => {
      const before: Patch = { isLiked: subject.isLiked, likes: subject.likes };
      const delta = liked === subject.isLiked ? 0 : liked ? 1 : -1;
      patchDetail(client, subject, { isLiked: liked, likes: Math.max(0, subject.likes + delta) });
      return before;
    },
    onError: (_error: unknown, _liked: boolean, before: Patch | undefined) => {
      if (before) patchDetail(client, subject, before);
    },
    onSuccess: (result: LikeResult) => {
      patchDetail(client, subject, { isLiked: result.liked, likes: result.likes });
      void client.invalidateQueries({ queryKey: ['likes'] });
    },
  };
}

export function useToggleDetailLike(subject: Detail) {
  const client = useQueryClient();
  return useMutation(toggleDetailLikeOptions(client, subject));
}
