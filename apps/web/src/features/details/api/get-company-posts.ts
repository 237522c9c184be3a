import { detailCalls, type PostPage } from '@sefer/contract/detail';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** `GET /api/company/notice/{companyId}?page=`: a company's posts (notices), newest first. */
export const getCompanyPosts = (companyId: number, page: number, signal?: AbortSignal) =>
  callApi(detailCalls.posts, { params: { companyId: String(companyId) }, query: { page } }, signal);

export const companyPostsQueryOptions = (companyId: number) =>
  infiniteQueryOptions({
    queryKey: ['detail', 'company', companyId, 'posts'] as const,
    queryFn: ({ pageParam, signal }) => getCompanyPosts(companyId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: PostPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export const useCompanyPosts = (companyId: number) => useInfiniteQuery(companyPostsQueryOptions(companyId));
