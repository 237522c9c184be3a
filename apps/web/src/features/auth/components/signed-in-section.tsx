import { type ReactNode, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { StoredSession } from '../../../lib/token-store.ts';
import { useSession } from '../hooks/use-session.ts';

/** A Settings section shown only when signed in, named by its title's id; its content loads on demand. */
export function SignedInSection({
  className,
  titleId,
  testId,
  children,
}: {
  className?: string;
  titleId: string;
  testId: string;
  children: (session: StoredSession) => ReactNode;
}) {
  const session = useSession();
  if (!session) return null;
  return (
    <section className={className} aria-labelledby={titleId} data-testid={testId}>
      <Suspense fallback={<Spinner />}>{children(session)}</Suspense>
    </section>
  );
}
