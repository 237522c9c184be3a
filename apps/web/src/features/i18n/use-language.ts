import type { Language } from '@sefer/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, setLanguage } from './i18n.ts';

/**
 * The current language and a setter that persists it. While the chosen language's catalogue downloads, the choice
 * already shows as the language (a switch reflects the tap at once); if the download fails, it goes back.
 */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<boolean> } {
  const { i18n } = useTranslation();
  const [pending, setPending] = useState<Language | null>(null);
  const current = i18n.resolvedLanguage ?? i18n.language;
  const choose = async (language: Language) => {
    setPending(language);
    try {
      return await setLanguage(language);
    } finally {
      setPending(null);
    }
  };
  return { language: pending ?? (isLanguage(current) ? current : DEFAULT_LANGUAGE), setLanguage: choose };
}
