import i18n from 'i18next';
import am from './locales/map.am.json';
import en from './locales/map.en.json';

/**
 * The strings of the map's controls and credits (top-level block `map`). They ship with the map, which loads lazily,
 * not with the home route's first load (DESIGN §3 budget); importing this module merges them into the catalogues.
 */
export const MAP_CATALOGUES = { en, am } as const;

for (const [language, strings] of Object.entries(MAP_CATALOGUES)) {
  i18n.addResourceBundle(language, 'translation', strings, true, false);
}
