import type { Post } from '@sefer/contract/detail';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/dates/calendar-date.ts';
import styles from './post-manager.module.css';

const EXCERPT = 40;

/** A post with its date (Gregorian in English, Ethiopian in Amharic) and its Delete button. */
export function PostItem({ post, onDelete }: { post: Post; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const date = formatCalendarDate(post.createdAt, i18n.resolvedLanguage === 'am' ? 'am' : 'en');
  const excerpt = post.body.length > EXCERPT ? `${post.body.slice(0, EXCERPT).trimEnd()}…` : post.body;
  return (
    <li className={styles.post} data-testid="owner-post">
      <div className={styles.postHead}>
        <time className={styles.date} dateTime={post.createdAt} data-testid="post-date">
          {date}
        </time>
        <button
          type="button"
          className={styles.delete}
          onClick={onDelete}
          aria-label={t('companyMedia.posts.deleteNamed', { date, excerpt })}
          data-post-delete
        >
          {t('companyMedia.posts.delete')}
        </button>
      </div>
      <p className={styles.body}>{post.body}</p>
    </li>
  );
}
