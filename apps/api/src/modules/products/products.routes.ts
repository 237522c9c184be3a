import {
  PRODUCT_MAX_PICTURES,
  productCalls,
  productCreateDataSchema,
  productPhotoDataSchema,
} from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import { routeCall } from '../../http/call-route.ts';
import { readUploads, uploadData } from '../../plugins/multipart.ts';
import { createProductsService } from './products.service.ts';

/** Products of the owner's company (spec §7 product and product-photo calls; issue 28). */
export async function productsRoutes(app: FastifyInstance) {
  const products = createProductsService({ db: app.db, images: app.images });

  routeCall(app, productCalls.create, async ({ userId, raw }) => {
    const { images, data } = await readUploads(raw, PRODUCT_MAX_PICTURES);
    return products.create(userId, uploadData(productCreateDataSchema, data), images);
  });
  routeCall(app, productCalls.edit, ({ userId, body }) => products.edit(userId, body));
  routeCall(app, productCalls.delete, ({ userId, body }) => products.delete(userId, body.id, body.companyId));

  routeCall(app, productCalls.setProfilePhoto, async ({ userId, raw }) => {
    const { images, data } = await readUploads(raw, 1);
    const at = uploadData(productPhotoDataSchema, data);
    return products.putPicture(userId, { ...at, slot: 0 }, images[0] as Buffer);
  });
  routeCall(app, productCalls.addPhoto, async ({ userId, raw }) => {
    const { images, data } = await readUploads(raw, 1);
    return products.putPicture(userId, uploadData(productPhotoDataSchema, data), images[0] as Buffer);
  });
}
