import type { OwnCompany } from '@sefer/contract/company';
import { COMPANY_MAX_PRODUCTS } from '@sefer/contract/constants';
import type { CompanyProduct } from '@sefer/contract/detail';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/forms/confirm-delete-dialog.tsx';
import owner from '../../../components/forms/owner-media.module.css';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
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
  const id = useId();
  const products = useOwnerProducts(company.id);
  const items = products.data?.pages.flatMap((page) => page.items) ?? [];
  const list = useRef<HTMLUListElement>(null);
  const addLink = useRef<HTMLAnchorElement>(null);
  const [toDelete, setToDelete] = useState<{ product: CompanyProduct; index: number } | null>(null);
  const [deleted, setDeleted] = useState<{ id: number; index: number } | null>(null);
  const remove = useDeleteProduct(company.id);
  const full = company.productCount >= COMPANY_MAX_PRODUCTS;

  useEffect(() => {
    // Once the deleted product has left the list (the cache updates after the answer).
    if (!deleted || items.some((item) => item.id === deleted.id)) return;
    const menus = list.current?.querySelectorAll<HTMLElement>('[data-testid="product-menu"]');
    const target = menus?.length ? menus[Math.min(deleted.index, menus.length - 1)] : addLink.current;
    target?.focus();
    setDeleted(null);
  }, [deleted, items]);

  const confirm = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.product.id, {
      onSuccess: () => {
        setDeleted({ id: toDelete.product.id, index: toDelete.index });
        setToDelete(null);
        showToast(t('products.list.deleted'), 4000);
      },
    });
  };

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
      <section className={owner.card} aria-labelledby={`${id}-title`} data-testid="owner-products">
        <h2 id={`${id}-title`} className={styles.heading}>
          {t('products.list.heading')}
        </h2>
        {products.isPending ? (
          <>
            <p className="sr-only" role="status">
              {t('common.loading')}
            </p>
            <ul className={styles.list} aria-hidden="true">
              {Array.from({ length: Math.min(Math.max(company.productCount, 1), 5) }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders.
                <li key={i} className={styles.placeholder} />
              ))}
            </ul>
          </>
        ) : products.isError ? (
          <ErrorMessage error={products.error} onRetry={() => void products.refetch()} />
        ) : items.length === 0 ? (
          <div className={styles.empty} data-testid="products-empty">
            <p className={styles.emptyTitle}>{t('products.list.empty')}</p>
            <p className={owner.muted}>{t('products.list.emptyHint')}</p>
          </div>
        ) : (
          <ul ref={list} className={styles.list}>
            {items.map((product, index) => (
              <ProductRow
                key={product.id}
                product={product}
                onDelete={() => {
                  remove.reset();
                  setToDelete({ product, index });
                }}
              />
            ))}
          </ul>
        )}
        {products.hasNextPage && (
          <div>
            <Button
              variant="secondary"
              busy={products.isFetchingNextPage}
              onClick={() => void products.fetchNextPage()}
            >
              {t('products.list.more')}
            </Button>
          </div>
        )}
      </section>
      {toDelete && (
        <ConfirmDeleteDialog
          title={t('products.list.deleteTitle')}
          text={t('products.list.deleteText', {
            name: displayName(toDelete.product, i18n.resolvedLanguage === 'am').text,
          })}
          confirm={t('products.list.deleteConfirm')}
          busy={remove.isPending}
          error={null}
          onConfirm={confirm}
          onClose={() => setToDelete(null)}
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
