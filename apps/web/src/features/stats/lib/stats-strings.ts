import i18n from 'i18next';
import am from '../locales/stats.am.json';
import en from '../locales/stats.en.json';

/**
 * The strings of the statistics screen (top-level block `stats`). They ship with that lazy screen, not with the
 * home route's first load (DESIGN §3 budget); importing this module merges them in.
 */
export const STATS_CATALOGUES = { en, am } as const;

for (const [language, strings] of Object.entries(STATS_CATALOGUES)) {
  i18n.addResourceBundle(language, 'translation', strings, true, false);
}
