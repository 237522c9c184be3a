import { encodeImage, errorBodySchema, type Tag, tagListSchema } from '@sefer/contract';
import { FIRST_LOAD_CALLS } from '@sefer/contract/first-load';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { allTags } from './tag.repository.ts';

/** Tag pictures are square. */
const TAG_IMAGE_ASPECT = 1;

export async function tagRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(FIRST_LOAD_CALLS.allTags, {
    schema: {
      tags: ['home'],
      summary: 'Every tag with its picture and category, for Explore',
      response: { 200: tagListSchema, 400: errorBodySchema },
    },
    handler: async (): Promise<Tag[]> => {
      const rows = await allTags(app.db);
      return rows.map((row) => ({
        tag: row.tag,
        category: row.category,
        labelAm: row.labelAm,
        image: row.imageFile ? encodeImage(row.imageFile, TAG_IMAGE_ASPECT) : null,
      }));
    },
  });
}
