import i18n from 'i18next';
import am from '../locales/app-banner.am.json';
import en from '../locales/app-banner.en.json';

/**
 * The app banner's strings (top-level block `appBanner`). They ship with the banner's lazy code, not with the home
 * route's first load (DESIGN §3 budget); importing this module merges them in.
 */
export const APP_BANNER_CATALOGUES = { en, am } as const;

for (const [language, strings] of Object.entries(APP_BANNER_CATALOGUES)) {
  i18n.addResourceBundle(language, 'translation', strings, true, false);
}
