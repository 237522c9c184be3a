import type { ProductDetail } from '@sefer/contract/detail';
import { productCalls } from '@sefer/contract/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadPicturesCall } from '../../../lib/call-api.ts';
import type { ProductFieldsOutput } from '../lib/product-form.ts';
import { createPictureParts } from '../lib/slots.ts';
import { productsChanged } from './product-caches.ts';

export interface NewProduct {
  fields: ProductFieldsOutput;
  /** In slot order, scaled down; the first is the product's picture. */
  pictures: readonly Blob[];
}

/**
 * `POST /api/v2/product/create` (multipart: `data` with the fields and companyId, then `profile`, `image[0]`,
 * `image[1]`): one request, its progress 0–1 over all of it.
 */
export function createProduct(
  companyId: number,
  { fields, pictures }: NewProduct,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ProductDetail> {
  return uploadPicturesCall(
    productCalls.create,
    { ...fields, companyId },
    createPictureParts(pictures),
    onProgress,
    signal,
  );
}

/** Adds a product; then every cache that shows products is asked again. */
export function useCreateProduct(companyId: number, onProgress: (fraction: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (product: NewProduct) => createProduct(companyId, product, onProgress),
    onSuccess: (product) => productsChanged(client, companyId, product),
  });
}
