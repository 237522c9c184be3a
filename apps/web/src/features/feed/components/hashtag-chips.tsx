import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type TopTag, useTopTags } from '../api/get-top-tags.ts';
import styles from './hashtag-chips.module.css';

const MAX_CHIPS = 12;

/** Search for a tag (spec §2: search with key '#tag'). */
export const tagSearchPath = (tag: string) => `/search?${new URLSearchParams({ key: `#${tag}` })}`;

/**
 * Quick-action hashtag chips: the tags most used around the feed's centre; each opens search.
 * Nothing shows while they load or when the call fails (they are a shortcut, not content).
 */
export function HashtagChips({ location }: { location: { lat: number; lng: number; r: number } }) {
  const { t, i18n } = useTranslation();
  const tags = useTopTags(location);
  const list: TopTag[] = tags.data?.tags.slice(0, MAX_CHIPS) ?? [];
  const amharic = i18n.resolvedLanguage === 'am';
  return (
    <nav className={styles.chips} aria-label={t('feed.hashtags')} data-testid="hashtag-chips">
      {list.length > 0 && (
        <ul className={styles.list}>
          {list.map(({ tag, labelAm }) => (
            <li key={tag}>
              <Link to={tagSearchPath(tag)} className={styles.chip} lang={amharic && labelAm ? 'am' : 'en'}>
                #{amharic && labelAm ? labelAm : tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
