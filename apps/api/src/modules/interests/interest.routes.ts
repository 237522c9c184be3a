import { encodeImage, interestCalls } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import { routeCall } from '../../http/call-route.ts';
import { createInterestRepository } from './interest.repository.ts';

/** Tag pictures are drawn square (seed/demo.ts). */
const TAG_IMAGE_ASPECT = 1;

/** `GET /api/v2/ai/interests`: the tags a user can pick as interests, each with its picture. */
export async function interestRoutes(app: FastifyInstance) {
  const interests = createInterestRepository(app.db);

  routeCall(app, interestCalls.list, async ({ reply }) => {
    const rows = await interests.list();
    reply.header('cache-control', 'public, max-age=300');
    return rows.map((row) => ({
      tag: row.tag,
      category: row.category,
      labelAm: row.label_am,
      image: encodeImage(row.image_file, TAG_IMAGE_ASPECT),
    }));
  });
}
