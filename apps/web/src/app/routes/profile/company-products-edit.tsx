import '../../../features/company/lib/company-media-strings.ts';
import '../../../features/company/lib/company-strings.ts';
import '../../../features/products/lib/products-strings.ts';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { OwnerCompanyGate } from '../../../features/company/components/owner-company-gate.tsx';
import { OwnerMediaPage } from '../../../features/company/components/owner-media-page.tsx';
import { EditProductLoader } from '../../../features/products/components/edit-product-loader.tsx';
import { PRODUCTS_PATH, productIdOf } from '../../../features/products/lib/routes.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import page from '../page.module.css';

/**
 * /profile/company/products/edit (spec §2): the product id travels in navigation state, not in the path; opened
 * without it (typed in, or a link from elsewhere), the screen goes back to the list.
 */
export function CompanyProductsEditRoute() {
  const { t } = useTranslation();
  const productId = productIdOf(useLocation().state);
  useDocumentTitle(t('products.edit.title'));
  if (productId === null) return <Navigate to={PRODUCTS_PATH} replace />;
  return (
    <div className={page.narrow}>
      <OwnerMediaPage title={t('products.edit.title')} intro={t('products.edit.intro')} back={PRODUCTS_PATH}>
        <OwnerCompanyGate>
          {(company) => <EditProductLoader company={company} productId={productId} />}
        </OwnerCompanyGate>
      </OwnerMediaPage>
    </div>
  );
}
