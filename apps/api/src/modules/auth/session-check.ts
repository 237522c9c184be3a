/**
 * Whether an access token's session (its refresh-token family) is still live, so that signing out or a
 * revoked family ends access tokens within `ttlMs` rather than at their expiry. A live answer is believed
 * for `ttlMs` (one query per family and period, not per request); an ended session never comes back, so
 * that answer is kept. Lookups of one family at the same moment share one query.
 */
export type SessionCheck = {
  isLive(family: string): Promise<boolean>;
  /** Known ended here (this server revoked it): refused at once, without waiting for the period. */
  ended(family: string): void;
};

/** Families remembered; the oldest go first past this many. */
export const CHECKED_SESSIONS = 10_000;

export function createSessionCheck(
  lookup: (family: string) => Promise<boolean>,
  ttlMs: number,
  maxEntries = CHECKED_SESSIONS,
): SessionCheck {
  /** Family → live until (ms since the epoch), or ended. Map order is insertion order. */
  const known = new Map<string, { live: true; until: number } | { live: false }>();
  const pending = new Map<string, Promise<boolean>>();
  const remember = (family: string, entry: { live: true; until: number } | { live: false }) => {
    known.delete(family);
    if (known.size >= maxEntries) {
      const oldest = known.keys().next();
      if (!oldest.done) known.delete(oldest.value);
    }
    known.set(family, entry);
  };
  return {
    isLive(family) {
      const entry = known.get(family);
      if (entry && (!entry.live || Date.now() < entry.until)) return Promise.resolve(entry.live);
      const running = pending.get(family);
      if (running) return running;
      const asked = Date.now();
      const check = lookup(family)
        .then((live) => {
          const now = known.get(family);
          // An end noted while the query ran wins over its answer.
          if (now && !now.live) return false;
          remember(family, live ? { live: true, until: asked + ttlMs } : { live: false });
          return live;
        })
        .finally(() => pending.delete(family));
      pending.set(family, check);
      return check;
    },
    ended(family) {
      remember(family, { live: false });
    },
  };
}
