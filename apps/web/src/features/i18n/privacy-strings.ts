import i18n from 'i18next';
import am from './locales/privacy.am.json';
import en from './locales/privacy.en.json';

/**
 * The privacy notice's strings (top-level block `privacy`). They ship with the notice's lazy screen, not with
 * the home route's first load (DESIGN §3 budget); importing this module merges them into the catalogues.
 */
export const PRIVACY_CATALOGUES = { en, am } as const;

for (const [language, strings] of Object.entries(PRIVACY_CATALOGUES)) {
  i18n.addResourceBundle(language, 'translation', strings, true, false);
}
