import '../../../features/company/lib/company-media-strings.ts';
import '../../../features/company/lib/company-strings.ts';
import '../../../features/products/lib/products-strings.ts';
import { useTranslation } from 'react-i18next';
import { OwnerCompanyGate } from '../../../features/company/components/owner-company-gate.tsx';
import { OwnerMediaPage } from '../../../features/company/components/owner-media-page.tsx';
import { AddProductForm } from '../../../features/products/components/add-product-form.tsx';
import { PRODUCTS_PATH } from '../../../features/products/lib/routes.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import page from '../page.module.css';

/** /profile/company/products/add (spec §2): a new product with its pictures, name, price and tags. */
export function CompanyProductsAddRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('products.add.title'));
  return (
    <div className={page.narrow}>
      <OwnerMediaPage title={t('products.add.title')} intro={t('products.add.intro')} back={PRODUCTS_PATH}>
        <OwnerCompanyGate>{(company) => <AddProductForm companyId={company.id} />}</OwnerCompanyGate>
      </OwnerMediaPage>
    </div>
  );
}
