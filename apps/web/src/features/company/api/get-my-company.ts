import { companyCalls, type OwnCompany } from '@sefer/contract/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** The cache key of the signed-in owner's company: every owner screen reads it, every owner write updates it. */
export const MY_COMPANY_KEY = ['company', 'mine'] as const;

/** `GET /api/v2/company/mine`: the signed-in person's company, or null before they register one. */
export async function getMyCompany(signal?: AbortSignal): Promise<OwnCompany | null> {
  const { company } = await callApi(companyCalls.mine, undefined, signal);
  return company;
}

export const myCompanyQueryOptions = () =>
  queryOptions({
    queryKey: MY_COMPANY_KEY,
    queryFn: ({ signal }) => getMyCompany(signal),
  });

export function useMyCompany() {
  return useQuery(myCompanyQueryOptions());
}
