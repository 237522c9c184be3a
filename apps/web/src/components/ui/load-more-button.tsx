import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/** A list asked for a page at a time (an infinite query's result). */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Load More under a list while it has another page: asks for it, disabled until it has come. */
export function LoadMoreButton({
  pages,
  ...props
}: { pages: Pages } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const { t } = useTranslation();
  if (!pages.hasNextPage) return null;
  return (
    <button
      type="button"
      onClick={() => void pages.fetchNextPage()}
      disabled={pages.isFetchingNextPage}
      {...props}
    >
      {t('feed.loadMore')}
    </button>
  );
}
