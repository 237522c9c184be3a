import { statsCalls } from '@sefer/contract/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import type { StatsRange } from '../lib/periods.ts';

/** `GET /api/v2/company/stats?from=&to=&granularity=`: the owner's insights over a period (owner only). */
export const getCompanyStats = (range: StatsRange, signal?: AbortSignal) =>
  callApi(statsCalls.get, { query: { ...range } }, signal);

export const companyStatsQueryOptions = (range: StatsRange) =>
  queryOptions({
    queryKey: ['company-stats', range.from, range.to, range.granularity],
    queryFn: ({ signal }) => getCompanyStats(range, signal),
    staleTime: 60_000,
  });

export const useCompanyStats = (range: StatsRange) => useQuery(companyStatsQueryOptions(range));
