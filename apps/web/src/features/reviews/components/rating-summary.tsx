import { useTranslation } from 'react-i18next';
import { formatRating } from '../lib/rating.ts';
import styles from './rating-summary.module.css';
import { Stars } from './stars.tsx';

/** "★★★★☆ 4.3 · 12 reviews", linking to the reviews below; "No reviews yet" before the first. */
export function RatingSummary({ rating, count }: { rating: number | null; count: number }) {
  const { t } = useTranslation();
  const average = formatRating(rating);
  return (
    <a className={styles.summary} href="#reviews" data-testid="rating-summary">
      <Stars rating={rating} />
      {average !== null && count > 0 ? (
        <>
          <span className={styles.average} data-testid="rating-average">
            <span className="sr-only">{t('reviews.averageLabel')} </span>
            {average}
          </span>
          <span className={styles.count} data-testid="rating-count" data-count={count}>
            {t('reviews.count', { count })}
          </span>
        </>
      ) : (
        <span className={styles.count} data-testid="rating-count" data-count={0}>
          {t('reviews.none')}
        </span>
      )}
    </a>
  );
}
