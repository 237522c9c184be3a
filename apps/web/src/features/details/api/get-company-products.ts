import type { CompanyProductPage } from '@sefer/contract/detail';
import { productCalls } from '@sefer/contract/product';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** `GET /api/company/products/{id}?page=`: a company's products, newest first. */
export const getCompanyProducts = (companyId: number, page: number, signal?: AbortSignal) =>
  callApi(productCalls.list, { params: { id: String(companyId) }, query: { page } }, signal);

export const companyProductsQueryOptions = (companyId: number) =>
  infiniteQueryOptions({
    queryKey: ['detail', 'company', companyId, 'products'] as const,
    queryFn: ({ pageParam, signal }) => getCompanyProducts(companyId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CompanyProductPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export const useCompanyProducts = (companyId: number) =>
  useInfiniteQuery(companyProductsQueryOptions(companyId));
