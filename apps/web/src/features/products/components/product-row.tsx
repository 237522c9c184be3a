import type { CompanyProduct } from '@sefer/contract/detail';
import { formatPrice } from '@sefer/contract/format';
import { detailPath } from '@sefer/contract/routes';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SquarePicture } from '../../../components/ui/square-picture.tsx';
import { EDIT_PRODUCT_PATH, editProductState } from '../lib/routes.ts';
import styles from './product-list.module.css';
import { ProductMenu } from './product-menu.tsx';

/** The name a reader of this language sees: the Amharic one on Amharic pages when there is one. */
export function displayName(product: Pick<CompanyProduct, 'name' | 'nameAm'>, amharic: boolean) {
  return amharic && product.nameAm
    ? { text: product.nameAm, lang: 'am' as const }
    : { text: product.name, lang: 'en' as const };
}

/** One product of the owner's list: its picture, name and price (or "Price on request"), and its menu. */
export function ProductRow({ product, onDelete }: { product: CompanyProduct; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const name = displayName(product, i18n.resolvedLanguage === 'am');
  return (
    <li className={styles.row} data-testid="owner-product" data-id={product.id}>
      <span className={styles.picture}>
        <SquarePicture image={product.image} variant="thumb" px={64} iconSize={24} />
      </span>
      <div className={styles.text}>
        <p className={styles.name} lang={name.lang}>
          {name.text}
        </p>
        <p
          className={product.price === null ? styles.onRequest : styles.price}
          data-testid="owner-product-price"
        >
          {product.price === null ? t('products.list.priceOnRequest') : formatPrice(product.price)}
        </p>
      </div>
      <ProductMenu
        label={t('products.list.actions', { name: name.text })}
        icon="⋯"
        items={[
          {
            label: t('products.list.edit'),
            onSelect: () => void navigate(EDIT_PRODUCT_PATH, { state: editProductState(product.id) }),
            testId: 'product-edit',
          },
          {
            label: t('products.list.view'),
            onSelect: () => void navigate(detailPath('product', product.id)),
            testId: 'product-view',
          },
          { label: t('products.list.delete'), onSelect: onDelete, testId: 'product-delete' },
        ]}
      />
    </li>
  );
}
