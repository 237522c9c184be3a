import type { Language } from '@sefer/contract/constants';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, setLanguage } from './i18n.ts';

/** The current language and a setter that persists it. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return { language: isLanguage(current) ? current : DEFAULT_LANGUAGE, setLanguage };
}
