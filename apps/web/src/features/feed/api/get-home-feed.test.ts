import type { FeedItem, FeedPage } from '@sefer/contract/schemas';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFeedItem } from '../../../testing/feed-item.ts';
import { homeFeedQueryOptions } from './get-home-feed.ts';
import type { FeedQuery } from './home-requests.ts';

const item = (id: number): FeedItem => makeFeedItem(id);

/** A server with `total` items, answering pages of `limit` with `hasMore` while more remain. */
function feedServer(total: number) {
  const urls: URL[] = [];
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    urls.push(url);
    if (url.searchParams.get('fail') === '1') return new Response('{}', { status: 500 });
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    const items = Array.from({ length: total }, (_, i) => item(i + 1)).slice(
      (page - 1) * limit,
      page * limit,
    );
    const body: FeedPage = { items, page, limit, hasMore: page * limit < total };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return urls;
}

const piassa: FeedQuery = {
  lat: 9.021343,
  lng: 38.7487854,
  r: 10_000,
  types: ['company', 'product', 'place'],
};

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

/** Observes one tab's feed the way the panel does, and waits for each state. */
function observe(query: FeedQuery, tab: 'aroundYou' | 'new' = 'aroundYou') {
  const observer = new InfiniteQueryObserver(client, homeFeedQueryOptions(tab, query));
  const unsubscribe = observer.subscribe(() => {});
  const settled = () =>
    vi.waitFor(() => {
      const r = observer.getCurrentResult();
      if (r.isFetching) throw new Error('still fetching');
      return r;
    });
  return { observer, unsubscribe, settled };
}

const ids = (pages: FeedPage[] | undefined) => (pages ?? []).flatMap((p) => p.items.map((i) => i.id));

describe('home feed paging', () => {
  it('loads page 1, appends later pages, and offers Load More while the last page was full', async () => {
    const urls = feedServer(25);
    const { observer, unsubscribe, settled } = observe(piassa);
    let result = await settled();
    expect(ids(result.data?.pages)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.hasNextPage).toBe(true);

    await observer.fetchNextPage();
    result = await settled();
    expect(ids(result.data?.pages)).toHaveLength(20);
    expect(ids(result.data?.pages).slice(0, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.hasNextPage).toBe(true);

    await observer.fetchNextPage();
    result = await settled();
    expect(ids(result.data?.pages)).toHaveLength(25);
    expect(result.hasNextPage).toBe(false);
    expect(urls.map((u) => u.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(urls[0]?.pathname).toBe('/api/v2/home/aroundYou');
    expect(urls[0]?.searchParams.get('limit')).toBe('10');
    expect(urls[0]?.searchParams.has('types')).toBe(false);
    unsubscribe();
  });

  it('has no Load More when the first page is short', async () => {
    feedServer(4);
    const { unsubscribe, settled } = observe(piassa);
    const result = await settled();
    expect(ids(result.data?.pages)).toEqual([1, 2, 3, 4]);
    expect(result.hasNextPage).toBe(false);
    unsubscribe();
  });

  it('starts again from page 1 when the place, the radius or the filter changes', async () => {
    const urls = feedServer(30);
    const { observer, unsubscribe, settled } = observe(piassa);
    await settled();
    await observer.fetchNextPage();
    expect(ids((await settled()).data?.pages)).toHaveLength(20);

    const changes: FeedQuery[] = [
      { ...piassa, lat: 8.98, lng: 38.76 },
      { ...piassa, r: 5000 },
      { ...piassa, types: ['place'] },
    ];
    for (const query of changes) {
      urls.length = 0;
      observer.setOptions(homeFeedQueryOptions('aroundYou', query));
      const result = await settled();
      expect(ids(result.data?.pages)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(urls.map((u) => u.searchParams.get('page'))).toEqual(['1']);
    }
    expect(urls[0]?.searchParams.get('types')).toBe('place');
    unsubscribe();
  });

  it('keeps each tab apart and stores a failure as that feed’s error', async () => {
    feedServer(12);
    const around = observe(piassa, 'aroundYou');
    const newest = observe(piassa, 'new');
    await around.settled();
    await around.observer.fetchNextPage();
    const a = await around.settled();
    const n = await newest.settled();
    expect(ids(a.data?.pages)).toHaveLength(12);
    expect(ids(n.data?.pages)).toHaveLength(10);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    const failing = observe({ ...piassa, r: 2000 }, 'new');
    const failed = await failing.settled();
    expect(failed.isError).toBe(true);
    expect(failed.error).toMatchObject({ key: 'internal_server_error' });
    expect(ids(around.observer.getCurrentResult().data?.pages)).toHaveLength(12);
    for (const o of [around, newest, failing]) o.unsubscribe();
  });
});
