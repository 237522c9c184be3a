import { encodeImage, errorBodySchema, type Tag, tagListSchema } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type TagRow = { tag: string; category: string; label_am: string | null; image_file: string | null };

/** Tag pictures are square. */
const TAG_IMAGE_ASPECT = 1;

export async function tagRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/home/alltags', {
    schema: {
      tags: ['home'],
      summary: 'Every tag with its picture and category, for Explore',
      response: { 200: tagListSchema, 400: errorBodySchema },
    },
    handler: async (): Promise<Tag[]> => {
      const rows = await app.db.query<TagRow>(
        'SELECT tag, category, label_am, image_file FROM tags ORDER BY category, tag',
      );
      return rows.map((row) => ({
        tag: row.tag,
        category: row.category,
        labelAm: row.label_am,
        image: row.image_file ? encodeImage(row.image_file, TAG_IMAGE_ASPECT) : null,
      }));
    },
  });
}
