import type { TokenResponse } from '@sefer/contract/auth';
import { readStored, removeStored, type StorageArea, writeStored } from './storage.ts';

export const SESSION_STORAGE_KEY = 'sefer.session';

/** The signed-in session as kept in the browser: both tokens, when each was saved, who it is. */
export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds when each token was saved (spec §4: tokens are stored with save times). */
  accessTokenSavedAt: number;
  refreshTokenSavedAt: number;
  /** Seconds the access token lives, as the server said. */
  expiresIn: number;
  userId: number;
  /** E.164 number the user signed in with, shown in settings. */
  phone: string | null;
  /** On: localStorage (survives closing the browser). Off: sessionStorage (this tab only). */
  remember: boolean;
}

function isSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.accessToken === 'string' &&
    typeof s.refreshToken === 'string' &&
    s.accessToken.length > 0 &&
    s.refreshToken.length > 0 &&
    typeof s.userId === 'number' &&
    typeof s.accessTokenSavedAt === 'number' &&
    typeof s.refreshTokenSavedAt === 'number'
  );
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null = null;
let cached: StoredSession | null = null;

function readRaw(): { raw: string | null; area: StorageArea } {
  const local = readStored(SESSION_STORAGE_KEY, 'local');
  if (local !== null) return { raw: local, area: 'local' };
  return { raw: readStored(SESSION_STORAGE_KEY, 'session'), area: 'session' };
}

/**
 * The current session, read from storage every time (another tab may have rotated the tokens) but
 * the same object while the stored text is unchanged, as useSyncExternalStore requires.
 */
export function getSession(): StoredSession | null {
  const { raw } = readRaw();
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    cached = isSession(parsed) ? parsed : null;
  } catch {
    cached = null;
  }
  return cached;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Stores the tokens of a token response (login or refresh) with their save times. */
export function saveTokens(
  tokens: Pick<TokenResponse, 'accessToken' | 'refreshToken' | 'expiresIn' | 'userId'>,
  options: { remember: boolean; phone?: string | null },
  now: number = Date.now(),
): StoredSession {
  const previous = getSession();
  const session: StoredSession = {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    accessTokenSavedAt: now,
    refreshTokenSavedAt: now,
    expiresIn: tokens.expiresIn,
    userId: tokens.userId,
    phone: options.phone !== undefined ? options.phone : (previous?.phone ?? null),
    remember: options.remember,
  };
  const keep: StorageArea = options.remember ? 'local' : 'session';
  writeStored(SESSION_STORAGE_KEY, JSON.stringify(session), keep);
  removeStored(SESSION_STORAGE_KEY, keep === 'local' ? 'session' : 'local');
  notify();
  return getSession() ?? session;
}

/** Forgets the tokens and their save times in both storages (logout, failed refresh). */
export function clearSession(): void {
  removeStored(SESSION_STORAGE_KEY, 'local');
  removeStored(SESSION_STORAGE_KEY, 'session');
  notify();
}

/** For useSyncExternalStore; also follows changes made in other tabs (the `storage` event). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** Signed in = both tokens present (spec §6). */
export const isSignedIn = (session: StoredSession | null = getSession()): boolean => session !== null;
