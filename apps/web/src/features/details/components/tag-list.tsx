import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './tag-list.module.css';

/** Every tag of the subject, each a search for `#tag` (as the hashtag chips and Explore do). */
export function TagList({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation();
  const shown = tags.filter((tag) => tag.length > 1);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={t('feed.tags')} data-testid="detail-tags">
      {shown.map((tag) => (
        <li key={tag}>
          <Link className={styles.tag} to={`/search?${new URLSearchParams({ key: `#${tag}` })}`}>
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
