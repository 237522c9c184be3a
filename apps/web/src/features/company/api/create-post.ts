import { companyCalls } from '@sefer/contract/company';
import type { Post, PostPage } from '@sefer/contract/detail';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { companyPostsQueryOptions } from '../../details/api/get-company-posts.ts';
import { refreshCompany } from './company-caches.ts';

/** `POST /api/v2/feed/notice/create` `{ body, companyId }`: a post on the company's page. */
export const createPost = (companyId: number, body: string) =>
  callApi(companyCalls.createPost, { body: { body, companyId } });

/**
 * Writes a post; the new one goes first in the posts list at once (the owner's list is the visitors' list,
 * features/details), then every cache of the page is asked again.
 */
export function useCreatePost(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => createPost(companyId, body),
    onSuccess: (post: Post) => {
      client.setQueryData<InfiniteData<PostPage>>(companyPostsQueryOptions(companyId).queryKey, (data) => {
        const [first, ...rest] = data?.pages ?? [];
        if (!data || !first) return data;
        return { ...data, pages: [{ ...first, items: [post, ...first.items] }, ...rest] };
      });
      void refreshCompany(client, companyId);
    },
  });
}
