import { companyCalls } from '@sefer/contract/company';
import type { Photo, PhotoPage } from '@sefer/contract/detail';
import type { QueryClient } from '@tanstack/react-query';
import { uploadCall } from '../../../lib/call-api.ts';
import { refreshCompany } from './company-caches.ts';
import { ownerPhotosKey } from './get-owner-photos.ts';

/** `POST /api/v2/photo/create/company` (multipart `image` + `data` {"id"}), with the upload's progress 0–1. */
export function addPhoto(
  companyId: number,
  image: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Photo> {
  return uploadCall(companyCalls.addPhoto, image, { id: companyId }, onProgress, signal);
}

/** The new photo goes first in the owner's grid at once; then the owner's and the visitors' caches are asked again. */
export function photoAdded(client: QueryClient, companyId: number, photo: Photo): Promise<void> {
  client.setQueryData<PhotoPage>(ownerPhotosKey(companyId), (page) =>
    page ? { ...page, items: [photo, ...page.items.filter((p) => p.id !== photo.id)] } : page,
  );
  return refreshCompany(client, companyId);
}
