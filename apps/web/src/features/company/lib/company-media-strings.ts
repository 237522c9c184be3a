import i18n from 'i18next';
import am from '../locales/company-media.am.json';
import en from '../locales/company-media.en.json';

/**
 * The strings of the owner's Photos and Posts screens (top-level block `companyMedia`). They ship with those lazy
 * screens, not with the home route's first load (DESIGN §3 budget); importing this module merges them in.
 */
export const COMPANY_MEDIA_CATALOGUES = { en, am } as const;

for (const [language, strings] of Object.entries(COMPANY_MEDIA_CATALOGUES)) {
  i18n.addResourceBundle(language, 'translation', strings, true, false);
}
