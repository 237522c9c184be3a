import type { FeedPage } from '@sefer/contract/schemas';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeFeedItem } from '../../../testing/feed-item.ts';
import { type Detail, toggleDetailLikeOptions } from './like-detail.ts';

const place = { type: 'place', id: 7, isLiked: false, likes: 4 } as Detail;

function cached() {
  const client = new QueryClient();
  client.setQueryData(['detail', 'place', 7, { lat: 9, lng: 38 }], place);
  client.setQueryData(['detail', 'place', 7, 'alsoVisited'], { items: [] });
  const feed: InfiniteData<FeedPage> = {
    pages: [{ items: [makeFeedItem(7, { likes: 4 }), makeFeedItem(8)], page: 1, limit: 10, hasMore: false }],
    pageParams: [1],
  };
  client.setQueryData(['feed', 'home', 'new', {}], feed);
  const read = () => ({
    detail: client.getQueryData<Detail>(['detail', 'place', 7, { lat: 9, lng: 38 }]),
    feed: client
      .getQueryData<InfiniteData<FeedPage>>(['feed', 'home', 'new', {}])
      ?.pages[0]?.items.map((i) => [i.id, i.isLiked, i.likes]),
    other: client.getQueryData(['detail', 'place', 7, 'alsoVisited']),
  });
  return { client, read };
}

describe('liking from a detail screen', () => {
  it('changes the screen and every feed showing it at once, and reverts on failure', () => {
    const { client, read } = cached();
    const options = toggleDetailLikeOptions(client, place);
    const before = options.onMutate(true);
    expect(read().detail).toMatchObject({ isLiked: true, likes: 5 });
    expect(read().feed).toEqual([
      [7, true, 5],
      [8, false, 0],
    ]);
    expect(read().other).toEqual({ items: [] });
    options.onError(new Error('offline'), true, before);
    expect(read().detail).toMatchObject({ isLiked: false, likes: 4 });
    expect(read().feed?.[0]).toEqual([7, false, 4]);
  });

  it('ends with what the server answered', () => {
    const { client, read } = cached();
    const options = toggleDetailLikeOptions(client, place);
    options.onMutate(true);
    options.onSuccess({ kind: 3, id: 7, liked: true, likes: 11 });
    expect(read().detail).toMatchObject({ isLiked: true, likes: 11 });
    expect(read().feed?.[0]).toEqual([7, true, 11]);
  });
});
