import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../hooks/use-session.ts';

const SessionList = lazy(() => import('./session-list.tsx').then((m) => ({ default: m.SessionList })));

/** The Settings section "Signed-in devices" when signed in: the list loads on demand. */
export function SessionsSettings({ className }: { className?: string }) {
  const session = useSession();
  if (!session) return null;
  return (
    <section className={className} aria-labelledby="sessions-title" data-testid="sessions-settings">
      <Suspense fallback={<Spinner />}>
        <SessionList />
      </Suspense>
    </section>
  );
}
