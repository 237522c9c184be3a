import type { CompanyProductPage } from '@sefer/contract/detail';
import { productCalls } from '@sefer/contract/product';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { ownerProductKey, ownerProductsKey, productsChanged } from './product-caches.ts';

/** `POST /api/v2/product/delete` `{ id }`: the product with its pictures. */
export const deleteProduct = (productId: number, companyId: number) =>
  callApi(productCalls.delete, { body: { id: productId, companyId } });

/** Deletes a product; once the server has, it leaves the owner's list and every cache that shows products is asked again. */
export function useDeleteProduct(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => deleteProduct(productId, companyId),
    onSuccess: (_answer, productId) => {
      client.setQueryData<InfiniteData<CompanyProductPage>>(ownerProductsKey(companyId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.id !== productId) })),
            }
          : data,
      );
      client.removeQueries({ queryKey: ownerProductKey(productId) });
      void productsChanged(client, companyId);
    },
  });
}
