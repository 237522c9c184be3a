import type { UserProfile } from '@sefer/contract';
import type { Queryable } from '../../db/client.ts';

type ProfileRow = {
  id: number;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  gender: 'Female' | 'Male' | null;
  birth_date: string | null;
  bio: string | null;
  image_file: string | null;
  user_name: string | null;
  phone: string;
  interests: string | null;
};

/** The profile fields `POST /api/v2/user/update` may change, with their columns. */
export type ProfileChanges = Partial<{
  firstName: string;
  middleName: string | null;
  lastName: string | null;
  gender: 'Female' | 'Male' | null;
  birthDate: string | null;
  bio: string | null;
  interests: string[];
}>;
const COLUMN: Record<keyof ProfileChanges, string> = {
  firstName: 'first_name',
  middleName: 'middle_name',
  lastName: 'last_name',
  gender: 'gender',
  birthDate: 'birth_date',
  bio: 'bio',
  interests: 'interests',
};

const PROFILE_COLUMNS = `id, first_name, middle_name, last_name, gender, birth_date::text AS birth_date, bio,
  image_file, user_name, phone, array_to_string(interests, ' ') AS interests`;

/** Spec §3 user profile; interests space-separated, null until chosen. */
const present = (row: ProfileRow): UserProfile => ({
  id: Number(row.id),
  firstName: row.first_name,
  middleName: row.middle_name,
  lastName: row.last_name,
  gender: row.gender,
  birthDate: row.birth_date,
  bio: row.bio,
  imageFile: row.image_file,
  userName: row.user_name,
  phone: row.phone,
  interests: row.interests,
});

export function createUserRepository(db: Queryable) {
  return {
    /** The profile, or null for an account that no longer exists. */
    profile: async (userId: number): Promise<UserProfile | null> => {
      const [row] = await db.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1`, [
        userId,
      ]);
      return row ? present(row) : null;
    },

    /** Writes the given fields (one statement: all or nothing) and returns the profile as saved. */
    update: async (userId: number, changes: ProfileChanges): Promise<UserProfile | null> => {
      const keys = (Object.keys(changes) as (keyof ProfileChanges)[]).filter((k) => changes[k] !== undefined);
      const sets = keys.map((k, i) => `${COLUMN[k]} = $${i + 2}`);
      const [row] = await db.query<ProfileRow>(
        `UPDATE users SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${PROFILE_COLUMNS}`,
        [userId, ...keys.map((k) => changes[k])],
      );
      return row ? present(row) : null;
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
