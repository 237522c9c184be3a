import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as fixtures from '../../../test/image-fixtures.ts';
import { HttpError } from '../../errors.ts';
import { createImagePipeline } from './image-pipeline.ts';
import { createFileStorage, type ImageStorage } from './image-storage.ts';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sefer-images-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const files = async () => (await fs.readdir(dir)).sort();

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof HttpError) return error;
  throw new Error(`expected an HttpError, got ${String(error)}`);
}

describe('image pipeline: what it stores', () => {
  it.each([
    ['PNG', fixtures.png],
    ['WebP', fixtures.webp],
    ['AVIF', fixtures.avif],
  ])('stores the three WebP variants of a %s', async (_kind, make) => {
    const pipeline = createImagePipeline({ storage: createFileStorage(dir) });
    const stored = await pipeline.ingest(await make());
    expect(stored.fileName).toMatch(/^[0-9a-f]{16}\.webp$/);
    expect(stored.aspect).toBe(0.75);
    expect(await files()).toEqual(['big', 'small', 'thumb'].map((v) => `${v}-${stored.fileName}`));
    const thumb = await sharp(path.join(dir, `thumb-${stored.fileName}`)).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 160, 120]);
    // Never enlarged: the 640-wide source stays 640 wide in `big`.
    expect((await sharp(path.join(dir, `big-${stored.fileName}`)).metadata()).width).toBe(640);
  });

  it('rotates a phone photo upright and strips its EXIF, GPS included, in seconds', async () => {
    const photo = await fixtures.phoneJpeg();
    const source = await sharp(photo).metadata();
    expect(photo.length).toBeGreaterThan(3_000_000);
    expect(photo.length).toBeLessThan(6_000_000);
    expect([source.width, source.height, source.orientation]).toEqual([4000, 3000, 6]);
    expect(fixtures.exifHasGps(source.exif)).toBe(true);

    const pipeline = createImagePipeline({ storage: createFileStorage(dir) });
    const timings: number[] = [];
    let stored = { fileName: '', aspect: 0 };
    for (let run = 0; run < 2; run++) {
      const started = performance.now();
      stored = await pipeline.ingest(photo);
      timings.push(performance.now() - started);
    }
    // About 0.6 s on an idle 2-core machine (the ≤ 2 s target is the bench's); the bound here only
    // catches a pipeline that decodes at full size or more than once, on a machine busy with other tests.
    expect(Math.min(...timings)).toBeLessThan(5000);
    expect(stored.aspect).toBe(1.333);
    const sizes = { big: [1200, 1600], small: [480, 640], thumb: [160, 213] };
    for (const [variant, size] of Object.entries(sizes)) {
      const meta = await sharp(path.join(dir, `${variant}-${stored.fileName}`)).metadata();
      expect([meta.width, meta.height], variant).toEqual(size);
      expect(meta.exif, variant).toBeUndefined();
      expect(meta.xmp, variant).toBeUndefined();
      expect(meta.iptc, variant).toBeUndefined();
      expect(meta.orientation, variant).toBeUndefined();
    }
    const bytes = await fs.readFile(path.join(dir, `big-${stored.fileName}`));
    expect(bytes.includes('Exif')).toBe(false);
    expect(bytes.includes('Test phone')).toBe(false);
  });

  it('draws trusted SVG art and deletes all three files of a picture', async () => {
    const pipeline = createImagePipeline({ storage: createFileStorage(dir) });
    const art = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="teal"/></svg>',
    );
    const stored = await pipeline.drawTrusted('demo-art', art);
    expect(stored).toEqual({ fileName: 'demo-art.webp', aspect: 0.75 });
    expect(await files()).toHaveLength(3);
    await pipeline.remove(stored.fileName);
    await pipeline.remove(stored.fileName);
    expect(await files()).toEqual([]);
  });

  it('leaves no file when a write fails', async () => {
    const disk = createFileStorage(dir);
    const failing: ImageStorage = {
      write: (name, bytes) =>
        name.startsWith('small-') ? Promise.reject(new Error('disk full')) : disk.write(name, bytes),
      remove: (names) => disk.remove(names),
    };
    const pipeline = createImagePipeline({ storage: failing });
    await expect(pipeline.ingest(await fixtures.webp())).rejects.toThrow('disk full');
    expect(await files()).toEqual([]);
  });
});

describe('image pipeline: hostile uploads', () => {
  const gif = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
  const heic = async () =>
    Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);
  const pdf = async () => Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
  const cases = [
    ['a text file named .jpg', fixtures.textAsJpg, 415, 'image_type'],
    ['an SVG', fixtures.svg, 415, 'image_type'],
    ['a GIF', gif, 415, 'image_type'],
    ['a HEIC', heic, 415, 'image_type'],
    ['a PDF', pdf, 415, 'image_type'],
    ['a 30 MB file', fixtures.hugeFile, 413, 'image_too_large'],
    ['a 20,000 × 20,000 PNG', () => fixtures.bombPng(), 413, 'image_too_many_pixels'],
    ['a truncated JPEG', fixtures.truncatedJpeg, 400, 'image_unreadable'],
  ] as const;

  it.each(cases)('refuses %s, storing nothing', async (_name, make, status, reason) => {
    const pipeline = createImagePipeline({ storage: createFileStorage(dir) });
    const error = await refusal(pipeline.ingest(await make()));
    expect([error.statusCode, error.key, error.details.reason]).toEqual([status, 'bad_request', reason]);
    expect(error.details.fields).toEqual({ image: 'invalid_image' });
    expect(await files()).toEqual([]);
  });

  it('names the accepted kinds when refusing a type', async () => {
    const pipeline = createImagePipeline({ storage: createFileStorage(dir) });
    const error = await refusal(pipeline.ingest(await fixtures.svg()));
    expect(error.message).toBe('Send a JPEG, PNG, WebP or AVIF picture');
  });

  it('builds a valid bomb: the same PNG at a small size decodes to one colour', async () => {
    const { data, info } = await sharp(await fixtures.bombPng(64))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([64, 64]);
    expect(data.every((value) => value === 0)).toBe(true);
  });

  it('keeps memory flat through bombs and oversized files', async () => {
    const pipeline = createImagePipeline({ storage: createFileStorage(dir) });
    const bomb = await fixtures.bombPng();
    const huge = await fixtures.hugeFile();
    const before = process.memoryUsage().rss;
    for (let round = 0; round < 3; round++) {
      await expect(pipeline.ingest(bomb)).rejects.toThrow(HttpError);
      await expect(pipeline.ingest(huge)).rejects.toThrow(HttpError);
    }
    const grown = process.memoryUsage().rss - before;
    expect(grown).toBeLessThan(100 * 1024 * 1024);
    expect(await files()).toEqual([]);
  });
});
