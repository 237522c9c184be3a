import { type AccountDeleteBody, accountCalls } from '@sefer/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/call-api.ts';
import { clearSession } from '../../../lib/token-store.ts';

/** `POST /api/v2/account/delete`. */
export const deleteAccount = (body: AccountDeleteBody) => callApi(accountCalls.delete, { body });

/**
 * Deletes the signed-in account. Once the server has, this browser forgets the session and every cached
 * piece of the person (their profile, likes, company) and goes home; the server has ended the sessions.
 */
export function useDeleteAccount(onDeleted: () => void) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      await navigate('/', { replace: true });
      clearSession();
      client.removeQueries({ queryKey: ['user'] });
      client.removeQueries({ queryKey: ['company'] });
      onDeleted();
    },
  });
}
