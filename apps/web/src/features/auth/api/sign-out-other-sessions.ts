import { sessionCalls } from '@sefer/contract/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { SESSIONS_KEY } from './get-sessions.ts';

/** `POST /api/v2/sessions/signOutOthers`: every session but this one ends. */
export const signOutOtherSessions = () => callApi(sessionCalls.signOutOthers);

/** Signs every other session out, then asks for the list again. */
export function useSignOutOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSettled: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
