import { type AccountDeletion, accountCalls } from '@sefer/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** Under `user`: signing out drops it with the rest of the person's data. */
export const ACCOUNT_DELETION_KEY = ['user', 'account-deletion'] as const;

/** `GET /api/v2/account/deletion`: what deleting the account would take along. */
export const getAccountDeletion = (signal?: AbortSignal): Promise<AccountDeletion> =>
  callApi(accountCalls.deletion, undefined, signal);

export const accountDeletionQueryOptions = () =>
  queryOptions({
    queryKey: ACCOUNT_DELETION_KEY,
    queryFn: ({ signal }) => getAccountDeletion(signal),
    // Asked afresh each time the dialog opens: a company registered in another tab must show.
    staleTime: 0,
  });

export function useAccountDeletion() {
  return useQuery(accountDeletionQueryOptions());
}
