import type { SquareCrop, UserNameCheck, UserProfile } from '@sefer/contract';
import type { Database } from '../../db/client.ts';
import { violated } from '../../db/constraint.ts';
import { badRequest, unauthorized } from '../../errors.ts';
import type { ImagePipeline } from '../images/image-pipeline.ts';
import { createInterestRepository } from '../interests/interest.repository.ts';
import { createUserRepository, type ProfileChanges } from './user.repository.ts';

const userNameTaken = () =>
  badRequest('This username is taken: choose another', {
    reason: 'username_taken',
    fields: { userName: 'invalid_userName' },
  });

/** A valid token for an account that no longer exists. */
const gone = () => unauthorized();

/**
 * The signed-in member's profile: the 'About you' fields, the interests, the username (unique in any case) and
 * the profile picture, whose old files go once nothing shows them.
 */
export function createUserService({ db, images }: { db: Database; images: ImagePipeline }) {
  const repo = createUserRepository(db);
  const interests = createInterestRepository(db);

  async function profile(userId: number): Promise<UserProfile> {
    const found = await repo.profile(userId);
    if (!found) throw gone();
    return found;
  }

  /** Makes `fileName` (or none) the member's picture; the replaced one's files are deleted after the commit. */
  async function replacePicture(userId: number, fileName: string | null): Promise<void> {
    const replaced = await db.transaction(async (tx) => {
      const row = await repo.lockPicture(tx, userId);
      if (!row) throw gone();
      await repo.setPicture(tx, userId, fileName);
      return row.imageFile;
    });
    if (replaced && replaced !== fileName) await images.remove(replaced);
  }

  return {
    profile,

    async update(userId: number, changes: ProfileChanges): Promise<UserProfile> {
      if (changes.interests) {
        const unknown = await interests.unknown(changes.interests);
        // The names are not repeated back: an answer never echoes its input.
        if (unknown.length > 0) {
          throw badRequest(`${unknown.length} of the interests are not on the list`, {
            fields: { interests: 'invalid_interests' },
          });
        }
      }
      if (changes.userName && (await repo.userNameTaken(changes.userName, userId))) throw userNameTaken();
      try {
        const saved = await repo.update(userId, changes);
        if (!saved) throw gone();
        return saved;
      } catch (error) {
        // Two members claiming one name at once: the unique index lets one through.
        if (violated(error, 'users_user_name_key')) throw userNameTaken();
        throw error;
      }
    },

    async checkUserName(userId: number, userName: string): Promise<UserNameCheck> {
      return { userName, available: !(await repo.userNameTaken(userName, userId)) };
    },

    /** A new picture, cut to the member's square (the largest in the middle without one). */
    async setPicture(userId: number, image: Buffer, crop: SquareCrop | undefined): Promise<UserProfile> {
      // The account is checked before the picture costs any work.
      await profile(userId);
      const stored = await images.ingest(image, { square: crop ?? 'centre' });
      try {
        await replacePicture(userId, stored.fileName);
      } catch (error) {
        await images.remove(stored.fileName);
        throw error;
      }
      return profile(userId);
    },

    async removePicture(userId: number): Promise<UserProfile> {
      await replacePicture(userId, null);
      return profile(userId);
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
