import { SCREENS } from '@sefer/contract/routes';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FilterIcon, PinIcon } from '../../../components/ui/icons.tsx';
import type { FeedLocation } from '../api/get-home-feed.ts';
import { DEFAULT_TAB, type HomeFeedTab, homeTabOf, homeTabs } from '../api/home-requests.ts';
import { useFeedOpen, useFeedTypes } from '../hooks/use-feed-types.ts';
import { FEED_TYPES } from '../lib/feed-filter.ts';
import { FeedPanel } from './feed-panel.tsx';
import { FeedTabs } from './feed-tabs.tsx';
import { HashtagChips } from './hashtag-chips.tsx';
import styles from './home-feed.module.css';

// The dialog loads when first opened: the first load stays small (DESIGN §3).
const FilterDialog = lazy(() => import('./filter-dialog.tsx').then((m) => ({ default: m.FilterDialog })));

/**
 * The home feed: the tabs (For You only when signed in), the filter, the hashtag chips, and one
 * infinite list per tab; the tab lives in `?tab=` for back/share. The centre comes from the caller
 * (the selected saved place and radius).
 */
export function HomeFeed({ location, signedIn }: { location: FeedLocation; signedIn: boolean }) {
  const { t } = useTranslation();
  const types = useFeedTypes();
  const open = useFeedOpen();
  const [filtering, setFiltering] = useState(false);
  const [params, setParams] = useSearchParams();
  const tabs = homeTabs(signedIn);
  const tab = homeTabOf(params.get('tab'), signedIn);
  const filtered = types.length < FEED_TYPES.length || open;

  const select = (next: HomeFeedTab) => {
    setParams(next === DEFAULT_TAB ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  };

  return (
    <div className={styles.feed}>
      <div className={styles.header}>
        <h1 className="sr-only">{t('feed.title')}</h1>
        <Link to={SCREENS.myLocations} className={styles.place} data-testid="feed-place">
          <PinIcon size={16} />
          {t('feed.near', { place: location.name })}
        </Link>
        <button
          type="button"
          className={filtered ? `${styles.filter} ${styles.filterOn}` : styles.filter}
          onClick={() => setFiltering(true)}
          aria-haspopup="dialog"
        >
          <FilterIcon size={18} />
          {filtered ? t('filter.buttonCount', { count: types.length + (open ? 1 : 0) }) : t('filter.button')}
        </button>
      </div>
      <HashtagChips location={location} />
      <FeedTabs tabs={tabs} selected={tab} onSelect={select} />
      <FeedPanel
        key={tab}
        tab={tab}
        query={{ lat: location.lat, lng: location.lng, r: location.r, types, open }}
      />
      {filtering && (
        <Suspense fallback={null}>
          <FilterDialog types={types} open={open} onClose={() => setFiltering(false)} />
        </Suspense>
      )}
    </div>
  );
}
