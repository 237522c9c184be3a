import { COMPANY_MAX_PHOTOS } from '@sefer/contract/constants';
import { detailCalls } from '@sefer/contract/detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { MY_COMPANY_KEY } from './get-my-company.ts';

/**
 * `GET /api/photo/owner/0/{companyId}` with room for every photo a company may have (the visitor's strip,
 * features/details, reads the first page only).
 */
export const getOwnerPhotos = (companyId: number, signal?: AbortSignal) =>
  callApi(
    detailCalls.photos,
    { params: { companyId: String(companyId) }, query: { page: 1, limit: COMPANY_MAX_PHOTOS } },
    signal,
  );

export const ownerPhotosKey = (companyId: number) => [...MY_COMPANY_KEY, 'photos', companyId] as const;

export const ownerPhotosQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ownerPhotosKey(companyId),
    queryFn: ({ signal }) => getOwnerPhotos(companyId, signal),
  });

export const useOwnerPhotos = (companyId: number) => useQuery(ownerPhotosQueryOptions(companyId));
