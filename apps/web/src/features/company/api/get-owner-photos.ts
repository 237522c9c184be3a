import { COMPANY_MAX_PHOTOS } from '@sefer/contract/constants';
import { type PhotoPage, photoPageSchema } from '@sefer/contract/detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { MY_COMPANY_KEY } from './get-my-company.ts';

/**
 * `GET /api/photo/owner/0/{companyId}` with room for every photo a company may have (the visitor's strip,
 * features/details, reads the first page only).
 */
export async function getOwnerPhotos(companyId: number, signal?: AbortSignal): Promise<PhotoPage> {
  const answer = await apiClient.get<unknown>(
    `/api/photo/owner/0/${companyId}`,
    { page: 1, limit: COMPANY_MAX_PHOTOS },
    signal,
  );
  const page = photoPageSchema.safeParse(answer);
  if (!page.success) throw new ApiError('general_response_error', 'Unexpected answer for the photos');
  return page.data;
}

export const ownerPhotosKey = (companyId: number) => [...MY_COMPANY_KEY, 'photos', companyId] as const;

export const ownerPhotosQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ownerPhotosKey(companyId),
    queryFn: ({ signal }) => getOwnerPhotos(companyId, signal),
  });

export const useOwnerPhotos = (companyId: number) => useQuery(ownerPhotosQueryOptions(companyId));
