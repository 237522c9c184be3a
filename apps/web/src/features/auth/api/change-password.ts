import { type ChangePasswordBody, passwordCalls } from '@sefer/contract/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { SESSIONS_KEY } from './get-sessions.ts';

/** `POST /api/v2/password/change`: the current password, then the new one; every other session ends. */
export const changePassword = (body: ChangePasswordBody) => callApi(passwordCalls.change, { body });

/** Changes the password; the session list is asked again (the others are gone). */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
