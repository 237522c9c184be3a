import type { Language } from '@sefer/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/ui/toast.tsx';
import { DEFAULT_LANGUAGE, isLanguage, setLanguage } from './i18n.ts';

/** How long the notice that a language could not be downloaded stays up. */
const UNAVAILABLE_NOTICE_MS = 6000;

/**
 * The current language and a setter that persists it. While the chosen language's catalogue downloads, the choice
 * already shows as the language (a switch reflects the tap at once); if the download fails, it goes back and a
 * notice in the language still shown says so.
 */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<boolean> } {
  const { i18n, t } = useTranslation();
  const [pending, setPending] = useState<Language | null>(null);
  const current = i18n.resolvedLanguage ?? i18n.language;
  const choose = async (language: Language) => {
    setPending(language);
    try {
      const switched = await setLanguage(language);
      if (!switched) {
        showToast(t('language.unavailable', { language: t(`language.${language}`) }), UNAVAILABLE_NOTICE_MS);
      }
      return switched;
    } finally {
      setPending(null);
    }
  };
  return { language: pending ?? (isLanguage(current) ? current : DEFAULT_LANGUAGE), setLanguage: choose };
}
