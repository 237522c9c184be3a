import { StarIcon } from '../../../components/ui/detail-icons.tsx';
import { filledStars } from '../lib/rating.ts';
import styles from './stars.module.css';

/** Five stars filled to the rating (halves shown as half); decorative: the number is said beside it. */
export function Stars({ rating, size = 18 }: { rating: number | null; size?: number }) {
  const filled = filledStars(rating);
  return (
    <span className={styles.stars} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={styles.star}>
          <StarIcon size={size} className={styles.empty} />
          {filled >= n - 0.5 && (
            <span className={styles.fill} style={{ width: filled >= n ? '100%' : '50%' }}>
              <StarIcon size={size} fill="currentColor" />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
