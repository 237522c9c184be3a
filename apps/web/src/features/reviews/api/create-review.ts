import { type ReviewBody, type ReviewPage, type ReviewResult, reviewCalls } from '@sefer/contract/detail';
import { entityParamsOf } from '@sefer/contract/engage';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import type { ReviewSubject } from './get-reviews.ts';

/** `POST /api/v2/engage/reviews/{kind}/{id}` (signed in): saves (or replaces) the user's review. */
export const createReview = (subject: ReviewSubject, body: ReviewBody) =>
  callApi(reviewCalls.create, { params: entityParamsOf(subject.type, subject.id), body });

/**
 * Puts the saved review and the new average (the server's answer) into the cached review lists and
 * detail screens at once, then refetches the lists in the background (others may have reviewed too).
 */
export function applyReviewResult(client: QueryClient, subject: ReviewSubject, result: ReviewResult): void {
  const summary = { rating: result.rating, ratingCount: result.ratingCount };
  client.setQueriesData<InfiniteData<ReviewPage>>(
    { queryKey: ['reviews', subject.type, subject.id] },
    (data) => {
      if (!data?.pages) return data;
      const pages = data.pages.map((page, index) => {
        const others = page.items.filter((r) => r.id !== result.review.id && !r.isMine);
        const items = index === 0 ? [result.review, ...others] : others;
        return { ...page, ...summary, mine: result.review, items };
      });
      return { ...data, pages };
    },
  );
  client.setQueriesData<unknown>({ queryKey: ['detail', subject.type, subject.id] }, (data: unknown) =>
    typeof data === 'object' && data !== null && 'ratingCount' in data && 'isLiked' in data
      ? { ...data, ...summary }
      : data,
  );
  void client.invalidateQueries({ queryKey: ['reviews', subject.type, subject.id] });
}

export function useCreateReview(subject: ReviewSubject) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => createReview(subject, body),
    onSuccess: (result) => applyReviewResult(client, subject, result),
  });
}
