import type { ProductDetail } from '@sefer/contract/detail';
import type { QueryClient } from '@tanstack/react-query';
import { visitorCompanyKey } from '../../company/api/company-caches.ts';
import { MY_COMPANY_KEY } from '../../company/api/get-my-company.ts';

/** The owner's list of products, under the owner's company: a write that refreshes the company refreshes it. */
export const ownerProductsKey = (companyId: number) => [...MY_COMPANY_KEY, 'products', companyId] as const;

/** One product as the owner's edit screen holds it (cleared at logout with the rest of `company`). */
export const ownerProductKey = (productId: number) => ['company', 'product', productId] as const;

/**
 * After a product was added, changed or deleted: every cache that shows products is asked again — the owner's
 * company (its product count) and list, the visitors' company page and product pages (and their "also visited"),
 * the home feeds, search and autocomplete, and the liked items — so the New feed and search show the change at once.
 * The screens on display refetch now, the others when next shown. `product`: the answer, kept for the edit screen.
 */
export function productsChanged(
  client: QueryClient,
  companyId: number,
  product?: ProductDetail,
): Promise<void> {
  if (product) client.setQueryData(ownerProductKey(product.id), product);
  return Promise.all(
    [
      MY_COMPANY_KEY,
      visitorCompanyKey(companyId),
      ['detail', 'product'],
      ['feed'],
      ['search', 'all'],
      ['search', 'auto'],
      ['likes'],
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
