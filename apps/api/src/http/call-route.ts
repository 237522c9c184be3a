import { type Call, type CallAnswer, errorBodySchema } from '@sefer/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireUser } from '../plugins/auth.ts';
import { fastSerializerCompiler } from './fast-serializer.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler of `C` receives: its validated inputs, and the signed-in user when the call needs one. */
export type CallRequest<C extends Call> = {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  userId: C['auth'] extends true ? number : number | null;
  raw: FastifyRequest;
  reply: FastifyReply;
};

const errors = Object.fromEntries(
  [400, 401, 403, 404, 413, 415, 429, 503].map((status) => [status, errorBodySchema]),
);

/**
 * Registers the route of a contract call: its method, path and schemas come from the contract, the
 * OpenAPI document from them too. A call that needs a user answers 401 before its input is looked at.
 */
export function routeCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: (request: CallRequest<C>) => Promise<CallAnswer<C>>,
  { fast = false }: { fast?: boolean } = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    schema: {
      tags: [call.tag],
      summary: call.summary,
      ...(call.auth ? { security: [{ bearer: [] }] } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: { 200: call.response, ...errors },
    },
    ...(fast ? { serializerCompiler: fastSerializerCompiler(call.response) } : {}),
    ...(call.auth
      ? {
          preValidation: async (request: FastifyRequest) => {
            requireUser(request);
          },
        }
      : {}),
    handler: (request, reply) =>
      handler({
        params: request.params as Out<C['params']>,
        query: request.query as Out<C['query']>,
        body: request.body as Out<C['body']>,
        userId: request.userId as CallRequest<C>['userId'],
        raw: request,
        reply,
      }),
  });
}

/**
 * `routeCall` for the calls asked on every screen (search, the feeds): the answer is written by a serializer
 * compiled from the response schema (http/fast-serializer.ts) instead of being checked by zod.
 */
export const routeFastCall = <C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: (request: CallRequest<C>) => Promise<CallAnswer<C>>,
) => routeCall(app, call, handler, { fast: true });
