import { profileCalls, type UserNameCheck } from '@sefer/contract/profile';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** `GET /api/v2/user/checkUserName?userName=`: whether another member holds the name, in any case. */
export const checkUserName = (userName: string, signal?: AbortSignal): Promise<UserNameCheck> =>
  callApi(profileCalls.checkUserName, { query: { userName } }, signal);

/** The answer for `userName` (a valid name, as stored), asked only while there is one. */
export const useUserNameCheck = (userName: string | null) =>
  useQuery({
    queryKey: ['user', 'userName', userName] as const,
    queryFn: ({ signal }) => checkUserName(userName as string, signal),
    enabled: userName !== null,
    staleTime: 10_000,
    retry: false,
  });
