import { createImagePipeline, type StoredImage } from './image-pipeline.ts';
import { createFileStorage } from './image-storage.ts';

export type { StoredImage } from './image-pipeline.ts';
export { IMAGE_NAME, variantPath } from './image-storage.ts';

/**
 * Draws trusted art (the OSM importer's group pictures, test pictures) into `imagesDir` as
 * `<name>.webp`, through the one pipeline and storage. Uploads use `createImagePipeline().ingest`.
 */
export function storeImage(imagesDir: string, name: string, input: Buffer): Promise<StoredImage> {
  return createImagePipeline({ storage: createFileStorage(imagesDir) }).drawTrusted(name, input);
}
