import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` to "<page> · Sefer" (in the current language). */
export function useDocumentTitle(page?: string): void {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = page ? `${page} · ${app}` : app;
  }, [page, app]);
}
