import { type Session, sessionCalls } from '@sefer/contract/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** Under `user`: signing out drops it with the rest of the person's data (use-logout.ts). */
export const SESSIONS_KEY = ['user', 'sessions'] as const;

/** `GET /api/v2/sessions`: the account's signed-in sessions, the latest used first. */
export async function getSessions(signal?: AbortSignal): Promise<Session[]> {
  const { sessions } = await callApi(sessionCalls.list, undefined, signal);
  return sessions;
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: SESSIONS_KEY, queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
