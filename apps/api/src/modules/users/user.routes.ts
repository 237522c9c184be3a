import { profileCalls, profilePictureDataSchema } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import { routeCall } from '../../http/call-route.ts';
import { readUpload, uploadData } from '../../plugins/multipart.ts';
import { createUserService } from './user.service.ts';

/** The signed-in member's profile (spec §7 user calls): read, 'About you', username check, picture. */
export async function userRoutes(app: FastifyInstance) {
  const users = createUserService({ db: app.db, images: app.images });

  routeCall(app, profileCalls.profile, ({ userId }) => users.profile(userId));
  routeCall(app, profileCalls.update, ({ userId, body }) => users.update(userId, body));
  routeCall(app, profileCalls.checkUserName, ({ userId, query }) =>
    users.checkUserName(userId, query.userName),
  );
  routeCall(app, profileCalls.setPicture, async ({ userId, raw }) => {
    const { image, data } = await readUpload(raw);
    // `data` may be left out: the picture's middle square is kept.
    const { crop } = uploadData(profilePictureDataSchema, data ?? {});
    return users.setPicture(userId, image, crop);
  });
  routeCall(app, profileCalls.removePicture, ({ userId }) => users.removePicture(userId));
}
