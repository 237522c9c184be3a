import type { ProductDetail } from '@sefer/contract/detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstLoadCall } from '../../../lib/first-load-call.ts';
import { type Viewer, viewerParams } from '../lib/viewer.ts';

/** `GET /api/v2/product/{id}?lat=&lng=`: the item screen (distance from the viewer's place). */
export function getProduct(id: number, viewer: Viewer | null, signal?: AbortSignal): Promise<ProductDetail> {
  return firstLoadCall('product', { params: { id }, query: viewerParams(viewer) }, signal);
}

export const productQueryOptions = (id: number, viewer: Viewer | null) =>
  queryOptions({
    queryKey: ['detail', 'product', id, viewerParams(viewer)] as const,
    queryFn: ({ signal }) => getProduct(id, viewer, signal),
  });

export const useProduct = (id: number, viewer: Viewer | null, enabled = true) =>
  useQuery({ ...productQueryOptions(id, viewer), enabled });
