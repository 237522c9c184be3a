import type { UserProfile } from '@sefer/contract/auth';
import type { UserUpdateBody } from '@sefer/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** `POST /api/v2/user/update` with the chosen interests (`[]`: chose none); answers the saved profile. */
export function saveInterests(interests: string[]): Promise<UserProfile> {
  const body: UserUpdateBody = { interests };
  return apiClient.post<UserProfile>('/api/v2/user/update', body);
}

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
