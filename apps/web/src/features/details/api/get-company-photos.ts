import { detailCalls } from '@sefer/contract/detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** `GET /api/photo/owner/0/{companyId}`: the company's photos, newest first (the strip shows page 1). */
export const getCompanyPhotos = (companyId: number, signal?: AbortSignal) =>
  callApi(detailCalls.photos, { params: { companyId: String(companyId) }, query: { page: 1 } }, signal);

export const companyPhotosQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['detail', 'company', companyId, 'photos'] as const,
    queryFn: ({ signal }) => getCompanyPhotos(companyId, signal),
  });

export const useCompanyPhotos = (companyId: number) => useQuery(companyPhotosQueryOptions(companyId));
