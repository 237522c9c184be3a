import { useQuery } from '@tanstack/react-query';
import { firstLoadCall } from '../../../lib/first-load-call.ts';

/**
 * `GET /api/v2/user/profile`: the signed-in member's own profile (401 without a valid token), keyed by user id so
 * one account never sees another's cached profile. Read on the first load (the interests prompt), it stays a
 * plain GET: the contract's declaration (`profileCalls.profile`) would bring zod into the home route.
 */
export const useUserProfile = (userId: number) =>
  useQuery({
    queryKey: ['user', userId, 'profile'],
    queryFn: ({ signal }) => firstLoadCall('profile', {}, signal),
  });
