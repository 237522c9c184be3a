import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PinIcon } from '../../../components/ui/icons.tsx';
import { HOME_FEED_TABS, type HomeFeedTab } from '../api/get-home-feed.ts';
import { useFeedLocation } from '../hooks/use-feed-location.ts';
import { FeedPanel } from './feed-panel.tsx';
import { FeedTabs } from './feed-tabs.tsx';
import styles from './home-feed.module.css';

/** Around you opens first: nearest-first is what a local-discovery visitor came for. */
const DEFAULT_TAB: HomeFeedTab = 'aroundYou';

function isTab(value: string | null): value is HomeFeedTab {
  return (HOME_FEED_TABS as readonly (string | null)[]).includes(value);
}

/** The home feed: tabs over one infinite list per tab; the tab lives in `?tab=` for back/share. */
export function HomeFeed() {
  const { t } = useTranslation();
  const location = useFeedLocation();
  const [params, setParams] = useSearchParams();
  const param = params.get('tab');
  const tab = isTab(param) ? param : DEFAULT_TAB;

  const select = (next: HomeFeedTab) => {
    setParams(next === DEFAULT_TAB ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  };

  return (
    <div className={styles.feed}>
      <div className={styles.header}>
        <h1 className="sr-only">{t('feed.title')}</h1>
        <p className={styles.place}>
          <PinIcon size={16} />
          {t('feed.near', { place: location.name ?? t('feed.defaultPlace') })}
        </p>
      </div>
      <FeedTabs selected={tab} onSelect={select} />
      <FeedPanel key={tab} tab={tab} location={location} />
    </div>
  );
}
