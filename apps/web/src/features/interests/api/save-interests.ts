import { profileCalls } from '@sefer/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** `POST /api/v2/user/update` with the chosen interests (`[]`: chose none); answers the saved profile. */
export const saveInterests = (interests: string[]) => callApi(profileCalls.update, { body: { interests } });

/** Saves the interests, keeps the cached profile in step, and reloads For You (it follows them). */
export function useSaveInterests(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveInterests,
    onSuccess: async (profile) => {
      client.setQueryData(['user', userId, 'profile'], profile);
      await client.resetQueries({ queryKey: ['feed', 'home', 'forYou'] });
    },
  });
}
