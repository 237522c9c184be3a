import type { SearchResult } from '@sefer/contract/search';

/*
 * How the search screen shows its key and results: kept out of search-params.ts, which the home route's first load
 * carries (the search box, the hashtag chips), so that they load with the search screen.
 */

/** True when the history state asks the results screen to take the focus (`FOCUS_RESULTS_STATE`). */
export const focusesResults = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { focusResults?: unknown }).focusResults === true;

/** Characters of a key the heading, the page's title and the empty state show (the API reads 64 of them). */
export const SHOWN_KEY_LENGTH = 80;

/** The key as the screen shows it: trimmed, and a very long one cut with an ellipsis. */
export function shownKey(key: string): string {
  const chars = [...key.trim()];
  return chars.length > SHOWN_KEY_LENGTH
    ? `${chars.slice(0, SHOWN_KEY_LENGTH - 1).join('')}…`
    : chars.join('');
}

const DETAIL_PATHS = { company: 'company', product: 'item', place: 'place' } as const;

/** The detail screen of a result or suggestion (spec §2: /company/:id, /item/:id, /place/:id). */
export const resultPath = ({ type, id }: Pick<SearchResult, 'type' | 'id'>) => `/${DETAIL_PATHS[type]}/${id}`;

/** True when a text has Ethiopic letters: it gets `lang="am"` (font and screen-reader voice). */
export const isEthiopic = (text: string) => /[\u1200-\u139f\u2d80-\u2ddf\uab00-\uab2f]/u.test(text);
