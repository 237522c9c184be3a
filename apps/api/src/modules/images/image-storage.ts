import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageVariant } from '@sefer/contract';

/** File names are ours: letters, digits, dot, dash and underscore only — never a path. */
export const IMAGE_NAME = /^(thumb|small|big)-([a-z0-9][a-z0-9._-]{0,120}\.webp)$/;

export function variantPath(imagesDir: string, variant: ImageVariant, fileName: string): string {
  return path.join(imagesDir, `${variant}-${fileName}`);
}

/**
 * Where every image byte of the product goes. Today a folder under DATA_DIR; an object store can take
 * its place without the pipeline or the routes changing.
 */
export interface ImageStorage {
  write(name: string, bytes: Buffer): Promise<void>;
  remove(names: readonly string[]): Promise<void>;
}

function checkedName(name: string): string {
  if (!IMAGE_NAME.test(name)) throw new Error(`Not an image file name: ${JSON.stringify(name)}`);
  return name;
}

/**
 * Files in `dir`. A write lands whole or not at all (temp file + rename), so the static server never
 * sends half a picture; the temp name starts with a dot, which it never serves.
 */
export function createFileStorage(dir: string): ImageStorage {
  let ready: Promise<unknown> | null = null;
  const ensureDir = () => {
    ready ??= fs.mkdir(dir, { recursive: true }).catch((error) => {
      ready = null;
      throw error;
    });
    return ready;
  };

  return {
    async write(name, bytes) {
      const target = path.join(dir, checkedName(name));
      await ensureDir();
      const temp = path.join(dir, `.${randomBytes(6).toString('hex')}-${name}.tmp`);
      try {
        await fs.writeFile(temp, bytes);
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async remove(names) {
      const checked = names.map(checkedName);
      await Promise.all(checked.map((name) => fs.rm(path.join(dir, name), { force: true })));
    },
  };
}
