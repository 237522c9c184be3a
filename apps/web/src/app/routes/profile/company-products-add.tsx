import '../../../features/company/lib/company-media-strings.ts';
import '../../../features/company/lib/company-strings.ts';
import '../../../features/products/lib/products-strings.ts';
import { OwnerMediaPage } from '../../../features/company/components/owner-media-page.tsx';
import { AddProductForm } from '../../../features/products/components/add-product-form.tsx';
import { PRODUCTS_PATH } from '../../../features/products/lib/routes.ts';

/** /profile/company/products/add (spec §2): a new product with its pictures, name, price and tags. */
export function CompanyProductsAddRoute() {
  return (
    <OwnerMediaPage keyPrefix="products.add" back={PRODUCTS_PATH}>
      {(company) => <AddProductForm companyId={company.id} />}
    </OwnerMediaPage>
  );
}
