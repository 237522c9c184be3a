import type { UserProfile } from '@sefer/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET /api/v2/user/profile`: the signed-in user's own profile (401 without a valid token). */
export function getUserProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiClient.get<UserProfile>('/api/v2/user/profile', undefined, signal);
}

/** Keyed by user id, so one account never sees another's cached profile. */
export function userProfileQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['user', userId, 'profile'] as const,
    queryFn: ({ signal }) => getUserProfile(signal),
  });
}

export function useUserProfile(userId: number) {
  return useQuery(userProfileQueryOptions(userId));
}
