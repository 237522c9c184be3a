import { type ReviewPage, reviewCalls } from '@sefer/contract/detail';
import { entityParamsOf } from '@sefer/contract/engage';
import type { FeedItemType } from '@sefer/contract/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export interface ReviewSubject {
  type: FeedItemType;
  id: number;
}

/** `GET /api/v2/engage/reviews/{kind}/{id}?page=`: newest first, with the average and count. */
export const getReviews = (subject: ReviewSubject, page: number, signal?: AbortSignal) =>
  callApi(reviewCalls.list, { params: entityParamsOf(subject.type, subject.id), query: { page } }, signal);

/** Keyed by the signed-in user too: `mine` and `isMine` depend on who asks. */
export const reviewsKey = (subject: ReviewSubject, userId: number | null) =>
  ['reviews', subject.type, subject.id, userId ?? 'visitor'] as const;

export const reviewsQueryOptions = (subject: ReviewSubject, userId: number | null) =>
  infiniteQueryOptions({
    queryKey: reviewsKey(subject, userId),
    queryFn: ({ pageParam, signal }) => getReviews(subject, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ReviewPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export const useReviews = (subject: ReviewSubject, userId: number | null) =>
  useInfiniteQuery(reviewsQueryOptions(subject, userId));
