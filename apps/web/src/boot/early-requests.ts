/**
 * index.html's early script: the build inlines it in the page's head (vite.config.ts, `earlyRequests`), so it runs
 * as the HTML arrives, long before the app's JavaScript (about 150 KB) has downloaded. On every page it
 * starts the download of the visitor's language's catalogue, which the app waits for before its first render
 * (i18n.ts), and for Amharic the Ethiopic font's two weights, which that render needs. On the home screen it also
 * asks for the first page of the feed and the nearby hashtags (and in Amharic the tags, for their labels), and once the
 * feed is in, it starts the first cards' pictures; on the search screen, the search's results; on Explore, the tags. The app takes these answers instead
 * of asking again (lib/early-responses.ts), so its first render has the data and the pictures are on their way or
 * in.
 * docs/web-performance.md has the figures.
 *
 * It asks only what the app would ask at once, the same way (home-requests.ts, search-requests.ts): for a visitor
 * without a session, whose calls carry no token. A signed-in visitor's calls wait for the app, which may have to renew
 * the token first.
 */
import type { ScreenName } from '@sefer/contract/routes';
import type { FeedPage } from '@sefer/contract/schemas';
import { homeFeedCall, homeTabOf, topTagsCall } from '../features/feed/api/home-requests.ts';
import { cardImage, EAGER_CARDS, HIGH_PRIORITY_CARDS } from '../features/feed/lib/card-images.ts';
import { getFeedOpen, getFeedTypes } from '../features/feed/lib/feed-filter.ts';
import { storedLanguage } from '../features/i18n/stored-language.ts';
import { selectedPlace } from '../features/places/lib/saved-places.ts';
import { getPlacesState } from '../features/places/lib/saved-places-store.ts';
import { allTagsCall, searchAllCall } from '../features/search/api/search-requests.ts';
import { putEarlyResponse } from '../lib/early-responses.ts';
import { baseHeaders, type Call, requestUrl } from '../lib/request.ts';
import { parseSearchParams } from '../lib/search-params.ts';
import { getSession } from '../lib/token-store.ts';

/** Starts a file's download, as the app will ask for it. */
function preload(
  href: string,
  attributes: Partial<Pick<HTMLLinkElement, 'rel' | 'as' | 'type' | 'crossOrigin' | 'fetchPriority'>>,
) {
  const link = document.createElement('link');
  Object.assign(link, { rel: 'preload', ...attributes, href });
  document.head.append(link);
}

function ask({ path, params }: Call): Promise<Response> {
  const url = requestUrl(path, params);
  const response = fetch(url, { headers: baseHeaders() });
  putEarlyResponse(url, response);
  return response;
}

/** Starts the first cards' pictures as the app's cards will ask for them (feed-card.tsx). */
function preloadPictures(page: FeedPage): void {
  page.items.slice(0, EAGER_CARDS).forEach((item, index) => {
    const image = cardImage(item);
    if (image)
      preload(image.src, { as: 'image', fetchPriority: index < HIGH_PRIORITY_CARDS ? 'high' : 'auto' });
  });
}

function start(): void {
  const language = storedLanguage();
  // Read once: the build writes the object out at each place that names it.
  const files = __SEFER_EARLY_FILES__;
  const catalogue = files.catalogues[language];
  if (catalogue) preload(catalogue, { rel: 'modulepreload' });
  // Fonts load in CORS mode (fonts.css), so the preload does too, or the browser would not reuse it.
  if (language === 'am') {
    for (const font of files.ethiopicFonts) {
      preload(font, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
    }
  }
  if (getSession() !== null) return;
  // The screen the server sent this shell for (apps/api/src/plugins/web.ts); none in development.
  const screen = document.documentElement.dataset.screen as ScreenName | undefined;
  const query = new URLSearchParams(window.location.search);
  const state = getPlacesState();
  const { lat, lng } = selectedPlace(state);
  // Explore lists the tags; an Amharic home's cards show them by their Amharic labels (get-all-tags.ts).
  if (screen === 'explore' || (language === 'am' && screen === 'home')) ask(allTagsCall());
  if (screen === 'search') {
    // As the search route's loader asks (app/routes/prime-queries.ts): for a non-blank key, from the selected place.
    const search = parseSearchParams(query);
    if (search.key.trim() !== '') ask(searchAllCall(search, { lat, lng }));
  }
  if (screen !== 'home') return;
  const r = state.radiusKm * 1000;
  const tab = homeTabOf(query.get('tab'), false);
  ask(topTagsCall({ lat, lng, r }));
  ask(homeFeedCall(tab, { lat, lng, r, types: getFeedTypes(), open: getFeedOpen() }, 1))
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((page: FeedPage | null) => {
      if (page) preloadPictures(page);
    })
    .catch(() => {
      // The app reads the same answer and shows its error.
    });
}

start();
