import { LANGUAGES, type Language } from '@sefer/contract/constants';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeStored } from '../../lib/storage.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, storedLanguage } from './stored-language.ts';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY } from './stored-language.ts';

/**
 * Each language's catalogue is a chunk of its own (3–4 KB), so a first visit downloads only the one it shows.
 * index.html's early script starts that one's download as the page arrives (src/boot/early-requests.ts), beside
 * the app's code, so waiting for it before the first render costs no round trip of its own.
 */
const CATALOGUES: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  am: () => import('./locales/am.json'),
};

/** Languages whose catalogue is in (detail-strings.ts adds the detail screens' strings to every language). */
const loaded = new Set<Language>();

async function loadCatalogue(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const { default: strings } = await CATALOGUES[language]();
  i18n.addResourceBundle(language, 'translation', strings, true, false);
  loaded.add(language);
}

/** `<html lang>`, and the web app manifest of the language (index.html), whose names an installed app takes. */
function markDocument(language: Language): void {
  document.documentElement.lang = language;
  document.querySelector('link[rel=manifest]')?.setAttribute('href', `/manifest.${language}.webmanifest`);
}

/** Starts i18next in the stored language with its catalogue (downloaded once more if the first try failed). */
export async function initI18n(): Promise<typeof i18n> {
  const language = storedLanguage();
  markDocument(language);
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  await loadCatalogue(language).catch(() => loadCatalogue(language));
  // Chosen once its words are in, so that the resolved language is this one.
  await i18n.changeLanguage(language);
  return i18n;
}

/**
 * Switches the language, remembers it and updates `<html lang>`, once its catalogue is in. When the catalogue cannot
 * be downloaded (no connection), the language stays as it was and the call resolves false; choosing again retries.
 */
export async function setLanguage(language: Language): Promise<boolean> {
  try {
    await loadCatalogue(language);
  } catch {
    return false;
  }
  writeStored(LANGUAGE_STORAGE_KEY, language);
  markDocument(language);
  await i18n.changeLanguage(language);
  return true;
}
