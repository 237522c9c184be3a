import type { ProductDetail } from '@sefer/contract/detail';
import { productCalls } from '@sefer/contract/product';
import { uploadCall } from '../../../lib/call-api.ts';

/**
 * A picture of a stored product (multipart `image` + `data` {id, companyId, type 1}): `slot` 0 replaces the
 * product's picture (`POST /api/v2/photo/profile/product`); another slot replaces that picture, and no slot adds
 * one after the others (`POST /api/v2/photo/create/product`). Answers the product; progress 0–1.
 */
export function putProductPicture(
  product: { id: number; companyId: number },
  slot: number | null,
  image: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ProductDetail> {
  const data = { id: product.id, companyId: product.companyId, type: 1 as const };
  if (slot === 0) return uploadCall(productCalls.setProfilePhoto, image, data, onProgress, signal);
  return uploadCall(
    productCalls.addPhoto,
    image,
    slot === null ? data : { ...data, slot },
    onProgress,
    signal,
  );
}
