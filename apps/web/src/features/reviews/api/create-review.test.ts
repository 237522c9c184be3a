import type { Review, ReviewPage, ReviewResult } from '@sefer/contract/detail';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyReviewResult } from './create-review.ts';
import { reviewsKey } from './get-reviews.ts';

const review = (id: number, over: Partial<Review> = {}): Review => ({
  id,
  rating: 4,
  text: `Review ${id}`,
  author: `Author ${id}`,
  authorImage: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  isMine: false,
  formerUser: false,
  ...over,
});

const pages = (...lists: Review[][]): InfiniteData<ReviewPage> => ({
  pages: lists.map((items, i) => ({
    items,
    page: i + 1,
    limit: 2,
    hasMore: i < lists.length - 1,
    rating: 4,
    ratingCount: 3,
    mine: null,
  })),
  pageParams: lists.map((_, i) => i + 1),
});

const company = { type: 'company' as const, id: 5 };

describe('a saved review', () => {
  it('shows at once: first in the list, as mine, with the new average and count everywhere', () => {
    const client = new QueryClient();
    const key = reviewsKey(company, 42);
    client.setQueryData(key, pages([review(1), review(2)], [review(3)]));
    client.setQueryData(['detail', 'company', 5, {}], {
      type: 'company',
      id: 5,
      isLiked: false,
      rating: 4,
      ratingCount: 3,
    });
    const products = { pages: [], pageParams: [] };
    client.setQueryData(['detail', 'company', 5, 'products'], products);
    client.setQueryData(['detail', 'company', 6, {}], {
      type: 'company',
      id: 6,
      isLiked: false,
      rating: 2,
      ratingCount: 1,
    });

    const saved = review(9, { rating: 1, isMine: true, author: 'Me' });
    const result: ReviewResult = {
      kind: 0,
      id: 5,
      review: saved,
      replaced: false,
      rating: 3.3,
      ratingCount: 4,
    };
    applyReviewResult(client, company, result);

    const data = client.getQueryData<InfiniteData<ReviewPage>>(key);
    expect(data?.pages.map((p) => p.items.map((r) => r.id))).toEqual([[9, 1, 2], [3]]);
    expect(data?.pages.every((p) => p.rating === 3.3 && p.ratingCount === 4 && p.mine?.id === 9)).toBe(true);
    expect(client.getQueryData(['detail', 'company', 5, {}])).toMatchObject({ rating: 3.3, ratingCount: 4 });
    // Other subjects and the company's other lists are left alone.
    expect(client.getQueryData(['detail', 'company', 6, {}])).toMatchObject({ rating: 2, ratingCount: 1 });
    expect(client.getQueryData(['detail', 'company', 5, 'products'])).toBe(products);
  });

  it('replaces the earlier review of the same user instead of listing it twice', () => {
    const client = new QueryClient();
    const key = reviewsKey(company, 42);
    client.setQueryData(key, pages([review(1), review(7, { isMine: true, rating: 5 })]));
    const saved = review(7, { rating: 2, isMine: true, text: 'Changed my mind' });
    applyReviewResult(client, company, {
      kind: 0,
      id: 5,
      review: saved,
      replaced: true,
      rating: 3,
      ratingCount: 2,
    });
    const items = client.getQueryData<InfiniteData<ReviewPage>>(key)?.pages[0]?.items;
    expect(items?.map((r) => [r.id, r.rating])).toEqual([
      [7, 2],
      [1, 4],
    ]);
  });
});
