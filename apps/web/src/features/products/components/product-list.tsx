import type { OwnCompany } from '@sefer/contract/company';
import { COMPANY_MAX_PRODUCTS } from '@sefer/contract/constants';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/forms/confirm-delete-dialog.tsx';
import { ListPlaceholders, OwnerList } from '../../../components/forms/owner-list.tsx';
import owner from '../../../components/forms/owner-media.module.css';
import { useListDeletion } from '../../../hooks/use-list-deletion.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useOwnerProducts } from '../api/get-owner-products.ts';
import { productErrorMessage } from '../lib/product-errors.ts';
import { ADD_PRODUCT_PATH } from '../lib/routes.ts';
import styles from './product-list.module.css';
import { displayName, ProductRow } from './product-row.tsx';

/**
 * The owner's products, newest first, 10 at a time with Load More (like the feeds): Add a product (off at the
 * limit), then each product with its menu; Delete asks first, and the next product's menu then takes the focus.
 */
export function ProductList({ company }: { company: OwnCompany }) {
  const { t, i18n } = useTranslation();
  const products = useOwnerProducts(company.id);
  const items = products.data?.pages.flatMap((page) => page.items) ?? [];
  const addLink = useRef<HTMLAnchorElement>(null);
  const remove = useDeleteProduct(company.id);
  const deletion = useListDeletion({
    items,
    remove,
    focusable: '[data-testid="product-menu"]',
    emptyFocus: addLink,
    deletedMessage: t('products.list.deleted'),
  });
  const full = company.productCount >= COMPANY_MAX_PRODUCTS;

  return (
    <>
      <div className={`${owner.card} ${styles.top}`}>
        {full ? (
          <span className={`${owner.action} ${styles.off}`} aria-disabled="true">
            {t('products.list.add')}
          </span>
        ) : (
          <Link ref={addLink} to={ADD_PRODUCT_PATH} className={owner.action} data-testid="add-product">
            {t('products.list.add')}
          </Link>
        )}
        <p className={full ? styles.full : owner.muted} data-testid="product-count">
          {full
            ? t('products.list.full', { max: COMPANY_MAX_PRODUCTS })
            : t('products.list.count', { count: company.productCount, max: COMPANY_MAX_PRODUCTS })}
        </p>
      </div>
      <OwnerList
        name="products"
        keyPrefix="products.list"
        query={products}
        loading={
          <ListPlaceholders
            count={Math.min(Math.max(company.productCount, 1), 5)}
            listClassName={styles.list}
            className={styles.placeholder}
          />
        }
        empty={items.length === 0}
      >
        <ul ref={deletion.list} className={styles.list}>
          {items.map((product, index) => (
            <ProductRow key={product.id} product={product} onDelete={() => deletion.ask(product, index)} />
          ))}
        </ul>
      </OwnerList>
      {deletion.toDelete && (
        <ConfirmDeleteDialog
          title={t('products.list.deleteTitle')}
          text={t('products.list.deleteText', {
            name: displayName(deletion.toDelete, i18n.resolvedLanguage === 'am').text,
          })}
          confirm={t('products.list.deleteConfirm')}
          {...deletion.dialog}
          error={null}
        >
          {remove.error ? (
            <p className={styles.error} role="alert">
              {productErrorMessage(t, remove.error)}
            </p>
          ) : null}
        </ConfirmDeleteDialog>
      )}
    </>
  );
}
