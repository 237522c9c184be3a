import { screenPath } from '@sefer/contract/routes';
import type { FeedItemType } from '@sefer/contract/schemas';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../features/auth/hooks/use-session.ts';
import { withReturnTo } from '../../../features/auth/lib/return-to.ts';
import { parseId } from '../../../features/details/lib/paths.ts';
import type { Viewer } from '../../../features/details/lib/viewer.ts';
import { useFeedCentre } from '../../../features/places/hooks/use-saved-places.ts';
import { recordView } from '../../../features/views/api/record-view.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** What every detail screen needs from around it: the id, the viewer's place and the session. */
export function useDetailRoute(rawId: string | undefined) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const { name, lat, lng } = useFeedCentre();
  const viewer = useMemo<Viewer>(() => ({ lat, lng }), [lat, lng]);
  return {
    id: parseId(rawId),
    viewer,
    /** The selected place's name: distances are measured from it. */
    from: name,
    userId: session?.userId ?? null,
    /** Log in, then come back to this screen. */
    loginHref: withReturnTo(screenPath('login'), `${pathname}${search}`),
  };
}

/** Records one view per opening of a subject's screen, once it has loaded (spec §7 view). */
export function useRecordView(type: FeedItemType, id: number | null, loaded: boolean): void {
  useEffect(() => {
    if (loaded && id !== null) recordView({ type, id });
  }, [type, id, loaded]);
}

export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.key === 'not_found');
