import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFeedCentre } from '../../features/places/hooks/use-saved-places.ts';
import { SearchResults } from '../../features/search/components/search-results.tsx';
import { shownKey } from '../../features/search/lib/result-display.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { parseSearchParams, type SearchParams, serialiseSearchParams } from '../../lib/search-params.ts';

/** /search?key=&content_type=&sortBy=: search from the selected saved place (as the feeds are). */
export function SearchRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = parseSearchParams(params);
  const { lat, lng } = useFeedCentre();
  const origin = useMemo(() => ({ lat, lng }), [lat, lng]);
  useDocumentTitle(query.key.trim() ? t('search.titleFor', { key: shownKey(query.key) }) : t('search.title'));

  // Changes build on the latest one, not on this render's query: a sort chosen right after a chip, before
  // the page re-renders, must keep the chip (it was dropped, and the list showed every type).
  const latest = useRef(query);
  latest.current = query;
  // A chip or sort change replaces the history entry: it refines the same search, so Back leaves the
  // search instead of stepping through every chip tried (as the home feed's tabs do). A new key (top
  // bar, tag, suggestion) is pushed.
  const change = (next: Partial<SearchParams>) => {
    latest.current = { ...latest.current, ...next };
    setParams(serialiseSearchParams(latest.current), { replace: true, preventScrollReset: true });
  };

  return <SearchResults query={query} origin={origin} onChange={change} />;
}
