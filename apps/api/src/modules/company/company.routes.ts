import { companyCalls, companyPhotoDataSchema } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import { routeCall } from '../../http/call-route.ts';
import { readUpload, uploadData } from '../../plugins/multipart.ts';
import { presentPhoto, presentPost } from '../details/details.presenter.ts';
import { createProductsService } from '../products/products.service.ts';
import type { SmsQueue } from '../sms/sms-queue.ts';
import { createCompanyService } from './company.service.ts';

/** The owner's side of a company page (spec §7 company, photo and notice calls; issue 26). */
export async function companyRoutes(app: FastifyInstance, { sms }: { sms: SmsQueue }) {
  const companies = createCompanyService({
    db: app.db,
    sms,
    images: app.images,
    codeSecret: app.config.auth.jwtSecret,
    productPictures: createProductsService({ db: app.db, images: app.images }),
  });

  routeCall(app, companyCalls.mine, ({ userId }) => companies.mine(userId));
  routeCall(app, companyCalls.register, ({ userId, body }) => companies.register(userId, body));
  routeCall(app, companyCalls.update, ({ userId, body }) => companies.update(userId, body));
  routeCall(app, companyCalls.requestVerification, ({ userId }) => companies.requestVerification(userId));
  routeCall(app, companyCalls.confirmVerification, ({ userId, body }) =>
    companies.confirmVerification(userId, body.code),
  );

  routeCall(app, companyCalls.addPhoto, async ({ userId, raw }) => {
    const { image, data } = await readUpload(raw);
    const { id } = uploadData(companyPhotoDataSchema, data);
    return presentPhoto(await companies.addPhoto(userId, id, image));
  });
  routeCall(app, companyCalls.deletePhoto, ({ userId, body }) => companies.deletePhoto(userId, body));

  routeCall(app, companyCalls.createPost, async ({ userId, body }) =>
    presentPost(await companies.createPost(userId, body.companyId, body.body)),
  );
  routeCall(app, companyCalls.deletePost, ({ userId, params }) => companies.deletePost(userId, params.id));
}
