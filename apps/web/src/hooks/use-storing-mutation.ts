import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A call that answers with what it saved: `store` puts the answer where the screens read it (and may ask for
 * what depends on it again) before the mutation counts as done.
 */
export function useStoringMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  store: (client: QueryClient, data: TData) => unknown,
) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (data) => store(client, data) });
}
