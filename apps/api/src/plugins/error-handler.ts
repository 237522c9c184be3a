import type { ErrorBody } from '@sefer/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.ts';

type ZodIssueLike = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
};

/** Field name of a validation issue: `lat` from `/lat`, or from the zod issue path. */
function fieldOf(issue: ZodIssueLike): string {
  const fromPath = issue.instancePath?.replace(/^\//, '').split('/')[0];
  const fromIssue = issue.params?.issue?.path?.[0];
  return fromPath || (fromIssue === undefined ? 'request' : String(fromIssue));
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
      const message = issues.map((i) => `${fieldOf(i)}: ${i.message ?? 'invalid'}`).join('; ');
      return reply.status(400).send({ error: 'bad_request', message, fields } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: 'too_many_requests', message: 'Too many requests, try again later' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, bad content type…
      const key =
        status === 404
          ? 'not_found'
          : status === 401
            ? 'unauthorized'
            : status === 403
              ? 'forbidden'
              : 'bad_request';
      return reply.status(status).send({ error: key, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    // Spec §8's wording, less its typo ("The was an error. We will fix.").
    return reply
      .status(500)
      .send({ error: 'internal_server_error', message: 'There was an error. We will fix it.' });
  });
}
