import type { FeedItemType } from '@sefer/contract/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { BackBar } from '../../../components/ui/back-bar.tsx';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { DetailSkeleton } from '../../../features/details/components/detail-skeleton.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { NotFoundRoute } from '../not-found.tsx';
import { isNotFound, useRecordView } from './use-detail-route.ts';

type Named = { name: string; nameAm: string | null };

export type DetailScreen<T> =
  | { ready: false; screen: ReactElement }
  | {
      ready: true;
      data: T;
      name: string;
      amharic: boolean;
      /** The screen under its back-bar. */
      frame: (screen: ReactElement) => ReactElement;
    };

/**
 * What every detail screen does before it has its subject: the page title (Not Found's own, which this
 * parent route would otherwise overwrite), one recorded view once loaded, and Not Found, the error with
 * Retry or the skeleton in place of the screen. Each of them sits under the back-bar, titled `kind` (Business,
 * Product, Place), which also titles the page while it loads; not a heading: the subject's name is the screen's.
 */
export function useDetailScreen<T extends Named>(
  type: FeedItemType,
  id: number | null,
  query: UseQueryResult<T>,
  kind: string,
): DetailScreen<T> {
  const { t, i18n } = useTranslation();
  const data = query.data;
  const amharic = i18n.resolvedLanguage === 'am';
  const name = data ? (amharic && data.nameAm ? data.nameAm : data.name) : null;
  const notFound = id === null || isNotFound(query.error);
  useDocumentTitle(notFound ? t('notFound.title') : (name ?? kind));
  useRecordView(type, id, data !== undefined);

  if (notFound) return { ready: false, screen: <NotFoundRoute /> };
  const frame = (screen: ReactElement) => (
    <>
      <BackBar title={kind} heading={false} />
      {screen}
    </>
  );
  if (query.isError) {
    return {
      ready: false,
      screen: frame(<ErrorMessage error={query.error} onRetry={() => void query.refetch()} />),
    };
  }
  if (!data || !name) return { ready: false, screen: frame(<DetailSkeleton />) };
  return { ready: true, data, name, amharic, frame };
}
