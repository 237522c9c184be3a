import { sessionCalls } from '@sefer/contract/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { SESSIONS_KEY } from './get-sessions.ts';

/** `POST /api/v2/sessions/signOut`: that session's tokens stop working. */
export const signOutSession = (id: number) => callApi(sessionCalls.signOut, { body: { id } });

/** Signs one session out, then asks for the list again. */
export function useSignOutSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signOutSession,
    onSettled: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
