import { randomBytes } from 'node:crypto';

/** A `multipart/form-data` body as a browser sends it: a `data` JSON text part and an `image` file part. */
export function multipart(
  data: unknown,
  image: Buffer | null,
  { filename = 'photo.jpg', type = 'image/jpeg' } = {},
) {
  const boundary = `----sefer${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  if (data !== undefined) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${typeof data === 'string' ? data : JSON.stringify(data)}\r\n`,
      ),
    );
  }
  if (image) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      image,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
