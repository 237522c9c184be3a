import { productCalls } from '@sefer/contract/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { ownerProductKey } from './product-caches.ts';

/** `GET /api/v2/product/{id}`: the product with its pictures, for the edit screen (no distance asked). */
export const getOwnerProduct = (productId: number, signal?: AbortSignal) =>
  callApi(productCalls.get, { params: { id: String(productId) }, query: {} }, signal);

export const ownerProductQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ownerProductKey(productId),
    queryFn: ({ signal }) => getOwnerProduct(productId, signal),
  });

export const useOwnerProduct = (productId: number) => useQuery(ownerProductQueryOptions(productId));
