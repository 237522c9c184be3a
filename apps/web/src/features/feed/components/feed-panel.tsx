import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useHomeFeed } from '../api/get-home-feed.ts';
import type { FeedQuery, HomeFeedTab } from '../api/home-requests.ts';
import { FeedCard, feedItemAspect, feedItemKey } from './feed-card.tsx';
import styles from './feed-panel.module.css';
import { FeedSkeleton } from './feed-skeleton.tsx';
import { panelId, tabId } from './feed-tabs.tsx';
import { MasonryGrid } from './masonry-grid.tsx';

export function FeedPanel({ tab, query }: { tab: HomeFeedTab; query: FeedQuery }) {
  const { t } = useTranslation();
  const feed = useHomeFeed(tab, query);
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const label = t(`feed.tabs.${tab}`);

  let content: ReactNode;
  if (feed.isPending) {
    content = <FeedSkeleton label={label} />;
  } else if (feed.isError && items.length === 0) {
    content = <ErrorMessage error={feed.error} onRetry={() => void feed.refetch()} />;
  } else if (items.length === 0) {
    content = (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t('feed.empty', { km: query.r / 1000 })}</p>
        <p>{t('feed.emptyHint')}</p>
      </div>
    );
  } else {
    content = (
      <>
        <MasonryGrid
          items={items}
          getKey={feedItemKey}
          getAspect={feedItemAspect}
          label={label}
          renderItem={(item, index) => <FeedCard item={item} index={index} />}
        />
        {feed.isFetchNextPageError && (
          <ErrorMessage error={feed.error} onRetry={() => void feed.fetchNextPage()} />
        )}
        {feed.hasNextPage && !feed.isFetchNextPageError && (
          <div className={styles.more}>
            <Button
              variant="secondary"
              onClick={() => void feed.fetchNextPage()}
              disabled={feed.isFetchingNextPage}
              aria-busy={feed.isFetchingNextPage || undefined}
            >
              {feed.isFetchingNextPage && <Spinner label={t('feed.loadingMore')} />}
              {t('feed.loadMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className={styles.panel} role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
      {content}
    </section>
  );
}
