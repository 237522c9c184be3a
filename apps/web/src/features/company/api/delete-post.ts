import { companyCalls } from '@sefer/contract/company';
import type { PostPage } from '@sefer/contract/detail';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { companyPostsQueryOptions } from '../../details/api/get-company-posts.ts';
import { refreshCompany } from './company-caches.ts';

/** `POST /api/feed/notice/delete/{id}`. */
export const deletePost = (postId: number) =>
  callApi(companyCalls.deletePost, { params: { id: String(postId) } });

/** Deletes a post; once the server has, it leaves the list and every cache of the page is asked again. */
export function useDeletePost(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_answer, postId) => {
      client.setQueryData<InfiniteData<PostPage>>(companyPostsQueryOptions(companyId).queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.id !== postId) })),
            }
          : data,
      );
      void refreshCompany(client, companyId);
    },
  });
}
