import { detailCalls } from '@sefer/contract/detail';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { pagedQueryOptions } from '../../../lib/paged-query-options.ts';

/** `GET /api/company/notice/{companyId}?page=`: a company's posts (notices), newest first. */
export const getCompanyPosts = (companyId: number, page: number, signal?: AbortSignal) =>
  callApi(detailCalls.posts, { params: { companyId: String(companyId) }, query: { page } }, signal);

export const companyPostsQueryOptions = (companyId: number) =>
  pagedQueryOptions(['detail', 'company', companyId, 'posts'] as const, (page, signal) =>
    getCompanyPosts(companyId, page, signal),
  );

export const useCompanyPosts = (companyId: number) => useInfiniteQuery(companyPostsQueryOptions(companyId));
