import { detailPath } from '@sefer/contract/routes';
import type { StatsProduct } from '@sefer/contract/stats';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localText } from '../../../lib/local-text.ts';
import styles from './stats.module.css';
import { StatsListCard } from './stats-card.tsx';

/** How many products each ranking lists. */
const RANKED = 5;

function Ranking({
  title,
  products,
  by,
}: {
  title: string;
  products: readonly StatsProduct[];
  by: 'views' | 'likes';
}) {
  const { t, i18n } = useTranslation();
  const amharic = i18n.resolvedLanguage === 'am';
  const ranked = [...products].sort((a, b) => b.totals[by] - a.totals[by]).slice(0, RANKED);
  return (
    <table className={styles.table} data-testid={`stats-products-${by}`}>
      <caption className={styles.caption}>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{t('stats.products.name')}</th>
          <th scope="col" className={styles.number}>
            {t(`stats.counts.${by}`)}
          </th>
        </tr>
      </thead>
      <tbody>
        {ranked.map((product) => {
          const name = localText(amharic, product.name, product.nameAm);
          return (
            <tr key={product.id}>
              <td>
                <Link to={detailPath('product', product.id)} lang={name?.lang}>
                  {name?.text ?? product.id}
                </Link>
              </td>
              <td className={styles.number}>{product.totals[by]}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The products ranked by views and by likes over the period. */
export function ProductRanking({ products }: { products: readonly StatsProduct[] }) {
  const { t } = useTranslation();
  return (
    <StatsListCard block="stats.products" testId="stats-products" list={products}>
      <div className={styles.rankings}>
        <Ranking title={t('stats.products.byViews')} products={products} by="views" />
        <Ranking title={t('stats.products.byLikes')} products={products} by="likes" />
      </div>
    </StatsListCard>
  );
}
