import { LANGUAGES, type Language } from '@sefer/contract/constants';
import { readStored } from '../../lib/storage.ts';

export const LANGUAGE_STORAGE_KEY = 'sefer.lang';
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language the visitor chose, or the default. */
export function storedLanguage(): Language {
  const stored = readStored(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}
