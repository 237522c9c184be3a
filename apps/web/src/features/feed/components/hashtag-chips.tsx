import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tagSearchPath } from '../../../lib/search-params.ts';
import { type TopTag, useTopTags } from '../api/get-top-tags.ts';
import styles from './hashtag-chips.module.css';

const MAX_CHIPS = 12;

/**
 * Quick-action hashtag chips: the tags most used around the feed's centre; each opens search for the tag as it
 * reads (in Amharic by its Amharic label, which the API reads as the tag).
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
          {list.map(({ tag, labelAm }) => {
            const label = amharic && labelAm ? labelAm : tag;
            return (
              <li key={tag}>
                <Link to={tagSearchPath(label)} className={styles.chip} lang={label === tag ? 'en' : 'am'}>
                  #{label}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
