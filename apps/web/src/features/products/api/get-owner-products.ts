import { FEED_PAGE_SIZE } from '@sefer/contract/constants';
import type { CompanyProductPage } from '@sefer/contract/detail';
import { productCalls } from '@sefer/contract/product';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { ownerProductsKey } from './product-caches.ts';

/** `GET /api/company/products/{id}?page=&limit=`: a page of the company's products, newest first. */
export const getOwnerProducts = (companyId: number, page: number, signal?: AbortSignal) =>
  callApi(
    productCalls.list,
    { params: { id: String(companyId) }, query: { page, limit: FEED_PAGE_SIZE } },
    signal,
  );

/** The owner's list pages like the feeds: 10 at a time, Load More while the last page was full. */
export const ownerProductsQueryOptions = (companyId: number) =>
  infiniteQueryOptions({
    queryKey: ownerProductsKey(companyId),
    queryFn: ({ pageParam, signal }) => getOwnerProducts(companyId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CompanyProductPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export const useOwnerProducts = (companyId: number) => useInfiniteQuery(ownerProductsQueryOptions(companyId));
