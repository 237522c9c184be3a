import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackBar } from '../../../components/ui/back-bar.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import page from '../page.module.css';

/** The frame of the sign-in screens: back bar with the title (`titleKey` translated), then the form in a card. */
export function AuthPage({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <div className={page.narrow}>
      <BackBar title={title} />
      <section className={page.card}>{children}</section>
    </div>
  );
}
