import i18n from 'i18next';
import am from '../locales/forgot-link.am.json';
import en from '../locales/forgot-link.en.json';

/**
 * The enter-password screen's "Forgot password?" (top-level block `forgotLink`), on its own so that screen carries
 * one string; the reset flow's words come with it (passwords-strings.ts).
 */
export const FORGOT_LINK_CATALOGUES = { en, am } as const;

for (const [language, strings] of Object.entries(FORGOT_LINK_CATALOGUES)) {
  i18n.addResourceBundle(language, 'translation', strings, true, false);
}
