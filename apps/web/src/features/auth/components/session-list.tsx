import type { Session } from '@sefer/contract/sessions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSessions } from '../api/get-sessions.ts';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions.ts';
import { useSignOutSession } from '../api/sign-out-session.ts';
import '../lib/passwords-strings.ts';
import styles from './security.module.css';
import { SecurityFailure, SecuritySection } from './security-section.tsx';
import { SessionItem } from './session-item.tsx';

/**
 * Settings › Signed-in devices: each session of the account (this one first, then the latest used), with
 * "Sign out" on the others and one button for all of them.
 */
export function SessionList() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const signOutOne = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const [signedOut, setSignedOut] = useState<number | null>(null);
  const failure = signOutOne.error ?? signOutOthers.error;

  const list = sessions.data ? [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current)) : [];
  const others = list.filter((s) => !s.current);
  const pendingId = signOutOne.isPending ? signOutOne.variables : null;
  const done = (answer: { signedOut: number }) => setSignedOut(answer.signedOut);
  const onSignOut = (session: Session) => {
    setSignedOut(null);
    signOutOthers.reset();
    signOutOne.mutate(session.id, { onSuccess: done });
  };

  return (
    <SecuritySection
      titleId="sessions-title"
      title={t('sessions.title')}
      intro={t('sessions.intro')}
      status={signedOut !== null ? t('sessions.signedOut', { count: signedOut }) : ''}
    >
      <SecurityFailure failure={failure} />
      {sessions.isPending ? (
        <Spinner label={t('sessions.loading')} />
      ) : sessions.isError ? (
        <div className={styles.actions} role="alert">
          <p>{t('sessions.loadError')}</p>
          <Button variant="secondary" onClick={() => void sessions.refetch()}>
            {t('sessions.retry')}
          </Button>
        </div>
      ) : (
        <>
          <ul className={styles.list} data-testid="session-list">
            {list.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                busy={pendingId === session.id}
                disabled={signOutOthers.isPending}
                onSignOut={onSignOut}
              />
            ))}
          </ul>
          {others.length === 0 ? (
            <p className={styles.muted}>{t('sessions.none')}</p>
          ) : (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                busy={signOutOthers.isPending}
                disabled={signOutOne.isPending}
                onClick={() => {
                  setSignedOut(null);
                  signOutOne.reset();
                  signOutOthers.mutate(undefined, { onSuccess: done });
                }}
              >
                {t('sessions.signOutOthers')}
              </Button>
            </div>
          )}
        </>
      )}
    </SecuritySection>
  );
}
