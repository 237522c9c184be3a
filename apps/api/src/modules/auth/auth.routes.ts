import formbody from '@fastify/formbody';
import {
  activationBodySchema,
  activationResultSchema,
  checkUserSchema,
  createPasswordBodySchema,
  createPasswordResultSchema,
  errorBodySchema,
  logoutBodySchema,
  registerBodySchema,
  registerResultSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

  routes.get('/api/auth/checkUser/:phone', {
    schema: {
      tags: ['auth'],
      summary: 'Whether an account exists for a phone number and has a password',
      params: z.object({ phone: z.string().max(40) }),
      response: { 200: checkUserSchema, ...errors },
    },
    handler: (request) => auth.checkUser(request.params.phone),
  });

  routes.post('/api/v2/auth/webPersonalRegister', {
    schema: {
      tags: ['auth'],
      summary: 'Create the pending account if needed and text it an activation code',
      body: registerBodySchema,
      response: { 200: registerResultSchema, ...errors },
    },
    handler: (request) => auth.register({ ...request.body, ip: request.ip }),
  });

  routes.post('/api/v2/auth/webActivation', {
    schema: {
      tags: ['auth'],
      summary: 'Confirm the activation code',
      body: activationBodySchema,
      response: { 200: activationResultSchema, ...errors },
    },
    handler: async (request) => {
      await auth.activate(request.body);
      return { activated: true as const };
    },
  });

  routes.post('/api/auth/createPassword', {
    schema: {
      tags: ['auth'],
      summary: 'Set the password with a valid activation code (uses the code up)',
      body: createPasswordBodySchema,
      response: { 200: createPasswordResultSchema, ...errors },
    },
    handler: async (request) => {
      await auth.createPassword(request.body);
      return { passwordCreated: true as const };
    },
  });

  routes.post('/api/auth/login', {
    schema: {
      tags: ['auth'],
      summary: 'Token endpoint (form-encoded): password or refresh_token grant',
      consumes: ['application/x-www-form-urlencoded'],
      body: tokenRequestSchema,
      response: { 200: tokenResponseSchema, ...errors },
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

  routes.post('/api/auth/logout', {
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
