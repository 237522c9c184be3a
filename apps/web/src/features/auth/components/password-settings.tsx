import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../hooks/use-session.ts';

const ChangePassword = lazy(() =>
  import('./change-password.tsx').then((m) => ({ default: m.ChangePassword })),
);

/** The Settings section "Password" when signed in: the change form loads on demand. */
export function PasswordSettings({ className }: { className?: string }) {
  const session = useSession();
  if (!session) return null;
  return (
    <section className={className} aria-labelledby="password-title" data-testid="password-settings">
      <Suspense fallback={<Spinner />}>
        <ChangePassword phone={session.phone} />
      </Suspense>
    </section>
  );
}
