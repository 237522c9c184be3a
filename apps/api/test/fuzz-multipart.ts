/** Malformed multipart uploads the fuzz suite sends to the upload routes (fuzz-cases.ts). */
import type { BodyCase } from './fuzz-bodies.ts';
import { deepJson, INVALID_UTF8, MARKER } from './fuzz-inputs.ts';
import type { Fixture } from './fuzz-operations.ts';

/** A 1×1 PNG: a real picture, so a request can get past the image check. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Part = { name: string; body: string | Buffer; filename?: string; type?: string; head?: string };

function multipart(parts: Part[], boundary = 'fuzzboundary', close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      part.head ??
      `Content-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}` +
        (part.type ? `\r\nContent-Type: ${part.type}` : '');
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), Buffer.from(part.body), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Malformed uploads: broken framing, broken `data`, pictures that are not pictures. */
export function multipartCases(fx: Fixture): BodyCase[] {
  const type = 'multipart/form-data; boundary=fuzzboundary';
  const image = (body: Buffer | string = `${MARKER} not a picture`): Part => ({
    name: 'image',
    filename: 'photo.jpg',
    type: 'image/jpeg',
    body,
  });
  const data = (body: string | Buffer): Part => ({ name: 'data', body });
  const ok = JSON.stringify({ id: fx.companyId });
  const as = (label: string, payload: Buffer | string, contentType = type): BodyCase => ({
    label,
    headers: { 'content-type': contentType },
    payload,
  });
  return [
    as('not a picture', multipart([data(ok), image()])),
    ...[
      `{"id":${MARKER}`,
      `{"id":"${MARKER}"}`,
      '{"id":1e400}',
      '{"id":-1}',
      '{}',
      'null',
      '[]',
      `{"id":1,"${MARKER}":"\\u0000"}`,
    ].map((text, i) => as(`bad data #${i}`, multipart([data(text), image(PNG)]))),
    as('deep data', multipart([data(deepJson(20_000, 'array')), image(PNG)])),
    as(
      'data not UTF-8',
      multipart([
        data(Buffer.concat([Buffer.from('{"id":"'), ...INVALID_UTF8, Buffer.from('"}')])),
        image(PNG),
      ]),
    ),
    as('data over its limit', multipart([data(`"${'d'.repeat(70_000)}"`), image(PNG)])),
    as('picture of another company', multipart([data('{"id":999999999}'), image(PNG)])),
    as('no data', multipart([image(PNG)])),
    as('no picture', multipart([data(ok)])),
    as('picture as text', multipart([data(ok), { name: 'image', body: MARKER }])),
    as('empty picture', multipart([data(ok), image(Buffer.alloc(0))])),
    as(
      'hostile file name',
      multipart([data(ok), { ...image(PNG), filename: `../../${MARKER}.html`, type: 'text/html' }]),
    ),
    as('too many parts', multipart([data(ok), image(PNG), image(PNG), data(ok), data(ok), data(ok)])),
    as(
      'part without disposition',
      multipart([{ name: 'x', body: MARKER, head: `X-${MARKER}: 1` }, image(PNG)]),
    ),
    as('NUL in a part name', multipart([{ name: `${MARKER}\u0000`, body: MARKER }, image(PNG)])),
    as('no closing boundary', multipart([data(ok), image(PNG)], 'fuzzboundary', false)),
    as('boundary mismatch', multipart([data(ok), image(PNG)], 'other')),
    as('no boundary', multipart([data(ok), image(PNG)]), 'multipart/form-data'),
    as(
      'long boundary',
      multipart([data(ok), image(PNG)], 'b'.repeat(300)),
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
    ),
    as('empty body', ''),
    as('junk', `${MARKER}\r\n\r\n--fuzzboundary`),
    as('JSON instead of an upload', ok, 'application/json'),
  ];
}
