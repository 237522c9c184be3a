import { useSyncExternalStore } from 'react';
import { getSession, type StoredSession, subscribeSession } from '../../../lib/token-store.ts';

const serverSnapshot = () => null;

/** The stored session (null when signed out); re-renders on login, refresh, logout and other tabs. */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession, serverSnapshot);
}
