import { UPLOAD_ACCEPTED_TYPES, UPLOAD_CLIENT_MAX_SIDE, UPLOAD_CLIENT_QUALITY } from '@sefer/contract/upload';

/** The size that keeps the aspect and brings the longest side down to `maxSide` (never up). */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Encoding = 'image/webp' | 'image/jpeg';

function canvasToBlob(canvas: HTMLCanvasElement, type: Encoding): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, UPLOAD_CLIENT_QUALITY));
}

/** A canvas of `width` × `height` and its encoder: OffscreenCanvas where the browser has it. */
function makeCanvas(width: number, height: number) {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    return {
      context: canvas.getContext('2d'),
      toBlob: (type: Encoding) => canvas.convertToBlob({ type, quality: UPLOAD_CLIENT_QUALITY }),
    };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return { context: canvas.getContext('2d'), toBlob: (type: Encoding) => canvasToBlob(canvas, type) };
}

/** Draws the picture at `width` × `height` and encodes it; null when the browser cannot. */
async function encode(bitmap: ImageBitmap, width: number, height: number, type: Encoding) {
  const { context, toBlob } = makeCanvas(width, height);
  if (!context) return null;
  if (type === 'image/jpeg') {
    // JPEG has no transparency: a transparent PNG would turn black without a background.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return toBlob(type);
}

/**
 * Scales a picture down before it is sent, so a 4–8 MB phone photo travels as a few hundred KB:
 * upright (EXIF orientation applied), longest side at most UPLOAD_CLIENT_MAX_SIDE, WebP (JPEG where
 * the browser cannot encode WebP). A file the browser cannot decode is sent as it is: the server decides.
 */
export async function downscaleImage(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, UPLOAD_CLIENT_MAX_SIDE);
    const webp = await encode(bitmap, width, height, 'image/webp');
    // A browser without a WebP encoder hands back PNG instead.
    const blob = webp?.type === 'image/webp' ? webp : await encode(bitmap, width, height, 'image/jpeg');
    if (!blob) return file;
    // A small picture of an accepted kind that re-encoding would only grow is sent as it is.
    const keepOriginal =
      width === bitmap.width &&
      height === bitmap.height &&
      blob.size >= file.size &&
      (UPLOAD_ACCEPTED_TYPES as readonly string[]).includes(file.type);
    return keepOriginal ? file : blob;
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
