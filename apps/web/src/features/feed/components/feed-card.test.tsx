// @vitest-environment happy-dom
import type { FeedItem, FeedPage } from '@sefer/contract/schemas';
import { type InfiniteData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '../../../components/ui/toast.tsx';
import { componentTestSetup } from '../../../testing/component-setup.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { FeedActionsContext } from './feed-actions.tsx';
import { FeedCard } from './feed-card.tsx';

const ITEM: FeedItem = {
  type: 'company',
  id: 41,
  name: 'Tomoca Coffee',
  nameAm: 'ቶሞካ ቡና',
  image: null,
  companyImage: null,
  companyId: 41,
  companyAt: 'tomoca',
  companyName: 'Tomoca Coffee',
  distance: 420,
  lat: 9.03,
  lng: 38.75,
  likes: 7,
  isLiked: false,
  verified: true,
  tags: 'coffee',
  description: null,
  price: null,
  rating: 4.5,
  ratingCount: 12,
  category: null,
  osm: false,
  hours: null,
};
const FEED_KEY = ['feed', 'aroundYou', 'card-test'];

const app = componentTestSetup((url) => {
  // The edge of the world: the API answers in the contract's shape.
  if (url.pathname === '/api/v2/home/alltags') return Response.json([]);
  if (url.pathname === '/api/v2/engage/likeEntity/0/41')
    return Response.json({ kind: 0, id: 41, liked: true, likes: 9 });
  return undefined;
});
const { fetchMock } = app;

/** A feed page in the query cache, shown as cards: what a like writes there, the cards show. */
function CachedFeed() {
  const { data } = useQuery<InfiniteData<FeedPage>>({
    queryKey: FEED_KEY,
    queryFn: () => new Promise(() => {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <>
      {data?.pages[0]?.items.map((item, i) => (
        <FeedCard key={item.id} item={item} index={i} />
      ))}
    </>
  );
}

/** Where the app is, for the test to read. */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const LOGIN_HREF = '/auth/login?returnTo=%2F';

function renderCard({ signedIn = true, item = ITEM } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData<InfiniteData<FeedPage>>(FEED_KEY, {
    pages: [{ items: [item], page: 1, limit: 10, hasMore: false }],
    pageParams: [1],
  });
  render(
    <I18nextProvider i18n={app.i18n()}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <FeedActionsContext.Provider
            value={{
              loginHref: signedIn ? null : LOGIN_HREF,
              origin: { name: 'Piassa', lat: 9.03, lng: 38.75 },
            }}
          >
            <CachedFeed />
          </FeedActionsContext.Provider>
          <ToastRegion />
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { card: screen.getByTestId('feed-card') };
}

describe('FeedCard', () => {
  it('shows the rating with the number of reviews, read whole by screen readers, in English and Amharic', async () => {
    const { card } = renderCard();
    const rating = within(card).getByTestId('card-rating');
    expect(rating.textContent).toContain('★ 4.5 (12)');
    expect(within(rating).getByText('Rated 4.5 out of 5 in 12 reviews')).toBeTruthy();

    await setLanguage('am');
    await waitFor(() => expect(within(rating).getByText('ደረጃ 4.5 ከ5፣ በ12 አስተያየቶች')).toBeTruthy());
  });

  it('shows no rating line before the first review', () => {
    const { card } = renderCard({ item: { ...ITEM, rating: null, ratingCount: 0 } });
    expect(within(card).queryByTestId('card-rating')).toBeNull();
  });

  it('likes at once, then shows the count the server answers', async () => {
    const user = userEvent.setup();
    const { card } = renderCard();
    const like = within(card).getByRole('button', { name: 'Like Tomoca Coffee' });
    expect(like.getAttribute('aria-pressed')).toBe('false');

    await user.click(like);
    await waitFor(() => expect(within(card).getByTestId('like-count').textContent).toBe('9'));
    expect(like.getAttribute('aria-pressed')).toBe('true');
    const [input, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('likeEntity')) ?? [];
    expect(String(input)).toContain('/api/v2/engage/likeEntity/0/41');
    expect(init?.method).toBe('POST');
  });

  it('puts the like back when the server refuses it', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ error: 'general_response_error', message: 'Down' }, { status: 503 }),
    );
    const user = userEvent.setup();
    const { card } = renderCard();
    const like = within(card).getByRole('button', { name: 'Like Tomoca Coffee' });

    await user.click(like);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(like.hasAttribute('disabled')).toBe(false));
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(within(card).getByTestId('like-count').textContent).toBe('7');
  });

  it('sends a signed-out visitor to sign in instead of liking', async () => {
    const user = userEvent.setup();
    const { card } = renderCard({ signedIn: false });

    await user.click(within(card).getByRole('button', { name: 'Like Tomoca Coffee' }));
    expect(screen.getByTestId('where').textContent).toBe(LOGIN_HREF);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('likeEntity'))).toBe(false);
    expect(within(card).getByTestId('like-count').textContent).toBe('7');
  });

  // userEvent.setup() gives the page a clipboard of its own, which the test reads.
  it('copies the link to the item and says so, in English and Amharic', async () => {
    const user = userEvent.setup();
    const { card } = renderCard();

    await user.click(within(card).getByRole('button', { name: 'Share Tomoca Coffee' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/company/41`);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied to Clipboard'));

    await setLanguage('am');
    await user.click(within(card).getByRole('button', { name: 'ቶሞካ ቡናን አጋራ' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('ማስፈንጠሪያው ተቀድቷል'));
  });

  it('says when the link could not be copied', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    document.execCommand = () => false;
    const { card } = renderCard();

    await user.click(within(card).getByRole('button', { name: 'Share Tomoca Coffee' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The link could not be copied'));
  });
});
