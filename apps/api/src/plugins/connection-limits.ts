import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

type Limits = Config['http'];

/** Node checks the header and request deadlines on this beat; its default, 30 s, would double a short limit. */
const CHECK_INTERVAL_MS = 1000;

/** What a client too slow to send its request gets, in the error shape, before the connection closes. */
const TIMEOUT_BODY = JSON.stringify({ error: 'bad_request', message: 'The request took too long to arrive' });
const TIMEOUT_RESPONSE =
  'HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\n' +
  `Content-Length: ${Buffer.byteLength(TIMEOUT_BODY)}\r\nConnection: close\r\n\r\n${TIMEOUT_BODY}`;

/**
 * Fastify's server options for the limits. Node itself closes a connection whose headers have not all
 * arrived within the request timeout (a silent new connection included), and any request not received
 * whole within the upload timeout, the longest a body may take. No idle-socket timeout: it would also cut
 * a request whose answer takes long to compute; idle keep-alive connections close after Fastify's 72 s.
 */
export function connectionLimitOptions(limits: Limits) {
  return {
    requestTimeout: limits.uploadTimeoutMs,
    http: {
      connectionsCheckingInterval: CHECK_INTERVAL_MS,
      headersTimeout: limits.requestTimeoutMs,
      requestTimeout: limits.uploadTimeoutMs,
    },
  };
}

function hasBody(request: FastifyRequest): boolean {
  const { headers } = request.raw;
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/**
 * A body trickled a byte at a time would otherwise hold its connection until the upload timeout: bodies
 * other than multipart uploads must arrive within the request timeout of their headers.
 */
function limitBodyTime(app: FastifyInstance, limits: Limits): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!hasBody(request)) return done();
    const upload = (request.headers['content-type'] ?? '').startsWith('multipart/');
    const timer = setTimeout(
      () => {
        const socket = request.raw.socket;
        if (!reply.raw.headersSent && socket.writable) socket.write(TIMEOUT_RESPONSE);
        socket.destroySoon();
      },
      upload ? limits.uploadTimeoutMs : limits.requestTimeoutMs,
    );
    const clear = () => clearTimeout(timer);
    request.raw.once('end', clear);
    reply.raw.once('close', clear);
    done();
  });
}

/**
 * One client address may hold at most `maxConnectionsPerAddress` open connections; further ones are
 * closed as they arrive. Counted by the socket's address: behind a proxy that is the proxy's.
 */
function capConnectionsPerAddress(app: FastifyInstance, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** Request and body timeouts and the per-address connection cap (docs/security.md). */
export function registerConnectionLimits(app: FastifyInstance, limits: Limits): void {
  limitBodyTime(app, limits);
  capConnectionsPerAddress(app, limits.maxConnectionsPerAddress);
}
