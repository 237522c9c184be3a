import type { CompanyDetail } from '@sefer/contract/detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstLoadCall } from '../../../lib/first-load-call.ts';
import { type Viewer, viewerParams } from '../lib/viewer.ts';

/** `GET /api/v2/company/{id}?lat=&lng=`: the company screen (distance from the viewer's place). */
export function getCompany(id: number, viewer: Viewer | null, signal?: AbortSignal): Promise<CompanyDetail> {
  return firstLoadCall('company', { params: { id }, query: viewerParams(viewer) }, signal);
}

export const companyQueryOptions = (id: number, viewer: Viewer | null) =>
  queryOptions({
    queryKey: ['detail', 'company', id, viewerParams(viewer)] as const,
    queryFn: ({ signal }) => getCompany(id, viewer, signal),
  });

export const useCompany = (id: number, viewer: Viewer | null, enabled = true) =>
  useQuery({ ...companyQueryOptions(id, viewer), enabled });
