import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody, ErrorKey } from '@sefer/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.ts';

type ZodIssueLike = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
};

/** A declared field name; anything else (a key the client made up) is reported as `request`. */
const FIELD_NAME = /^[A-Za-z][\w-]{0,63}$/;

/** Field name of a validation issue: `lat` from `/lat`, or from the zod issue path. */
function fieldOf(issue: ZodIssueLike): string {
  const fromPath = issue.instancePath?.replace(/^\//, '').split('/')[0];
  const fromIssue = issue.params?.issue?.path?.[0];
  const field = fromPath || (fromIssue === undefined ? 'request' : String(fromIssue));
  return FIELD_NAME.test(field) ? field : 'request';
}

/** Zod's own wording, except where it would repeat what the client sent (the names of unknown keys). */
function issueText(issue: ZodIssueLike): string {
  if (issue.keyword === 'unrecognized_keys') return 'unknown field';
  return issue.message ?? 'invalid';
}

/**
 * Our words for the failures of Fastify and Node (malformed JSON, a body too large, a bad URL…). Their own
 * messages quote the input (the URL, a JSON fragment, the content type), so none of them is ever sent.
 */
const CLIENT_MESSAGES: Record<number, string> = {
  400: 'The request is not valid',
  401: 'Sign in to continue',
  403: 'You may not do this',
  404: "The page you are looking for doesn't exist",
  405: 'This method is not allowed here',
  408: 'The request took too long to arrive',
  413: 'The request body is too large',
  414: 'The address is too long',
  415: 'This content type is not accepted here',
  431: 'The request headers are too large',
};
const CODE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty',
  FST_ERR_BAD_URL: 'The address is not validly encoded',
};

function keyForStatus(status: number): ErrorKey {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 429) return 'too_many_requests';
  return status < 500 ? 'bad_request' : 'general_response_error';
}

/** The answer to a client error raised by the framework, in the error shape, quoting nothing. */
export function clientErrorBody(status: number, code?: string): ErrorBody {
  const message = (code && CODE_MESSAGES[code]) ?? CLIENT_MESSAGES[status] ?? 'The request is not valid';
  return { error: keyForStatus(status), message };
}

function sendFailure(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return reply
      .status(429)
      .send({ error: 'too_many_requests', message: 'Too many requests, try again later' });
  }
  if (status >= 400 && status < 500) return reply.status(status).send(clientErrorBody(status, error.code));
  request.log.error({ err: error }, 'request failed');
  // Spec §8's wording, less its typo ("The was an error. We will fix.").
  return reply
    .status(500)
    .send({ error: 'internal_server_error', message: 'There was an error. We will fix it.' });
}

/** Fastify's `frameworkErrors`: a URL it cannot decode or route (bad %-encoding, an over-long parameter). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendFailure(error, request, reply);
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (headers over the limit → 431, a request too
 * slow to arrive → 408, anything else that is not HTTP → 400), answered on the socket in the error shape.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  this.log.debug({ code: error.code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(clientErrorBody(status));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroySoon();
}

/**
 * One place that turns every failure into the uniform JSON error of spec §8:
 * `{ error, message, fields? }`. 5xx details are logged with the request id, never sent.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const { fields, reason, retryAfter } = error.details;
      const body: ErrorBody = { error: error.key, message: error.message };
      if (fields) body.fields = fields;
      if (reason) body.reason = reason;
      if (retryAfter !== undefined) {
        body.retryAfter = retryAfter;
        reply.header('retry-after', String(retryAfter));
      }
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as unknown as ZodIssueLike[];
      const fields = Object.fromEntries(issues.map((i) => [fieldOf(i), `invalid_${fieldOf(i)}`]));
      const message = issues.map((i) => `${fieldOf(i)}: ${issueText(i)}`).join('; ');
      return reply.status(400).send({ error: 'bad_request', message, fields } satisfies ErrorBody);
    }
    return sendFailure(error, request, reply);
  });
  // Requests that arrive while the server closes: Fastify's own 503 (return503OnClosing) is not in the shape.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply
      .status(503)
      .header('connection', 'close')
      .send({ error: 'general_response_error', message: 'The server is restarting. Try again in a moment.' });
  });
}
