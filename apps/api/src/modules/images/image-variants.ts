import { IMAGE_VARIANT_WIDTH, IMAGE_VARIANTS, type ImageVariant } from '@sefer/contract';
import sharp, { type Sharp } from 'sharp';
import type { ImageStorage } from './image-storage.ts';
import type { Region } from './square-crop.ts';

const QUALITY: Record<ImageVariant, number> = { thumb: 60, small: 75, big: 75 };
/** libwebp's effort 2 of 6: about a third of the default's CPU for files about 1–2 % larger. */
const EFFORT = 2;
const LARGEST = Math.max(...Object.values(IMAGE_VARIANT_WIDTH));

/** Names of a picture's stored files: `thumb-`, `small-`, `big-` + its file name. */
export const variantNames = (fileName: string) => IMAGE_VARIANTS.map((variant) => `${variant}-${fileName}`);

/**
 * Decodes `source` once (rotated, cut to `region` of the rotated picture when given, and scaled down to the
 * largest variant) and encodes every variant as WebP from those pixels. Nothing of the input's metadata is
 * carried over: sharp writes none unless asked (never ask: a phone photo's EXIF holds its GPS position).
 */
export async function encodeVariants(source: Sharp, region?: Region): Promise<Map<ImageVariant, Buffer>> {
  // Called after `rotate()`, `extract` cuts the picture as shown (sharp orders the two by their calls).
  const oriented = source.rotate();
  const { data, info } = await (region ? oriented.extract(region) : oriented)
    .resize({ width: LARGEST, withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encoded = await Promise.all(
    IMAGE_VARIANTS.map((variant) =>
      sharp(data, { raw })
        .resize({ width: IMAGE_VARIANT_WIDTH[variant], withoutEnlargement: true })
        .webp({ quality: QUALITY[variant], effort: EFFORT })
        .toBuffer(),
    ),
  );
  return new Map(IMAGE_VARIANTS.map((variant, i) => [variant, encoded[i] as Buffer]));
}

/** Writes all variants of `fileName` or none: after a failed write the others are removed. */
export async function writeVariants(
  storage: ImageStorage,
  fileName: string,
  variants: Map<ImageVariant, Buffer>,
) {
  const names = variantNames(fileName);
  const writes = await Promise.allSettled(
    IMAGE_VARIANTS.map((variant, i) => storage.write(names[i] as string, variants.get(variant) as Buffer)),
  );
  const failed = writes.find((w): w is PromiseRejectedResult => w.status === 'rejected');
  if (failed) {
    await storage.remove(names).catch(() => {});
    throw failed.reason;
  }
}
