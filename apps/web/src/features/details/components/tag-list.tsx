import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tagSearchPath } from '../../../lib/search-params.ts';
import { useTagLabels } from '../../tags/api/get-all-tags.ts';
import styles from './tag-list.module.css';

/**
 * Every tag of the subject, each a search for `#tag` as it reads (as the hashtag chips and Explore do): on Amharic
 * pages by its Amharic label, which the API reads as the tag.
 */
export function TagList({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation();
  const { label, ready } = useTagLabels();
  const shown = tags.filter((tag) => tag.length > 1);
  if (shown.length === 0 || !ready) return null;
  return (
    <ul className={styles.tags} aria-label={t('feed.tags')} data-testid="detail-tags">
      {shown.map((tag) => {
        const text = label(tag);
        return (
          <li key={tag}>
            <Link
              className={styles.tag}
              to={tagSearchPath(text)}
              lang={text === tag ? 'en' : 'am'}
              data-tag={tag}
            >
              #{text}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
