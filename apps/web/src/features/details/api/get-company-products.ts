import { productCalls } from '@sefer/contract/product';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { pagedQueryOptions } from '../../../lib/paged-query-options.ts';

/** `GET /api/company/products/{id}?page=`: a company's products, newest first. */
export const getCompanyProducts = (companyId: number, page: number, signal?: AbortSignal) =>
  callApi(productCalls.list, { params: { id: String(companyId) }, query: { page } }, signal);

export const companyProductsQueryOptions = (companyId: number) =>
  pagedQueryOptions(['detail', 'company', companyId, 'products'] as const, (page, signal) =>
    getCompanyProducts(companyId, page, signal),
  );

export const useCompanyProducts = (companyId: number) =>
  useInfiniteQuery(companyProductsQueryOptions(companyId));
