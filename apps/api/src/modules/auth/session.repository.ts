import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { loginDevices as d, refreshTokens as rt, loginSessions as s } from '../../db/schema.ts';
import { run, runOne } from '../../db/typed-sql.ts';

/** The browser a sign-in or refresh came from, as its request said. */
export type SessionClient = { deviceId: string | null; userAgent: string | null };

export type RevokedFamily = { family: string; live: boolean };

export type SessionRow = {
  id: number;
  family: string;
  deviceId: string | null;
  loginDeviceId: string | null;
  userAgent: string | null;
  createdAt: Date | string;
  lastUsedAt: Date | string;
};

/** A family can still be refreshed: its latest token is neither used, revoked nor expired. */
const live = (family: typeof s.family) =>
  sql`EXISTS (SELECT 1 FROM ${rt} WHERE ${rt.family} = ${family} AND ${rt.usedAt} IS NULL
                AND ${rt.revokedAt} IS NULL AND ${rt.expiresAt} > now())`;

const COLUMNS = sql`${s.id} AS "id", ${s.family} AS "family", ${s.deviceId} AS "deviceId",
  ${s.loginDeviceId} AS "loginDeviceId", ${s.userAgent} AS "userAgent", ${s.createdAt} AS "createdAt",
  ${s.lastUsedAt} AS "lastUsedAt"`;

/**
 * Sessions: one row per sign-in, keyed by its refresh-token family, with the browser it came from. Whether a
 * session is signed in is the family's business (refresh_tokens); these rows only describe it.
 */
export const sessionRepository = {
  /** Records a sign-in, and forgets the account's sessions that have ended. */
  async start(
    q: Queryable,
    session: { userId: number; family: string; loginDeviceId: string | null } & SessionClient,
  ): Promise<void> {
    await run(q, sql`DELETE FROM ${s} WHERE ${s.userId} = ${session.userId} AND NOT ${live(s.family)}`);
    await run(
      q,
      sql`INSERT INTO ${s} ("family", "user_id", "device_id", "login_device_id", "user_agent")
          VALUES (${session.family}, ${session.userId}, ${session.deviceId}, ${session.loginDeviceId},
                  ${session.userAgent})`,
    );
  },

  /** A refresh: the session was used now, from this user agent. */
  async touch(q: Queryable, family: string, client: SessionClient): Promise<void> {
    await run(
      q,
      sql`UPDATE ${s} SET "last_used_at" = now(), "user_agent" = coalesce(${client.userAgent}, ${s.userAgent}),
            "device_id" = coalesce(${s.deviceId}, ${client.deviceId})
          WHERE ${s.family} = ${family}`,
    );
  },

  /** The account's sessions still signed in, the latest used first. */
  live: (q: Queryable, userId: number) =>
    run<SessionRow>(
      q,
      sql`SELECT ${COLUMNS} FROM ${s} WHERE ${s.userId} = ${userId} AND ${live(s.family)}
          ORDER BY ${s.lastUsedAt} DESC, ${s.id} DESC`,
    ),

  /** One of the account's sessions (whether or not still signed in). */
  find: (q: Queryable, userId: number, id: number) =>
    runOne<SessionRow>(q, sql`SELECT ${COLUMNS} FROM ${s} WHERE ${s.userId} = ${userId} AND ${s.id} = ${id}`),

  /** The session of a family. */
  byFamily: (q: Queryable, family: string) =>
    runOne<SessionRow>(q, sql`SELECT ${COLUMNS} FROM ${s} WHERE ${s.family} = ${family}`),

  /**
   * Revokes every token of the account but those of `keep` (null: all). Answers each family that had a token
   * left unrevoked (so its access tokens can be refused at once), and whether it was signed in (`live`).
   */
  async revokeAll(q: Queryable, userId: number, keep: string | null): Promise<RevokedFamily[]> {
    const rows = await run<RevokedFamily>(
      q,
      sql`UPDATE ${rt} SET "revoked_at" = now()
           WHERE ${rt.userId} = ${userId} AND ${rt.revokedAt} IS NULL
             AND ${keep === null ? sql`true` : sql`${rt.family} <> ${keep}`}
          RETURNING ${rt.family} AS "family", (${rt.usedAt} IS NULL AND ${rt.expiresAt} > now()) AS "live"`,
    );
    const families = new Map<string, boolean>();
    for (const row of rows) families.set(row.family, (families.get(row.family) ?? false) || row.live);
    return [...families].map(([family, live]) => ({ family, live }));
  },

  /** Revokes one family of the account; true when it was signed in. */
  async revokeOne(q: Queryable, userId: number, family: string): Promise<boolean> {
    const rows = await run<{ live: boolean }>(
      q,
      sql`UPDATE ${rt} SET "revoked_at" = now()
           WHERE ${rt.userId} = ${userId} AND ${rt.family} = ${family} AND ${rt.revokedAt} IS NULL
          RETURNING (${rt.usedAt} IS NULL AND ${rt.expiresAt} > now()) AS "live"`,
    );
    return rows.some((row) => row.live);
  },

  /**
   * Ends the standing of known devices (login_devices) of the account, but `keep`: a device signed out from
   * elsewhere meets the number's sign-in throttle again, like a stranger.
   */
  /**
   * Ends the standing of every known device of the account but `keep`: after a password is reset or changed,
   * no other browser skips the number's sign-in throttle.
   */
  async forgetOtherDevices(q: Queryable, userId: number, keep: string | null): Promise<void> {
    await run(
      q,
      sql`DELETE FROM ${d} WHERE ${d.userId} = ${userId}
            AND ${keep === null ? sql`true` : sql`${d.id} <> ${keep}`}`,
    );
  },

  async forgetDevices(q: Queryable, userId: number, ids: string[], keep: string | null): Promise<void> {
    const forget = ids.filter((id) => id !== keep);
    if (forget.length === 0) return;
    await run(
      q,
      sql`DELETE FROM ${d} WHERE ${d.userId} = ${userId} AND ${d.id} = ANY(${sql.param(forget)}::text[])`,
    );
  },
};
