import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * Pictures for the upload tests, made at test time: a phone photo with EXIF GPS, hostile inputs and
 * small valid ones of every accepted kind.
 */

const noise = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: 'black',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  });

/** Near Meskel Square, Addis Ababa: what must never reach the public. */
export const PHONE_GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '9/1 0/1 3600/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '38/1 45/1 3600/100',
};

let phone: Promise<Buffer> | undefined;
/**
 * A 12-megapixel (4000 × 3000) camera JPEG of about 4–5 MB, stored sideways with EXIF orientation 6
 * (shown as 3000 × 4000) and a GPS position. Smooth noise, so it neither compresses away nor bloats.
 */
export function phoneJpeg(): Promise<Buffer> {
  phone ??= noise(1000, 750)
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) =>
      sharp(data, { raw: info })
        .resize(4000, 3000, { kernel: 'cubic' })
        .jpeg({ quality: 88 })
        .withExif({ IFD0: { Make: 'Sefer', Model: 'Test phone' }, IFD3: PHONE_GPS })
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
  return phone;
}

/** Whether EXIF (as sharp's metadata gives it) holds a GPS position: IFD0's GPS pointer to a latitude. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const tags = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, i) => ({
      tag: u16(ifd + 2 + i * 12),
      value: u32(ifd + 10 + i * 12),
    }));
  const gps = tags(u32(4)).find((entry) => entry.tag === 0x8825);
  return gps !== undefined && tags(gps.value).some((entry) => entry.tag === 0x0002);
}

/** A text file, whatever its name (`photo.jpg`) says. */
export const textAsJpg = () => Promise.resolve(Buffer.from('This is a shopping list, not a picture.\n'));

/** An SVG: a picture to a browser, a script container to an attacker. Never accepted. */
export const svg = () =>
  Promise.resolve(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script>' +
        '<rect width="100" height="100" fill="red"/></svg>',
    ),
  );

/** 30 MB that starts like a JPEG, so that only its size can refuse it. */
export function hugeFile(): Promise<Buffer> {
  const bytes = Buffer.alloc(30 * 1024 * 1024, 0x41);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  return Promise.resolve(bytes);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid 20,000 × 20,000 PNG of one colour (400 megapixels, 1-bit grey) of a
 * few tens of KB. Its rows are deflated as a stream, never held whole.
 */
export async function bombPng(side = 20_000): Promise<Buffer> {
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte + packed pixels, all zero: black
  const rowsPerWrite = 256;
  const block = Buffer.alloc(rowBytes * rowsPerWrite);
  const deflate = zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let row = 0; row < side; row += rowsPerWrite) {
    const rows = Math.min(rowsPerWrite, side - row);
    if (!deflate.write(block.subarray(0, rows * rowBytes))) {
      await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await done;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(out)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG cut off after 60 % of its bytes, as an interrupted transfer leaves it. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await noise(800, 600).jpeg({ quality: 85 }).toBuffer();
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

/** Small valid pictures of each accepted kind (landscape, 640 × 480; the PNG has transparency). */
export const png = () =>
  sharp({
    create: { width: 640, height: 480, channels: 4, background: { r: 20, g: 120, b: 60, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
export const webp = () => noise(640, 480).webp({ quality: 80 }).toBuffer();
export const avif = () => noise(640, 480).avif({ quality: 50, effort: 2 }).toBuffer();
