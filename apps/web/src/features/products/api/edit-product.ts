import { type ProductEditBody, productCalls } from '@sefer/contract/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { productsChanged } from './product-caches.ts';

/** `POST /api/v2/product/edit`: only the fields sent change; `images` reorders the pictures. Answers the product. */
export const editProduct = (body: ProductEditBody) => callApi(productCalls.edit, { body });

/** Changes a product; the answer is kept for the edit screen and every cache that shows products is asked again. */
export function useEditProduct(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editProduct,
    onSuccess: (product) => productsChanged(client, companyId, product),
  });
}
