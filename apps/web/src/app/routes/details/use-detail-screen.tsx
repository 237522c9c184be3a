import type { FeedItemType } from '@sefer/contract/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackBar } from '../../../components/ui/back-bar.tsx';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { useDetail } from '../../../features/details/api/get-detail.ts';
import { DetailActions } from '../../../features/details/components/detail-actions.tsx';
import { DetailSkeleton } from '../../../features/details/components/detail-skeleton.tsx';
import { RatingSummary } from '../../../features/reviews/components/rating-summary.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { NotFoundRoute } from '../not-found.tsx';
import { isNotFound, useDetailRoute, useRecordView } from './use-detail-route.ts';

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

/** Each detail screen's path parameter (the router's `/company/:companyId`, …) and back-bar title. */
const SUBJECT = {
  company: { param: 'companyId', title: 'details.company.title' },
  product: { param: 'productId', title: 'details.item.title' },
  place: { param: 'placeId', title: 'details.place.title' },
} as const satisfies Record<FeedItemType, { param: string; title: string }>;

/**
 * A detail screen's subject of `type`, by the id in its path, measured from the viewer's place, as `useDetailScreen`
 * has it; once ready, with the header every detail screen gives it: the name in the page's language (the Amharic
 * one beneath on an English page), the rating, like and share; and what its location section shows of every
 * subject (where it is, and how far from the selected place), beside the address and Directions each screen gives.
 */
export function useDetailSubject<T extends FeedItemType>(type: T) {
  const { t } = useTranslation();
  const route = useDetailRoute(useParams()[SUBJECT[type].param]);
  const { id, viewer, userId, loginHref } = route;
  const screen = useDetailScreen(
    type,
    id,
    useDetail(type, id ?? 0, viewer, id !== null),
    t(SUBJECT[type].title),
  );
  if (!screen.ready) return { ...route, screen };
  const { data, name, amharic } = screen;
  const header = {
    name: { text: name, lang: amharic && data.nameAm ? 'am' : 'en' } as const,
    otherName: amharic || !data.nameAm ? null : ({ text: data.nameAm, lang: 'am' } as const),
    rating: <RatingSummary rating={data.rating} count={data.ratingCount} />,
    actions: <DetailActions subject={data} name={name} loginHref={userId === null ? loginHref : null} />,
  };
  const location = { name, point: data, distance: data.distance, from: route.from };
  return { ...route, screen: { ...screen, header, location } };
}
