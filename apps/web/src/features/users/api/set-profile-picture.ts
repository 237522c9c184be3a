import type { UserProfile } from '@sefer/contract/auth';
import { profileCalls, type SquareCrop } from '@sefer/contract/profile';
import { uploadCall } from '../../../lib/call-api.ts';

/**
 * `POST /api/v2/user/setProfilePic` (multipart `image` + `data` {"crop"}), with the upload's progress 0–1: the
 * server cuts the chosen square out of the picture and deletes the old one. Answers the profile.
 */
export const setProfilePicture = (
  picture: Blob,
  crop: SquareCrop,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UserProfile> => uploadCall(profileCalls.setPicture, picture, { crop }, onProgress, signal);
