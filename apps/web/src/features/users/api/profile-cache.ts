import type { UserProfile } from '@sefer/contract/auth';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After a call that answers with the profile: every screen showing it (the top bar's avatar, /profile/user) takes
 * the answer as it is (under `useUserProfile`'s key, written out here: a key exported from the first load's chunk
 * would cost it bytes), and the reviews are asked for again (they show their authors' names and pictures).
 */
export function storeProfile(client: QueryClient, profile: UserProfile): void {
  client.setQueryData(['user', profile.id, 'profile'], profile);
  void client.invalidateQueries({ queryKey: ['reviews'] });
}
