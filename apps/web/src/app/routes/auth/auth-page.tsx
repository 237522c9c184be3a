import type { ReactNode } from 'react';
import { BackBar } from '../../../components/ui/back-bar.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import page from '../page.module.css';

/** The frame of the sign-in screens: back bar with the title, then the form in a card. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={page.narrow}>
      <BackBar title={title} />
      <section className={page.card}>{children}</section>
    </div>
  );
}
