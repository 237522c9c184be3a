import { errorBodySchema, outboxEntrySchema } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { phoneOrThrow } from '../auth/auth-errors.ts';
import { createSmsOutboxRepository } from '../sms/sms-outbox.repository.ts';

/**
 * Development only: the latest text message to a number, code included. Registered only with the
 * `log` sender when NODE_ENV is development or test (see app.ts), so it cannot leak codes of a real provider.
 */
export async function devOutboxRoutes(app: FastifyInstance) {
  const outbox = createSmsOutboxRepository();
  app.withTypeProvider<ZodTypeProvider>().get('/api/dev/outbox', {
    schema: {
      tags: ['development'],
      summary: 'Latest SMS to a phone number (log sender, development only)',
      querystring: z.object({ phone: z.string().max(40) }),
      response: { 200: outboxEntrySchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const phone = phoneOrThrow(request.query.phone);
      const row = await outbox.latestTo(app.db, phone);
      if (!row) throw notFound('No message to this number');
      return {
        phone: row.phone,
        code: row.code,
        body: row.body,
        createdAt: new Date(row.createdAt).toISOString(),
      };
    },
  });
}
