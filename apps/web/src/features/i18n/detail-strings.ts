import i18n from 'i18next';
import am from './locales/details.am.json';
import en from './locales/details.en.json';

/**
 * The strings of the detail screens, reviews and the image viewer (top-level blocks `details` and
 * `reviews`). They ship with those lazy screens, not with the home route's first load (DESIGN §3
 * budget); this module merges them into the catalogues when a detail screen's code is loaded.
 */
export const DETAIL_CATALOGUES = { en, am } as const;

for (const [language, strings] of Object.entries(DETAIL_CATALOGUES)) {
  i18n.addResourceBundle(language, 'translation', strings, true, false);
}
