import i18n from 'i18next';
import am from '../locales/products.am.json';
import en from '../locales/products.en.json';

/**
 * The strings of the owner's product screens (top-level block `products`). They ship with those lazy screens,
 * not with the home route's first load (DESIGN §3 budget); importing this module merges them in.
 */
export const PRODUCTS_CATALOGUES = { en, am } as const;

for (const [language, strings] of Object.entries(PRODUCTS_CATALOGUES)) {
  i18n.addResourceBundle(language, 'translation', strings, true, false);
}
