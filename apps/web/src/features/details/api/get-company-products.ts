import type { CompanyProductPage } from '@sefer/contract/detail';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET /api/company/products/{id}?page=`: a company's products, newest first. */
export function getCompanyProducts(
  companyId: number,
  page: number,
  signal?: AbortSignal,
): Promise<CompanyProductPage> {
  return apiClient.get<CompanyProductPage>(`/api/company/products/${companyId}`, { page }, signal);
}

export const companyProductsQueryOptions = (companyId: number) =>
  infiniteQueryOptions({
    queryKey: ['detail', 'company', companyId, 'products'] as const,
    queryFn: ({ pageParam, signal }) => getCompanyProducts(companyId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CompanyProductPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export const useCompanyProducts = (companyId: number) =>
  useInfiniteQuery(companyProductsQueryOptions(companyId));
