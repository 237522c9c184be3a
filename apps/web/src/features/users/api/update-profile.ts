import { profileCalls, type UserUpdateBody } from '@sefer/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { storeProfile } from './profile-cache.ts';

/** `POST /api/v2/user/update`: only the fields sent change; answers the profile as saved. */
export const updateProfile = (body: UserUpdateBody) => callApi(profileCalls.update, { body });

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => storeProfile(client, profile),
  });
}
