import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { LoadMoreButton } from '../../../components/ui/load-more-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCalendarDate } from '../../../lib/dates/calendar-date.ts';
import { useCompanyPosts } from '../api/get-company-posts.ts';
import styles from './company-posts.module.css';
import page from './detail-page.module.css';

/** A company's posts (notices), newest first, with their dates. */
export function CompanyPosts({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation();
  const posts = useCompanyPosts(companyId);
  const items = posts.data?.pages.flatMap((p) => p.items) ?? [];
  const language = i18n.resolvedLanguage === 'am' ? 'am' : 'en';

  return (
    <section className={page.card} aria-labelledby="posts-title" data-testid="company-posts">
      <h2 id="posts-title" className={page.sectionTitle}>
        {t('details.company.posts')}
      </h2>
      {posts.isError ? (
        <ErrorMessage error={posts.error} onRetry={() => void posts.refetch()} />
      ) : posts.isPending ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p className={page.muted}>{t('details.company.noPosts')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((post) => (
            <li key={post.id} className={styles.post}>
              <time className={styles.date} dateTime={post.createdAt}>
                {formatCalendarDate(post.createdAt, language)}
              </time>
              <p className={page.description}>{post.body}</p>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={posts} className={page.more} />
    </section>
  );
}
