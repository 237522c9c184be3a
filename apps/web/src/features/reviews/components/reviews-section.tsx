import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { LoadMoreButton } from '../../../components/ui/load-more-button.tsx';
import { type ReviewSubject, useReviews } from '../api/get-reviews.ts';
import { RatingSummary } from './rating-summary.tsx';
import { ReviewForm } from './review-form.tsx';
import { ReviewList } from './review-list.tsx';
import styles from './reviews-section.module.css';

/**
 * Reviews of a subject: the average and count, the signed-in user's form (a visitor gets a link to
 * log in that comes back here), and the reviews, newest first, with Load More.
 */
export function ReviewsSection({
  subject,
  userId,
  loginHref,
  className,
}: {
  subject: ReviewSubject;
  /** The signed-in user, or null for a visitor. */
  userId: number | null;
  loginHref: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const reviews = useReviews(subject, userId);
  const first = reviews.data?.pages[0];
  const items = reviews.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section
      id="reviews"
      className={[styles.section, className].filter(Boolean).join(' ')}
      aria-labelledby="reviews-title"
      data-testid="reviews"
      tabIndex={-1}
    >
      <h2 id="reviews-title" className={styles.title}>
        {t('reviews.title')}
      </h2>
      {reviews.isError ? (
        <ErrorMessage error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : reviews.isPending || !first ? (
        <div className={styles.placeholder} aria-busy="true">
          <span className="sr-only" role="status">
            {t('common.loading')}
          </span>
        </div>
      ) : (
        <>
          <RatingSummary rating={first.rating} count={first.ratingCount} />
          {userId !== null ? (
            <ReviewForm subject={subject} mine={first.mine} />
          ) : (
            <p className={styles.prompt} data-testid="review-login">
              <Link to={loginHref}>{t('reviews.logInToReview')}</Link>
            </p>
          )}
          <ReviewList reviews={items} />
          <LoadMoreButton pages={reviews} className={styles.more} />
        </>
      )}
    </section>
  );
}
