import i18n from 'i18next';
import am from '../locales/users.am.json';
import en from '../locales/users.en.json';

/**
 * The strings of the member's own screens (top-level block `users`: /profile/user, 'About you', the picture).
 * They ship with those lazy screens, not with the home route's first load (DESIGN §3 budget); importing this
 * module merges them into the catalogues, as the owner's strings are (features/company/lib/company-strings.ts).
 */
export const USERS_CATALOGUES = { en, am } as const;

for (const [language, strings] of Object.entries(USERS_CATALOGUES)) {
  i18n.addResourceBundle(language, 'translation', strings, true, false);
}
