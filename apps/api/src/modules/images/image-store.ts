import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTH, IMAGE_VARIANTS, type ImageVariant } from '@sefer/contract';
import sharp from 'sharp';

export type StoredImage = { fileName: string; aspect: number };

/** File names are ours: letters, digits, dot, dash and underscore only — never a path. */
export const IMAGE_NAME = /^(thumb|small|big)-([a-z0-9][a-z0-9._-]{0,120}\.webp)$/;

export function variantPath(imagesDir: string, variant: ImageVariant, fileName: string): string {
  return path.join(imagesDir, `${variant}-${fileName}`);
}

/** Writes the thumb, small and big WebP variants of `input` under `imagesDir` as `<variant>-<name>.webp`. */
export async function storeImage(imagesDir: string, name: string, input: Buffer): Promise<StoredImage> {
  await fs.mkdir(imagesDir, { recursive: true });
  const fileName = `${name}.webp`;
  const source = sharp(input, { failOn: 'error' });
  const { width = 1, height = 1 } = await source.metadata();
  await Promise.all(
    IMAGE_VARIANTS.map((variant) =>
      source
        .clone()
        .resize({ width: IMAGE_VARIANT_WIDTH[variant], withoutEnlargement: true })
        .webp({ quality: variant === 'thumb' ? 60 : 75 })
        .toFile(variantPath(imagesDir, variant, fileName)),
    ),
  );
  return { fileName, aspect: Math.round((height / width) * 1000) / 1000 };
}
