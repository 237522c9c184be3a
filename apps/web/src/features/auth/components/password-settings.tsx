import { lazy } from 'react';
import { SignedInSection } from './signed-in-section.tsx';

const ChangePassword = lazy(() =>
  import('./change-password.tsx').then((m) => ({ default: m.ChangePassword })),
);

/** The Settings section "Password" when signed in: the change form loads on demand. */
export function PasswordSettings({ className }: { className?: string }) {
  return (
    <SignedInSection className={className} titleId="password-title" testId="password-settings">
      {(session) => <ChangePassword phone={session.phone} />}
    </SignedInSection>
  );
}
