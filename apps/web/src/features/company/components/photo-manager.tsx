import type { OwnCompany } from '@sefer/contract/company';
import { useRef } from 'react';
import { useOwnerPhotos } from '../api/get-owner-photos.ts';
import { usePhotoUploads } from '../hooks/use-photo-uploads.ts';
import { PhotoGrid } from './photo-grid.tsx';
import { PhotoUploader } from './photo-uploader.tsx';

/** The owner's photos: adding (with each file's progress) above the grid of those stored. */
export function PhotoManager({ company }: { company: OwnCompany }) {
  const photos = useOwnerPhotos(company.id);
  const uploads = usePhotoUploads(company.id, photos.data?.items.length ?? company.photoCount);
  // Where the focus goes when the last photo is deleted.
  const addInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <PhotoUploader uploads={uploads} ready={photos.isSuccess} inputRef={addInput} />
      <PhotoGrid company={company} photos={photos} emptyFocus={addInput} />
    </>
  );
}
