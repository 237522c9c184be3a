import { companyCalls } from '@sefer/contract/company';
import { decodeImage } from '@sefer/contract/image';
import { callApi } from '../../../lib/call-api.ts';

/**
 * `POST /api/v2/photo/delete` `{ fileName, ownerId, parentOwnerId, ownerType: 1 }` (spec §7): one picture of a
 * product (`image`: `<fileName>-<aspect>`). The server keeps the last one (400, `last_picture`).
 */
export const deleteProductPicture = (product: { id: number; companyId: number }, image: string) =>
  callApi(companyCalls.deletePhoto, {
    body: {
      fileName: decodeImage(image).fileName,
      ownerId: product.id,
      parentOwnerId: product.companyId,
      ownerType: 1,
    },
  });
