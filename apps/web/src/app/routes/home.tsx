import { screenPath } from '@sefer/contract/routes';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { withReturnTo } from '../../features/auth/lib/return-to.ts';
import { type FeedActions, FeedActionsContext } from '../../features/feed/components/feed-actions.tsx';
import { HomeFeed } from '../../features/feed/components/home-feed.tsx';
import { SavedPlacesPanel } from '../../features/places/components/saved-places-panel.tsx';
import { useFeedCentre } from '../../features/places/hooks/use-saved-places.ts';
import { useUserProfile } from '../../features/users/api/get-user-profile.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import styles from './home.module.css';

const InterestsDialog = lazy(() =>
  import('../../features/interests/components/interests-dialog.tsx').then((m) => ({
    default: m.InterestsDialog,
  })),
);

/** Closing the interests dialog without answering puts it off for the rest of the browser session. */
const INTERESTS_LATER_KEY = 'sefer.interestsLater';

/** The first-time interests dialog, for a signed-in user whose profile has no interests yet. */
function InterestsPrompt({ userId, onSaved }: { userId: number; onSaved: (interests: string[]) => void }) {
  const profile = useUserProfile(userId);
  const [later, setLater] = useState(() => readStored(INTERESTS_LATER_KEY, 'session') === String(userId));
  if (later || profile.data?.interests !== null) return null;
  const putOff = () => {
    writeStored(INTERESTS_LATER_KEY, String(userId), 'session');
    setLater(true);
  };
  return (
    <Suspense fallback={null}>
      <InterestsDialog userId={userId} onClose={putOff} onSaved={onSaved} />
    </Suspense>
  );
}

/**
 * / and /home: the feeds centred on the selected saved place (and its radius), with the saved-places
 * panel beside them on desktop (phones reach it at /myLocations).
 */
export function HomeRoute() {
  useDocumentTitle();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { name, lat, lng, r } = useFeedCentre();
  const location = useMemo(() => ({ name, lat, lng, r }), [name, lat, lng, r]);
  const actions = useMemo<FeedActions>(
    () => ({
      loginHref: session ? null : withReturnTo(screenPath('login'), `${pathname}${search}`),
      origin: { name, lat, lng },
    }),
    [session, pathname, search, name, lat, lng],
  );

  return (
    <FeedActionsContext value={actions}>
      <div className={styles.home}>
        <HomeFeed location={location} signedIn={session !== null} />
        <aside className={styles.aside}>
          <SavedPlacesPanel />
        </aside>
      </div>
      {session && (
        <InterestsPrompt
          key={session.userId}
          userId={session.userId}
          onSaved={(interests) => {
            // For You follows the new interests: show it.
            if (interests.length > 0) void navigate({ pathname, search: '?tab=forYou' }, { replace: true });
          }}
        />
      )}
    </FeedActionsContext>
  );
}
