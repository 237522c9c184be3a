import { profileCalls, type UserUpdateBody } from '@sefer/contract/profile';
import { useStoringMutation } from '../../../hooks/use-storing-mutation.ts';
import { callApi } from '../../../lib/call-api.ts';
import { storeProfile } from './profile-cache.ts';

/** `POST /api/v2/user/update`: only the fields sent change; answers the profile as saved. */
export const updateProfile = (body: UserUpdateBody) => callApi(profileCalls.update, { body });

export const useUpdateProfile = () => useStoringMutation(updateProfile, storeProfile);
