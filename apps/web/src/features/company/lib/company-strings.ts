import i18n from 'i18next';
import am from '../locales/company.am.json';
import en from '../locales/company.en.json';

/**
 * The strings of the owner's screens (top-level block `company`). They ship with those lazy screens, not
 * with the home route's first load (DESIGN §3 budget); importing this module merges them into the
 * catalogues, as the detail screens' strings are (features/i18n/detail-strings.ts).
 */
export const COMPANY_CATALOGUES = { en, am } as const;

for (const [language, strings] of Object.entries(COMPANY_CATALOGUES)) {
  i18n.addResourceBundle(language, 'translation', strings, true, false);
}
