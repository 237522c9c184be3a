import type { PhotoPage } from '@sefer/contract/detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET /api/photo/owner/0/{companyId}`: the company's photos, newest first (the strip shows page 1). */
export function getCompanyPhotos(companyId: number, signal?: AbortSignal): Promise<PhotoPage> {
  return apiClient.get<PhotoPage>(`/api/photo/owner/0/${companyId}`, { page: 1 }, signal);
}

export const companyPhotosQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['detail', 'company', companyId, 'photos'] as const,
    queryFn: ({ signal }) => getCompanyPhotos(companyId, signal),
  });

export const useCompanyPhotos = (companyId: number) => useQuery(companyPhotosQueryOptions(companyId));
