import type { PostPage } from '@sefer/contract/detail';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET /api/company/notice/{companyId}?page=`: a company's posts (notices), newest first. */
export function getCompanyPosts(companyId: number, page: number, signal?: AbortSignal): Promise<PostPage> {
  return apiClient.get<PostPage>(`/api/company/notice/${companyId}`, { page }, signal);
}

export const companyPostsQueryOptions = (companyId: number) =>
  infiniteQueryOptions({
    queryKey: ['detail', 'company', companyId, 'posts'] as const,
    queryFn: ({ pageParam, signal }) => getCompanyPosts(companyId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: PostPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export const useCompanyPosts = (companyId: number) => useInfiniteQuery(companyPostsQueryOptions(companyId));
