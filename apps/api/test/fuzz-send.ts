/**
 * Sending a fuzz request and judging the answer: never a 5xx; an error answer parses as `errorBodySchema`
 * and neither repeats the input (MARKER) nor names a framework code (`FST_…`).
 */
import net from 'node:net';
import { errorBodySchema } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import type { FuzzRequest } from './fuzz-bodies.ts';
import { MARKER } from './fuzz-inputs.ts';

export type Answer = { status: number; body: string };

/** What is wrong with an answer, or null. */
export function judge(answer: Answer): string | null {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (answer.status < 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return `status ${answer.status}, not JSON`;
  }
  if (!errorBodySchema.safeParse(parsed).success) return `status ${answer.status}, not the error shape`;
  if (answer.body.includes(MARKER)) return `status ${answer.status}, repeats the input`;
  if (answer.body.includes('FST_')) return `status ${answer.status}, names a framework code`;
  return null;
}

/** Each request from its own made-up client address, so per-address throttles do not hide a route's code. */
export async function inject(app: FastifyInstance, request: FuzzRequest, serial: number): Promise<Answer> {
  const res = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    remoteAddress: `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  return { status: res.statusCode, body: res.body };
}

/** Raw bytes on a socket (for what HTTP clients refuse to send: bytes that are not UTF-8 in the URL…). */
export function rawRequest(port: number, bytes: Buffer): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    };
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', finish);
    socket.write(bytes);
  });
}

/** The raw requests of one operation: bytes that are not UTF-8 in its path and query, and oversized headers. */
export function rawCases(method: string, url: string, headers: Record<string, string>): Buffer[] {
  const head = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const request = (target: Buffer, extra = '') =>
    Buffer.concat([
      Buffer.from(`${method} `),
      target,
      Buffer.from(` HTTP/1.1\r\nHost: fuzz\r\n${head}${extra}Connection: close\r\nContent-Length: 0\r\n\r\n`),
    ]);
  const path = url.split('?')[0] ?? url;
  const bad = Buffer.from([0xff, 0xfe, 0xc3, 0x28]);
  return [
    request(Buffer.concat([Buffer.from(`${path}/${MARKER}`), bad])),
    request(Buffer.concat([Buffer.from(`${url}${url.includes('?') ? '&' : '?'}key=${MARKER}`), bad])),
    request(Buffer.from(`${path}?q=${MARKER.repeat(3000)}`)),
    request(Buffer.from(url), `X-${MARKER}: ${'h'.repeat(20_000)}\r\n`),
    request(Buffer.from(url), `X-Bad: ${MARKER}\u0000\u0001\r\n`),
  ];
}
