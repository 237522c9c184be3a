import '../../../features/company/lib/company-media-strings.ts';
import '../../../features/products/lib/products-strings.ts';
import { useTranslation } from 'react-i18next';
import { OwnerCompanyGate } from '../../../features/company/components/owner-company-gate.tsx';
import { OwnerMediaPage } from '../../../features/company/components/owner-media-page.tsx';
import { ProductList } from '../../../features/products/components/product-list.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import page from '../page.module.css';

/** /profile/company/products (spec §2), behind the protected wrapper: the owner's products, added, edited, deleted. */
export function CompanyProductsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('products.title'));
  return (
    <div className={page.narrow}>
      <OwnerMediaPage title={t('products.title')} intro={t('products.intro')}>
        <OwnerCompanyGate>{(company) => <ProductList company={company} />}</OwnerCompanyGate>
      </OwnerMediaPage>
    </div>
  );
}
