import { lazy, Suspense } from 'react';
import { useSession } from '../../auth/hooks/use-session.ts';

const DeleteAccountPanel = lazy(() =>
  import('./delete-account-panel.tsx').then((m) => ({ default: m.DeleteAccountPanel })),
);

/**
 * Settings' "Delete my account" section (issue 30), for a signed-in person only. Its code, dialog and strings
 * are a chunk of their own, loaded when the section shows.
 */
export function DeleteAccountSection({ className }: { className?: string }) {
  const session = useSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <DeleteAccountPanel className={className} />
    </Suspense>
  );
}
