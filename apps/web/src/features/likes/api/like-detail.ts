import type { CompanyDetail, PlaceDetail, ProductDetail } from '@sefer/contract/detail';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { patchCachedItem, toggleLikeOptions } from './like-item.ts';

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

/** Like or unlike from a detail screen: the feed's toggle, which also writes into the subject's cached screens. */
export const toggleDetailLikeOptions = (client: QueryClient, subject: Detail) =>
  toggleLikeOptions(client, subject, (patch) => patchDetail(client, subject, patch));

export function useToggleDetailLike(subject: Detail) {
  const client = useQueryClient();
  return useMutation(toggleDetailLikeOptions(client, subject));
}
