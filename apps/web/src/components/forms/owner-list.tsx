import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { ErrorMessage } from '../ui/error-message.tsx';
import styles from './owner-media.module.css';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  /** A list read a page at a time: Load more while there is a next page. */
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
}

/**
 * A card of the owner's `name` (photos, posts, products: `owner-<name>` and `<name>-empty` for tests) under its
 * heading: `loading` while the query runs, the error with Retry, when `empty` what to add, else the list; then Load
 * more while a paged query has another page; `dialog` (asking before a delete) stands at the end, whatever the
 * list's state. Its texts are `<keyPrefix>.listLabel` (the heading), `.empty`, `.emptyHint` and `.more`.
 */
export function OwnerList({
  name,
  keyPrefix,
  query,
  loading,
  empty,
  dialog,
  children,
}: {
  name: string;
  keyPrefix: string;
  query: ListQuery;
  loading: ReactNode;
  empty: boolean;
  dialog?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid={`owner-${name}`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t(`${keyPrefix}.listLabel`)}
      </h2>
      {query.isPending ? (
        loading
      ) : query.isError ? (
        <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
      ) : empty ? (
        <div className={styles.empty} data-testid={`${name}-empty`}>
          <p className={styles.emptyTitle}>{t(`${keyPrefix}.empty`)}</p>
          <p className={styles.muted}>{t(`${keyPrefix}.emptyHint`)}</p>
        </div>
      ) : (
        children
      )}
      {query.hasNextPage && (
        <div>
          <Button
            variant="secondary"
            busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage?.()}
          >
            {t(`${keyPrefix}.more`)}
          </Button>
        </div>
      )}
      {dialog}
    </section>
  );
}

/** While a list loads: "Loading" for screen readers, and `count` grey places where its items will stand. */
export function ListPlaceholders({
  count,
  listClassName,
  className,
}: {
  count: number;
  listClassName?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="sr-only" role="status">
        {t('common.loading')}
      </p>
      <ul className={listClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders.
          <li key={i} className={className} />
        ))}
      </ul>
    </>
  );
}
