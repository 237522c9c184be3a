import i18n from 'i18next';
import am from '../locales/passwords.am.json';
import en from '../locales/passwords.en.json';

/**
 * The words of the password reset, the password change and the session list (blocks `passwords` and
 * `sessions`). They ship with those lazy screens, not with the home route's first load; importing this module
 * merges them into the catalogues.
 */
export const PASSWORDS_CATALOGUES = { en, am } as const;

for (const [language, strings] of Object.entries(PASSWORDS_CATALOGUES)) {
  i18n.addResourceBundle(language, 'translation', strings, true, false);
}
