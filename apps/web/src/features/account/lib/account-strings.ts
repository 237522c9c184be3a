import i18n from 'i18next';
import am from '../locales/account.am.json';
import en from '../locales/account.en.json';

/**
 * The strings of the account deletion (top-level block `account`). They ship with its lazy chunk, not with
 * the home route's first load; importing this module merges them into the catalogues.
 */
export const ACCOUNT_CATALOGUES = { en, am } as const;

for (const [language, strings] of Object.entries(ACCOUNT_CATALOGUES)) {
  i18n.addResourceBundle(language, 'translation', strings, true, false);
}
