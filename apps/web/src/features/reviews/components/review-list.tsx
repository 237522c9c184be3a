import type { Review } from '@sefer/contract/detail';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { formatCalendarDate } from '../../../lib/dates/calendar-date.ts';
import styles from './review-list.module.css';
import { Stars } from './stars.tsx';

/** The reviews, newest first: author (with their picture or initials), stars, date and text. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const { t, i18n } = useTranslation();
  if (reviews.length === 0) return <p className={styles.empty}>{t('reviews.empty')}</p>;
  const language = i18n.resolvedLanguage === 'am' ? 'am' : 'en';
  return (
    <ul className={styles.list} data-testid="review-list">
      {reviews.map((review) => (
        <li key={review.id} className={styles.review} data-testid="review">
          <div className={styles.head}>
            <Avatar image={review.authorImage} name={review.author} size={32} />
            <span className={styles.author}>
              {review.isMine
                ? t('reviews.you')
                : review.formerUser
                  ? t('reviews.formerUser')
                  : (review.author ?? t('reviews.anonymous'))}
            </span>
            <span className={styles.rating}>
              <Stars rating={review.rating} size={16} />
              <span className="sr-only">{t('reviews.stars', { count: review.rating })}</span>
            </span>
            <time className={styles.date} dateTime={review.createdAt}>
              {formatCalendarDate(review.createdAt, language)}
            </time>
          </div>
          {review.text && <p className={styles.text}>{review.text}</p>}
        </li>
      ))}
    </ul>
  );
}
