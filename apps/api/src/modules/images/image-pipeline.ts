import { randomBytes } from 'node:crypto';
import { type SquareCrop, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, type UploadType } from '@sefer/contract';
import sharp, { type Metadata } from 'sharp';
import { createFifoLimit } from './fifo-limit.ts';
import { imageErrors } from './image-errors.ts';
import { sniffImageType } from './image-sniff.ts';
import type { ImageStorage } from './image-storage.ts';
import { encodeVariants, variantNames, writeVariants } from './image-variants.ts';
import { squareRegion } from './square-crop.ts';

export type StoredImage = { fileName: string; aspect: number };

export type IngestOptions = {
  /** Keep only a square of the picture: the one named (profile pictures), or the largest in the middle. */
  square?: SquareCrop | 'centre';
};

// One libvips thread per picture, on every platform (glibc builds of sharp default to it, others to
// one per core): with two pictures at once it measured the smallest delay for work on the main thread.
sharp.concurrency(1);

export type ImagePipeline = {
  /**
   * An upload from anyone: checked by its bytes, size and pixel count, then stored without metadata (only its
   * `square` when asked: a square outside the picture is refused before any pixel is decoded).
   */
  ingest(bytes: Buffer, options?: IngestOptions): Promise<StoredImage>;
  /** Deletes the three variants of a stored picture (missing files are fine). */
  remove(fileName: string): Promise<void>;
  /** The demo's own art (SVG or any picture sharp reads) as `<name>.webp`: no upload checks. */
  drawTrusted(name: string, svgOrBytes: Buffer): Promise<StoredImage>;
};

/** What sharp reports for each accepted kind: an AVIF sniffed by its brand must really hold AV1. */
const SHARP_FORMAT: Record<UploadType, (meta: Metadata) => boolean> = {
  'image/jpeg': (m) => m.format === 'jpeg',
  'image/png': (m) => m.format === 'png',
  'image/webp': (m) => m.format === 'webp',
  'image/avif': (m) => m.format === 'heif' && m.compression === 'av1',
};

const aspectOf = (width: number, height: number) => Math.round((height / width) * 1000) / 1000;

/** Width and height as shown, after the EXIF orientation is applied (5–8 swap them). */
function shownSize(meta: Metadata): { width: number; height: number } {
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  return { width, height };
}

/** The header only: sharp's metadata never decodes pixels, so a decompression bomb costs nothing here. */
async function readHeader(bytes: Buffer): Promise<Metadata> {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw imageErrors.unreadable();
  }
}

/**
 * The one way pictures enter the product. Decoding and encoding run in libuv's pool (sharp), and at
 * most `concurrency` pictures are processed at once so that a burst of uploads leaves the pool and
 * the cores to the feeds' queries.
 */
export function createImagePipeline({
  storage,
  concurrency = 2,
}: {
  storage: ImageStorage;
  concurrency?: number;
}): ImagePipeline {
  const gate = createFifoLimit(concurrency);

  async function ingest(bytes: Buffer, { square }: IngestOptions = {}): Promise<StoredImage> {
    if (bytes.length > UPLOAD_MAX_BYTES) throw imageErrors.tooLarge();
    const type = sniffImageType(bytes);
    if (!type) throw imageErrors.type();
    return gate.run(async () => {
      const meta = await readHeader(bytes);
      if (!SHARP_FORMAT[type](meta)) throw imageErrors.unreadable();
      if (!(meta.width > 0 && meta.height > 0)) throw imageErrors.unreadable();
      if (meta.width * meta.height > UPLOAD_MAX_PIXELS) throw imageErrors.tooManyPixels();
      const shown = shownSize(meta);
      const region = square ? squareRegion(shown.width, shown.height, square) : undefined;
      const fileName = `${randomBytes(8).toString('hex')}.webp`;
      const source = sharp(bytes, { failOn: 'truncated', limitInputPixels: UPLOAD_MAX_PIXELS });
      let variants: Awaited<ReturnType<typeof encodeVariants>>;
      try {
        variants = await encodeVariants(source, region);
      } catch (error) {
        throw /pixel limit/i.test(String(error)) ? imageErrors.tooManyPixels() : imageErrors.unreadable();
      }
      await writeVariants(storage, fileName, variants);
      const { width, height } = region ?? shown;
      return { fileName, aspect: aspectOf(width, height) };
    });
  }

  async function drawTrusted(name: string, svgOrBytes: Buffer): Promise<StoredImage> {
    return gate.run(async () => {
      const fileName = `${name}.webp`;
      const source = sharp(svgOrBytes, { failOn: 'error' });
      const meta = await source.metadata();
      await writeVariants(storage, fileName, await encodeVariants(source));
      const { width, height } = shownSize(meta);
      return { fileName, aspect: aspectOf(width || 1, height || 1) };
    });
  }

  return {
    ingest,
    drawTrusted,
    remove: (fileName) => storage.remove(variantNames(fileName)),
  };
}
