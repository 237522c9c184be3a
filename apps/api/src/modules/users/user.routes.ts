import {
  errorBodySchema,
  type UserProfile,
  userProfileSchema,
  userUpdateBodySchema,
  userUpdateResultSchema,
} from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, unauthorized } from '../../errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createInterestRepository } from '../interests/interest.repository.ts';
import { createUserRepository } from './user.repository.ts';

export async function userRoutes(app: FastifyInstance) {
  const users = createUserRepository(app.db);
  const interests = createInterestRepository(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/v2/user/profile', {
    schema: {
      tags: ['user'],
      summary: "The signed-in user's profile",
      security: [{ bearer: [] }],
      response: { 200: userProfileSchema, 401: errorBodySchema },
    },
    handler: async (request): Promise<UserProfile> => {
      const profile = await users.profile(requireUser(request));
      // A valid token for an account that no longer exists.
      if (!profile) throw unauthorized();
      return profile;
    },
  });

  routes.post('/api/v2/user/update', {
    schema: {
      tags: ['user'],
      summary: "Change the signed-in user's profile fields and interests; only the fields sent change",
      security: [{ bearer: [] }],
      body: userUpdateBodySchema,
      response: { 200: userUpdateResultSchema, 400: errorBodySchema, 401: errorBodySchema },
    },
    handler: async (request): Promise<UserProfile> => {
      const userId = requireUser(request);
      const changes = request.body;
      if (changes.interests) {
        const unknown = await interests.unknown(changes.interests);
        if (unknown.length > 0) {
          // The names are not repeated back: an answer never echoes its input.
          throw badRequest(`${unknown.length} of the interests are not on the list`, {
            fields: { interests: 'invalid_interests' },
          });
        }
      }
      const profile = await users.update(userId, changes);
      if (!profile) throw unauthorized();
      return profile;
    },
  });
}
