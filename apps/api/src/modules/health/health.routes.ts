import { errorBodySchema, healthSchema } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VERSION } from '../../config.ts';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    schema: {
      tags: ['system'],
      summary: 'Liveness and database check',
      response: { 200: healthSchema, 500: errorBodySchema },
    },
    handler: async () => {
      await app.db.query('SELECT 1');
      return { status: 'ok' as const, database: app.db.kind, version: VERSION };
    },
  });
}
