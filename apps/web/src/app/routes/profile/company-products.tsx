import '../../../features/company/lib/company-media-strings.ts';
import '../../../features/products/lib/products-strings.ts';
import { OwnerMediaPage } from '../../../features/company/components/owner-media-page.tsx';
import { ProductList } from '../../../features/products/components/product-list.tsx';

/** /profile/company/products (spec §2), behind the protected wrapper: the owner's products, added, edited, deleted. */
export function CompanyProductsRoute() {
  return (
    <OwnerMediaPage keyPrefix="products">{(company) => <ProductList company={company} />}</OwnerMediaPage>
  );
}
