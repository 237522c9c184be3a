import type { Session } from '@sefer/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { AccessTokens } from './access-token.ts';
import { type SessionRow, sessionRepository as sessions } from './session.repository.ts';
import { describeClient } from './user-agent.ts';

const iso = (at: Date | string) => new Date(at).toISOString();

/** A session as its owner sees it: the browser read from its user agent, never the raw text or family. */
export function presentSession(row: SessionRow, currentFamily: string | null): Session {
  return {
    id: row.id,
    current: row.family === currentFamily,
    deviceId: row.deviceId,
    ...describeClient(row.userAgent),
    createdAt: iso(row.createdAt),
    lastUsedAt: iso(row.lastUsedAt),
  };
}

/**
 * The account's signed-in sessions, and signing them out from here. `family` is the session of the request's
 * own access token. Signing a session out from another also ends its device's standing (login_devices), so a
 * lost phone meets the number's sign-in throttle again.
 */
export function createSessionService({ db, tokens }: { db: Database; tokens: AccessTokens }) {
  return {
    async list(userId: number, family: string | null): Promise<Session[]> {
      const rows = await sessions.live(db, userId);
      return rows.map((row) => presentSession(row, family));
    },

    async signOut(userId: number, family: string | null, id: number): Promise<{ signedOut: number }> {
      const outcome = await db.transaction(async (tx) => {
        const target = await sessions.find(tx, userId, id);
        if (!target) return null;
        const live = await sessions.revokeOne(tx, userId, target.family);
        if (target.family !== family && target.loginDeviceId) {
          const current = family ? await sessions.byFamily(tx, family) : undefined;
          await sessions.forgetDevices(tx, userId, [target.loginDeviceId], current?.loginDeviceId ?? null);
        }
        return { family: target.family, live };
      });
      if (!outcome) throw notFound('No such session');
      tokens.endSession(outcome.family);
      return { signedOut: outcome.live ? 1 : 0 };
    },

    async signOutOthers(userId: number, family: string | null): Promise<{ signedOut: number }> {
      const revoked = await db.transaction(async (tx) => {
        const others = (await sessions.live(tx, userId)).filter((row) => row.family !== family);
        const current = family ? await sessions.byFamily(tx, family) : undefined;
        const devices = others.flatMap((row) => (row.loginDeviceId ? [row.loginDeviceId] : []));
        await sessions.forgetDevices(tx, userId, devices, current?.loginDeviceId ?? null);
        return sessions.revokeAll(tx, userId, family);
      });
      for (const { family: ended } of revoked) tokens.endSession(ended);
      return { signedOut: revoked.filter((r) => r.live).length };
    },
  };
}
