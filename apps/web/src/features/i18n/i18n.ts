import { LANGUAGES, type Language } from '@sefer/contract/constants';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, writeStored } from '../../lib/storage.ts';
import am from './locales/am.json';
import en from './locales/en.json';

export const LANGUAGE_STORAGE_KEY = 'sefer.lang';
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  const stored = readStored(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function markDocument(language: Language): void {
  document.documentElement.lang = language;
}

/** Both catalogues are a few KB: bundled, so the first paint is already in the right language. */
export function initI18n(): typeof i18n {
  const language = storedLanguage();
  markDocument(language);
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, am: { translation: am } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return i18n;
}

/** Switches the language, remembers it and updates `<html lang>`. */
export async function setLanguage(language: Language): Promise<void> {
  writeStored(LANGUAGE_STORAGE_KEY, language);
  markDocument(language);
  await i18n.changeLanguage(language);
}
