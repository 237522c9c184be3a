import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import type { SearchParams } from '../../../lib/search-params.ts';
import type { Origin } from '../api/get-suggestions.ts';
import { useSearchAll } from '../api/search-all.ts';
import { focusesResults, shownKey } from '../lib/result-display.ts';
import { SearchControls } from './search-controls.tsx';
import { SearchResultRow } from './search-result-row.tsx';
import styles from './search-results.module.css';

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * /search: the heading, the type chips and sort, and the results for the key from the selected place;
 * a skeleton while searching, an empty state, an error with Retry. A blank key asks nothing and shows a prompt.
 * One status region, always in the page, tells screen readers how many results each search found (a region added
 * with its text already in it is often not read). A search started from the search box moves the focus to the
 * heading.
 */
export function SearchResults({
  query,
  origin,
  onChange,
}: {
  query: SearchParams;
  origin: Origin;
  onChange: (next: Partial<SearchParams>) => void;
}) {
  const { t } = useTranslation();
  const blank = query.key.trim() === '';
  const key = shownKey(query.key);
  const results = useSearchAll(query, origin);
  const location = useLocation();
  const focus = focusesResults(location.state);
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key) that asks for it, once.
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [location.key, focus]);

  let status = '';
  if (!blank && results.isSuccess) {
    status =
      results.data.length === 0
        ? t('search.empty', { key })
        : t('search.count', { count: results.data.length });
  }

  let content: ReactNode;
  if (blank) {
    content = <p className={styles.message}>{t('search.blank')}</p>;
  } else if (results.isPending) {
    content = (
      <ul className={styles.list} aria-busy="true" aria-label={t('search.loading')}>
        {SKELETON_ROWS.map((row) => (
          <li key={row} className={styles.skeleton} data-testid="search-skeleton" aria-hidden="true">
            <span className={styles.thumb} />
            <span className={styles.body}>
              <span className={styles.line} style={{ width: '60%' }} />
              <span className={styles.line} style={{ width: '40%' }} />
            </span>
          </li>
        ))}
      </ul>
    );
  } else if (results.isError) {
    content = <ErrorMessage error={results.error} onRetry={() => void results.refetch()} />;
  } else if (results.data.length === 0) {
    content = (
      <div className={styles.message} data-testid="search-empty">
        <p className={styles.emptyTitle}>{t('search.empty', { key })}</p>
        <p>{t('search.emptyHint')}</p>
      </div>
    );
  } else {
    content = (
      <ul className={styles.list} data-testid="search-results">
        {results.data.map((result) => (
          <SearchResultRow key={`${result.type}-${result.id}`} result={result} />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="search-heading">
      <h1 id="search-heading" className={styles.heading} ref={heading} tabIndex={-1}>
        {blank ? t('search.title') : t('search.heading', { key })}
      </h1>
      {!blank && (
        <SearchControls
          type={query.type}
          sortBy={query.sortBy}
          open={query.open}
          onType={(type) => onChange({ type })}
          onOpen={(open) => onChange({ open })}
          onSort={(sortBy) => onChange({ sortBy })}
        />
      )}
      <p className="sr-only" role="status" data-testid="search-status">
        {status}
      </p>
      {content}
    </section>
  );
}
