import type { UploadType } from '@sefer/contract';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const AVIF_BRANDS = new Set(['avif', 'avis']);

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.toString('latin1', from, to);

/** AVIF: an ISO-BMFF `ftyp` box first, naming `avif` or `avis` as its major or a compatible brand. */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const size = bytes.readUInt32BE(0);
  if (size < 16 || size > bytes.length || size % 4 !== 0) return false;
  if (AVIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  for (let at = 16; at + 4 <= size; at += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  }
  return false;
}

/**
 * The kind of a picture decided by its bytes (magic numbers), never by its name or declared type.
 * Null for anything else: SVG, text, GIF, HEIC, PDF…
 */
export function sniffImageType(bytes: Buffer): UploadType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  return null;
}
