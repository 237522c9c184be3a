import type { Language } from '@sefer/contract/constants';
import { useTranslation } from 'react-i18next';

/** The page's language as the dates and names of the screen need it. */
export function useStatsLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'am' ? 'am' : 'en';
}
