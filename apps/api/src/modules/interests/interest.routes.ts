import { encodeImage, errorBodySchema, type Interest, interestListSchema } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createInterestRepository } from './interest.repository.ts';

/** Tag pictures are drawn square (seed/demo.ts). */
const TAG_IMAGE_ASPECT = 1;

/** `GET /api/v2/ai/interests`: the tags a user can pick as interests, each with its picture. */
export async function interestRoutes(app: FastifyInstance) {
  const interests = createInterestRepository(app.db);

  app.withTypeProvider<ZodTypeProvider>().get('/api/v2/ai/interests', {
    schema: {
      tags: ['user'],
      summary: 'Interests to choose from: tags with pictures',
      response: { 200: interestListSchema, 500: errorBodySchema },
    },
    handler: async (_request, reply): Promise<Interest[]> => {
      const rows = await interests.list();
      reply.header('cache-control', 'public, max-age=300');
      return rows.map((row) => ({
        tag: row.tag,
        category: row.category,
        labelAm: row.label_am,
        image: encodeImage(row.image_file, TAG_IMAGE_ASPECT),
      }));
    },
  });
}
