import type { OwnCompany } from '@sefer/contract/company';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import owner from '../../../components/forms/owner-media.module.css';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useOwnerProduct } from '../api/get-owner-product.ts';
import { PRODUCTS_PATH } from '../lib/routes.ts';
import { EditProductForm } from './edit-product-form.tsx';

/**
 * The product to edit, once it is in: a spinner before, the error with Retry on failure; a product that is gone
 * (or not this company's) says so, with the way back to the list.
 */
export function EditProductLoader({ company, productId }: { company: OwnCompany; productId: number }) {
  const { t } = useTranslation();
  const product = useOwnerProduct(productId);
  if (product.isPending) return <Spinner label={t('common.loading')} />;
  const gone =
    (product.isError && product.error instanceof ApiError && product.error.key === 'not_found') ||
    (product.isSuccess && product.data.companyId !== company.id);
  if (gone) {
    return (
      <section className={`${owner.card} ${owner.centred}`} data-testid="product-gone">
        <p>{t('products.edit.gone')}</p>
        <Link to={PRODUCTS_PATH} className={owner.action}>
          {t('products.edit.backToList')}
        </Link>
      </section>
    );
  }
  if (product.isError) return <ErrorMessage error={product.error} onRetry={() => void product.refetch()} />;
  return <EditProductForm key={product.data.id} product={product.data} />;
}
