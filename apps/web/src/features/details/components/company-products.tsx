import { formatPrice } from '@sefer/contract/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { LoadMoreButton } from '../../../components/ui/load-more-button.tsx';
import { SquarePicture } from '../../../components/ui/square-picture.tsx';
import { useCompanyProducts } from '../api/get-company-products.ts';
import { detailPath } from '../lib/paths.ts';
import styles from './company-products.module.css';
import page from './detail-page.module.css';

/** A company's products as a grid of linked tiles (square image boxes reserved), with Load More. */
export function CompanyProducts({ companyId, count }: { companyId: number; count: number }) {
  const { t, i18n } = useTranslation();
  const products = useCompanyProducts(companyId);
  const amharic = i18n.resolvedLanguage === 'am';
  const items = products.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section className={page.card} aria-labelledby="products-title" data-testid="company-products">
      <h2 id="products-title" className={page.sectionTitle}>
        {t('details.company.products', { count })}
      </h2>
      {products.isError ? (
        <ErrorMessage error={products.error} onRetry={() => void products.refetch()} />
      ) : products.isPending ? (
        <ul className={styles.grid} aria-busy="true">
          {Array.from({ length: Math.min(Math.max(count, 1), 4) }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders.
            <li key={i} className={styles.skeleton} aria-hidden="true" />
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className={page.muted}>{t('details.company.noProducts')}</p>
      ) : (
        <ul className={styles.grid}>
          {items.map((product) => {
            const name = amharic && product.nameAm ? product.nameAm : product.name;
            return (
              <li key={product.id}>
                <Link
                  className={styles.tile}
                  to={detailPath('product', product.id)}
                  data-testid="company-product"
                >
                  <span className={styles.media}>
                    <SquarePicture image={product.image} variant="small" px={240} iconSize={32} />
                  </span>
                  <span className={styles.name} lang={amharic && product.nameAm ? 'am' : 'en'}>
                    {name}
                  </span>
                  {product.price !== null && (
                    <span className={styles.price}>{formatPrice(product.price)}</span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMoreButton
        pages={products}
        className={page.more}
        aria-busy={products.isFetchingNextPage || undefined}
      />
    </section>
  );
}
