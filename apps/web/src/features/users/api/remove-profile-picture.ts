import { profileCalls } from '@sefer/contract/profile';
import { useStoringMutation } from '../../../hooks/use-storing-mutation.ts';
import { callApi } from '../../../lib/call-api.ts';
import { storeProfile } from './profile-cache.ts';

/** `POST /api/v2/user/removeProfilePic`: back to the initials; the picture's files are deleted. */
export const removeProfilePicture = () => callApi(profileCalls.removePicture);

export const useRemoveProfilePicture = () => useStoringMutation(removeProfilePicture, storeProfile);
