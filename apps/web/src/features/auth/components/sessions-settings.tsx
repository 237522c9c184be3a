import { lazy } from 'react';
import { SignedInSection } from './signed-in-section.tsx';

const SessionList = lazy(() => import('./session-list.tsx').then((m) => ({ default: m.SessionList })));

/** The Settings section "Signed-in devices" when signed in: the list loads on demand. */
export function SessionsSettings({ className }: { className?: string }) {
  return (
    <SignedInSection className={className} titleId="sessions-title" testId="sessions-settings">
      {() => <SessionList />}
    </SignedInSection>
  );
}
