import { randomBytes } from 'node:crypto';

/** A text part (`data`, `Data`): a string as it is, anything else as JSON. */
export type TextPart = { name: string; value: unknown };
/** A file part (`image`, `Image`, `profile`, `image[0]`…) with the file name and type a browser gives it. */
export type FilePart = { name: string; file: Buffer; filename?: string; type?: string };
export type FormPart = TextPart | FilePart;

/** A file part named `name`: a JPEG named `photo.jpg` unless told otherwise. */
export const filePart = (
  name: string,
  file: Buffer,
  type = 'image/jpeg',
  filename = 'photo.jpg',
): FilePart => ({
  name,
  file,
  type,
  filename,
});

/** A `multipart/form-data` body of these parts, in this order, as a browser sends it. */
export function formData(list: readonly FormPart[]) {
  const boundary = `----sefer${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const part of list) {
    if ('file' in part) {
      const { filename = 'photo.jpg', type = 'image/jpeg' } = part;
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        part.file,
        Buffer.from('\r\n'),
      );
    } else {
      const text = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${text}\r\n`,
        ),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A `multipart/form-data` body as a browser sends it: a `data` JSON text part and an `image` file part. */
export function multipart(
  data: unknown,
  image: Buffer | null,
  { filename = 'photo.jpg', type = 'image/jpeg' } = {},
) {
  return formData([
    ...(data === undefined ? [] : [{ name: 'data', value: data }]),
    ...(image ? [{ name: 'image', file: image, filename, type }] : []),
  ]);
}
