import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as fixtures from '../../test/image-fixtures.ts';
import { createImagePipeline } from '../modules/images/image-pipeline.ts';
import { createFileStorage } from '../modules/images/image-storage.ts';
import { registerErrorHandler } from './error-handler.ts';
import { readUpload, registerMultipart } from './multipart.ts';

type Part = { name: string; value: string | Buffer; filename?: string; type?: string };

/** A multipart/form-data body, as a browser's FormData sends it. */
function form(parts: Part[]) {
  const boundary = '----sefer-test-boundary';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
        (p.filename
          ? `; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}`
          : '') +
        '\r\n\r\n',
    ),
    Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const image = (value: Buffer, filename = 'photo.jpg'): Part => ({
  name: 'image',
  value,
  filename,
  type: 'image/jpeg',
});

let dir: string;
const app = Fastify();
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sefer-multipart-'));
  const pipeline = createImagePipeline({ storage: createFileStorage(dir) });
  registerErrorHandler(app);
  await registerMultipart(app);
  app.post('/upload', async (request) => {
    const { image, data } = await readUpload(request);
    return { stored: await pipeline.ingest(image), data: data ?? null };
  });
});
afterEach(async () => {
  for (const name of await fs.readdir(dir)) await fs.rm(path.join(dir, name));
});
afterAll(async () => {
  await app.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const post = (body: { payload: Buffer | string; headers: Record<string, string> }) =>
  app.inject({ method: 'POST', url: '/upload', ...body });

describe('readUpload', () => {
  it('reads the picture and the JSON data', async () => {
    const res = await post(
      form([{ name: 'data', value: '{"caption":"ቡና"}' }, image(await fixtures.webp(), 'a.webp')]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ caption: 'ቡና' });
    expect(await fs.readdir(dir)).toHaveLength(3);
  });

  it('gives undefined data when the field is missing', async () => {
    const res = await post(form([image(await fixtures.png(), 'a.png')]));
    expect([res.statusCode, res.json().data]).toEqual([200, null]);
  });

  it.each([
    [
      'bad JSON in data',
      () => [{ name: 'data', value: '{caption' }, image(Buffer.from('x'))],
      400,
      { data: 'invalid_data' },
    ],
    ['no image part', () => [{ name: 'data', value: '{}' }], 400, { image: 'invalid_image' }],
    [
      'an image sent as a text field',
      () => [{ name: 'image', value: 'not a file' }],
      400,
      { image: 'invalid_image' },
    ],
    ['two files', () => [image(Buffer.from('a')), image(Buffer.from('b'))], 413, { image: 'invalid_image' }],
  ] as const)('refuses %s', async (_name, parts, status, fields) => {
    const res = await post(form([...parts()] as Part[]));
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe('bad_request');
    expect(res.json().fields).toEqual(fields);
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it('refuses a body that is not multipart', async () => {
    const res = await post({ payload: '{"image":"x"}', headers: { 'content-type': 'application/json' } });
    expect([res.statusCode, res.json().error]).toEqual([400, 'bad_request']);
  });

  it('refuses a text file named .jpg with 415 naming the accepted kinds', async () => {
    const res = await post(form([image(await fixtures.textAsJpg())]));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      reason: 'image_type',
      message: 'Send a JPEG, PNG, WebP or AVIF picture',
    });
  });

  it('refuses a 30 MB file with 413 while reading it, memory back within 100 MB', async () => {
    const body = form([image(await fixtures.hugeFile())]);
    const before = process.memoryUsage().rss;
    for (let round = 0; round < 3; round++) {
      const res = await post(body);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        error: 'bad_request',
        reason: 'image_too_large',
        fields: { image: 'invalid_image' },
      });
    }
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    expect(await fs.readdir(dir)).toEqual([]);
  });
});
