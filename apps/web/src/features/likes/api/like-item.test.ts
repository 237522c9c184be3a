import type { FeedItem, FeedPage } from '@sefer/contract/schemas';
import { type InfiniteData, MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFeedItem } from '../../../testing/feed-item.ts';
import { toggleLikeOptions } from './like-item.ts';

const item = (id: number, over: Partial<FeedItem> = {}): FeedItem =>
  makeFeedItem(id, {
    type: 'product',
    name: `Item ${id}`,
    companyId: 1,
    companyAt: 'shop',
    companyName: 'Shop',
    distance: 100,
    likes: 4,
    ...over,
  });

const page = (items: FeedItem[]): InfiniteData<FeedPage> => ({
  pages: [{ items, page: 1, limit: 10, hasMore: false }],
  pageParams: [1],
});

/** Two feeds showing the same product 7 (and a place 7 that must stay untouched). */
function cachedFeeds() {
  const client = new QueryClient();
  client.setQueryData(['feed', 'home', 'new', {}], page([item(7), item(7, { type: 'place', likes: 1 })]));
  client.setQueryData(['feed', 'home', 'aroundYou', {}], page([item(3), item(7)]));
  const read = (tab: string) =>
    (client.getQueryData(['feed', 'home', tab, {}]) as InfiniteData<FeedPage>).pages[0]?.items.map((i) => [
      `${i.type}-${i.id}`,
      i.isLiked,
      i.likes,
    ]);
  return { client, read };
}

function server(respond: (url: string) => Response | Promise<Response>) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return respond(url);
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('like toggle', () => {
  it('shows the like at once in every feed, then keeps what the server answered', async () => {
    const { client, read } = cachedFeeds();
    let answer: (r: Response) => void = () => {};
    const urls = server(() => new Promise<Response>((resolve) => (answer = resolve)));
    const observer = new MutationObserver(client, toggleLikeOptions(client, item(7)));
    const done = observer.mutate(true);
    await vi.waitFor(() => expect(urls).toHaveLength(1));
    expect(observer.getCurrentResult().isPending).toBe(true);
    expect(read('new')).toEqual([
      ['product-7', true, 5],
      ['place-7', false, 1],
    ]);
    expect(read('aroundYou')).toEqual([
      ['product-3', false, 4],
      ['product-7', true, 5],
    ]);
    answer(new Response(JSON.stringify({ kind: 2, id: 7, liked: true, likes: 9 }), { status: 200 }));
    await done;
    expect(urls[0]).toBe('/api/v2/engage/likeEntity/2/7');
    expect(read('new')?.[0]).toEqual(['product-7', true, 9]);
    expect(read('aroundYou')?.[1]).toEqual(['product-7', true, 9]);
  });

  it('puts everything back when the call fails', async () => {
    const { client, read } = cachedFeeds();
    server(
      () => new Response(JSON.stringify({ error: 'internal_server_error', message: 'x' }), { status: 500 }),
    );
    const observer = new MutationObserver(client, toggleLikeOptions(client, item(7)));
    await expect(observer.mutate(true)).rejects.toMatchObject({ key: 'internal_server_error' });
    expect(read('new')?.[0]).toEqual(['product-7', false, 4]);
    expect(read('aroundYou')?.[1]).toEqual(['product-7', false, 4]);
  });

  it('unlikes with the kind in the query string', async () => {
    const { client, read } = cachedFeeds();
    const urls = server(
      () => new Response(JSON.stringify({ kind: 2, id: 7, liked: false, likes: 3 }), { status: 200 }),
    );
    const liked = item(7, { isLiked: true, likes: 4 });
    await new MutationObserver(client, toggleLikeOptions(client, liked)).mutate(false);
    expect(urls).toEqual(['/api/v2/engage/unlikeEntity/7?kind=2']);
    expect(read('new')?.[0]).toEqual(['product-7', false, 3]);
  });
});
