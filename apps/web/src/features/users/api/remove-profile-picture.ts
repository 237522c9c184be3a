import { profileCalls } from '@sefer/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { storeProfile } from './profile-cache.ts';

/** `POST /api/v2/user/removeProfilePic`: back to the initials; the picture's files are deleted. */
export const removeProfilePicture = () => callApi(profileCalls.removePicture);

export function useRemoveProfilePicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeProfilePicture,
    onSuccess: (profile) => storeProfile(client, profile),
  });
}
