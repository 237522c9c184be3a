import '../../../features/company/lib/company-media-strings.ts';
import '../../../features/company/lib/company-strings.ts';
import '../../../features/products/lib/products-strings.ts';
import { Navigate, useLocation } from 'react-router';
import { OwnerMediaPage } from '../../../features/company/components/owner-media-page.tsx';
import { EditProductLoader } from '../../../features/products/components/edit-product-loader.tsx';
import { PRODUCTS_PATH, productIdOf } from '../../../features/products/lib/routes.ts';

/**
 * /profile/company/products/edit (spec §2): the product id travels in navigation state, not in the path; opened
 * without it (typed in, or a link from elsewhere), the screen goes back to the list.
 */
export function CompanyProductsEditRoute() {
  const productId = productIdOf(useLocation().state);
  if (productId === null) return <Navigate to={PRODUCTS_PATH} replace />;
  return (
    <OwnerMediaPage keyPrefix="products.edit" back={PRODUCTS_PATH}>
      {(company) => <EditProductLoader company={company} productId={productId} />}
    </OwnerMediaPage>
  );
}
