import { companyCalls } from '@sefer/contract/company';
import type { PhotoPage } from '@sefer/contract/detail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { refreshCompany } from './company-caches.ts';
import { ownerPhotosKey } from './get-owner-photos.ts';

/** `POST /api/v2/photo/delete` `{ id }`: the photo and its files. */
export const deletePhoto = (photoId: number) => callApi(companyCalls.deletePhoto, { body: { id: photoId } });

/** Deletes a photo; once the server has, it leaves the owner's grid and every cache of the page is asked again. */
export function useDeletePhoto(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: (_answer, photoId) => {
      client.setQueryData<PhotoPage>(ownerPhotosKey(companyId), (page) =>
        page ? { ...page, items: page.items.filter((p) => p.id !== photoId) } : page,
      );
      void refreshCompany(client, companyId);
    },
  });
}
