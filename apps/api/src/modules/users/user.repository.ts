import type { UserProfile, userUpdateBodySchema } from '@sefer/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { assignColumns } from '../../db/assign-columns.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { run, runOne } from '../../db/typed-sql.ts';

/** The profile fields `POST /api/v2/user/update` may change, as its schema gives them. */
export type ProfileChanges = z.output<typeof userUpdateBodySchema>;

type ProfileRow = Omit<UserProfile, 'id'> & { id: number | string };

const u = users;
const PROFILE_COLUMNS = sql`${u.id} AS "id", ${u.firstName} AS "firstName", ${u.middleName} AS "middleName",
  ${u.lastName} AS "lastName", ${u.gender} AS "gender", ${u.birthDate}::text AS "birthDate", ${u.bio} AS "bio",
  ${u.imageFile} AS "imageFile", ${u.userName} AS "userName", ${u.phone} AS "phone",
  array_to_string(${u.interests}, ' ') AS "interests"`;

/** Spec §3 user profile; interests space-separated, null until chosen. */
const present = (row: ProfileRow): UserProfile => ({ ...row, id: Number(row.id) });

/** The SET list of an update: each field sent, once. */
function assignments(changes: ProfileChanges): SQL[] {
  const set = assignColumns(changes, u, ['firstName', 'middleName', 'lastName', 'gender', 'bio', 'userName']);
  if (changes.birthDate !== undefined) set.push(sql`"birth_date" = ${changes.birthDate}::date`);
  if (changes.interests !== undefined) set.push(sql`"interests" = ${sql.param(changes.interests)}::text[]`);
  return set;
}

/** The member's own row of `users`: the profile, its changes, the username's owner and the picture. */
export function createUserRepository(db: Queryable) {
  return {
    /** The profile, or undefined for an account that no longer exists. */
    profile: async (userId: number, q: Queryable = db): Promise<UserProfile | undefined> => {
      const row = await runOne<ProfileRow>(
        q,
        sql`SELECT ${PROFILE_COLUMNS} FROM ${u} WHERE ${u.id} = ${userId}`,
      );
      return row && present(row);
    },

    /** Writes the given fields (one statement: all or nothing) and returns the profile as saved. */
    update: async (userId: number, changes: ProfileChanges): Promise<UserProfile | undefined> => {
      const set = [...assignments(changes), sql`"updated_at" = now()`];
      const row = await runOne<ProfileRow>(
        db,
        sql`UPDATE ${u} SET ${sql.join(set, sql`, `)} WHERE ${u.id} = ${userId} RETURNING ${PROFILE_COLUMNS}`,
      );
      return row && present(row);
    },

    /** Whether a member other than `exceptUserId` holds this username, in any case (users_user_name_key). */
    userNameTaken: async (userName: string, exceptUserId: number): Promise<boolean> =>
      (
        await run(
          db,
          sql`SELECT 1 FROM ${u} WHERE lower(${u.userName}) = lower(${userName}) AND ${u.id} <> ${exceptUserId}`,
        )
      ).length > 0,

    /** Locks the member's row for the rest of the transaction; its picture now (undefined: no such member). */
    lockPicture: (q: Queryable, userId: number) =>
      runOne<{ imageFile: string | null }>(
        q,
        sql`SELECT ${u.imageFile} AS "imageFile" FROM ${u} WHERE ${u.id} = ${userId} FOR UPDATE`,
      ),

    /** Sets (or, with null, clears) the member's picture. */
    setPicture: (q: Queryable, userId: number, fileName: string | null) =>
      run(q, sql`UPDATE ${u} SET "image_file" = ${fileName}, "updated_at" = now() WHERE ${u.id} = ${userId}`),
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
