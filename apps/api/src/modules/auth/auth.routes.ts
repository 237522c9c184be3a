import formbody from '@fastify/formbody';
import { authCalls, errorBodySchema, logoutBodySchema } from '@sefer/contract';
import { FIRST_LOAD_CALLS } from '@sefer/contract/first-load';
import { tokenCall } from '@sefer/contract/token';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeCall } from '../../http/call-route.ts';
import type { SmsQueue } from '../sms/sms-queue.ts';
import { createAuthService } from './auth.service.ts';
import { sessionClient } from './session-client.ts';
import { passwordAndSessionRoutes } from './sessions.routes.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

/**
 * Sign-up with an SMS code, password creation, the OAuth2-style token endpoint (spec §7), and forgotten and
 * changed passwords and the account's sessions (./sessions.routes.ts).
 */
export async function authRoutes(app: FastifyInstance, options: { sms: SmsQueue }) {
  await app.register(formbody, { bodyLimit: 4096 });
  const auth = createAuthService({
    db: app.db,
    config: app.config.auth,
    sms: options.sms,
    tokens: app.accessTokens,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routeCall(app, authCalls.checkUser, ({ params }) => auth.checkUser(params.phone));
  routeCall(app, authCalls.register, ({ body, raw }) => auth.register({ ...body, ip: raw.ip }));
  routeCall(app, authCalls.activate, async ({ body }) => {
    await auth.activate(body);
    return { activated: true as const };
  });
  routeCall(app, authCalls.createPassword, async ({ body }) => {
    await auth.createPassword(body);
    return { passwordCreated: true as const };
  });

  routes.post(tokenCall.path, {
    schema: {
      tags: [tokenCall.tag],
      summary: tokenCall.summary,
      consumes: ['application/x-www-form-urlencoded'],
      body: tokenCall.body,
      response: { 200: tokenCall.response, ...errors },
    },
    handler: async (request, reply) => {
      const body = request.body;
      reply.header('Cache-Control', 'no-store');
      if (body.grant_type === 'password') {
        return auth.login({
          username: body.username,
          password: body.password,
          clientId: body.client_id,
          clientSecret: body.client_secret,
          ip: request.ip,
          deviceToken: body.device_token,
          client: sessionClient(request),
        });
      }
      return auth.refresh({
        refreshToken: body.refresh_token,
        clientId: body.client_id,
        clientSecret: body.client_secret,
        client: sessionClient(request),
      });
    },
  });

  passwordAndSessionRoutes(app, options);

  routes.post(FIRST_LOAD_CALLS.logout, {
    schema: {
      tags: ['auth'],
      summary: 'Revoke a refresh token and every token of its family',
      body: logoutBodySchema,
      response: { 204: z.null(), 400: errorBodySchema },
    },
    handler: async (request, reply) => {
      await auth.logout(request.body.refreshToken);
      return reply.status(204).send(null);
    },
  });
}
