/**
 * Products of the owner's company (spec §2 `/profile/company/products…`, §3 product, §5 product name and
 * pictures, §7 product and product-photo calls, §9 three picture slots; issue 28). Each call is declared
 * once (call.ts) and used by both sides. The answers are the product as its item page shows it.
 */
import { z } from 'zod';
import { defineCall } from './call.ts';
import {
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_MAX_PICTURES,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_NAME_MIN_LENGTH,
  PRODUCT_PRICE_MAX,
} from './constants.ts';
import {
  companyProductPageSchema,
  detailPageQuerySchema,
  detailParamsSchema,
  detailScreenCall,
  productDetailSchema,
} from './detail.ts';
import { deletedSchema, idField, optionalTextField, tagListField, textField } from './fields.ts';
import { safeText } from './text.ts';

/** Birr with at most two decimals (santim), 0 to PRODUCT_PRICE_MAX; null: "price on request". */
export const productPriceSchema = z
  .number()
  .min(0)
  .max(PRODUCT_PRICE_MAX)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'At most two decimals (santim)')
  .transform((v) => Math.round(v * 100) / 100)
  .nullable();

/** The product form's fields (spec §3 product). Spec §5: a name under 3 characters is `invalid_name`. */
export const productFieldsSchema = z.object({
  name: textField(PRODUCT_NAME_MIN_LENGTH, PRODUCT_NAME_MAX_LENGTH),
  nameAm: optionalTextField(PRODUCT_NAME_MAX_LENGTH),
  description: optionalTextField(PRODUCT_DESCRIPTION_MAX_LENGTH, true),
  /** The description in Amharic (optional; Amharic pages fall back to `description`). */
  descriptionAm: optionalTextField(PRODUCT_DESCRIPTION_MAX_LENGTH, true),
  price: productPriceSchema.optional().transform((v) => v ?? null),
  tags: tagListField.optional().transform((v) => v ?? []),
});
export type ProductFields = z.input<typeof productFieldsSchema>;

/** The `data` part of `POST /api/v2/product/create`: the fields and the company they belong to. */
export const productCreateDataSchema = productFieldsSchema.extend({ companyId: idField }).strict();
export type ProductCreateData = z.input<typeof productCreateDataSchema>;

/** A stored picture's file name (as `images[].fileName` of the answers gives it). */
const fileName = safeText().regex(/^[\w.-]{1,120}\.webp$/);

/**
 * `POST /api/v2/product/edit`: the product by `id`; only the fields sent change. `images` reorders the
 * pictures (the same file names, the first becomes the product's picture); pictures are added, replaced and
 * removed by the photo calls.
 */
export const productEditBodySchema = z
  .object({
    id: idField,
    companyId: idField.optional(),
    name: textField(PRODUCT_NAME_MIN_LENGTH, PRODUCT_NAME_MAX_LENGTH).optional(),
    nameAm: optionalTextField(PRODUCT_NAME_MAX_LENGTH).optional(),
    description: optionalTextField(PRODUCT_DESCRIPTION_MAX_LENGTH, true).optional(),
    descriptionAm: optionalTextField(PRODUCT_DESCRIPTION_MAX_LENGTH, true).optional(),
    price: productPriceSchema.optional(),
    tags: tagListField.optional(),
    images: z.array(fileName).min(1).max(PRODUCT_MAX_PICTURES).optional(),
  })
  .strict();
export type ProductEditBody = z.input<typeof productEditBodySchema>;

/** `POST /api/v2/product/delete`: the product by `id`. */
export const productDeleteBodySchema = z.object({ id: idField, companyId: idField.optional() }).strict();
export type ProductDeleteBody = z.input<typeof productDeleteBodySchema>;

/**
 * The `Data` part of the product photo calls (spec §7: id, companyId, type 1). `slot` (0–2) chooses the
 * picture to replace, or the next free one; without it the picture is added after the others.
 * `/photo/profile/product` always puts it in slot 0.
 */
export const productPhotoDataSchema = z
  .object({
    id: idField,
    companyId: idField,
    type: z.literal(1).optional(),
    slot: z
      .number()
      .int()
      .min(0)
      .max(PRODUCT_MAX_PICTURES - 1)
      .optional(),
  })
  .strict();
export type ProductPhotoData = z.input<typeof productPhotoDataSchema>;

export const productCalls = {
  get: detailScreenCall('product', {
    summary: 'A product (item) with its company, price, pictures, rating, likes and distance',
    response: productDetailSchema,
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/company/products/:id',
    summary: "A company's products, newest first",
    tag: 'detail',
    auth: false,
    params: detailParamsSchema,
    query: detailPageQuerySchema,
    response: companyProductPageSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/v2/product/create',
    summary:
      'Add a product (multipart: `profile` and up to two `image[n]` pictures, `data` with the fields and companyId)',
    tag: 'product',
    auth: true,
    multipart: true,
    response: productDetailSchema,
  }),
  edit: defineCall({
    method: 'POST',
    path: '/api/v2/product/edit',
    summary: 'Change a product: only the fields sent change; `images` reorders its pictures',
    tag: 'product',
    auth: true,
    body: productEditBodySchema,
    response: productDetailSchema,
  }),
  delete: defineCall({
    method: 'POST',
    path: '/api/v2/product/delete',
    summary: 'Delete a product with its pictures, likes, reviews and views',
    tag: 'product',
    auth: true,
    body: productDeleteBodySchema,
    response: deletedSchema,
  }),
  setProfilePhoto: defineCall({
    method: 'POST',
    path: '/api/v2/photo/profile/product',
    summary: "Replace a product's first picture (multipart `Image` + `Data` {id, companyId, type 1})",
    tag: 'product',
    auth: true,
    multipart: true,
    response: productDetailSchema,
  }),
  addPhoto: defineCall({
    method: 'POST',
    path: '/api/v2/photo/create/product',
    summary:
      'Add or replace a picture of a product (multipart `Image` + `Data` {id, companyId, type 1, slot?})',
    tag: 'product',
    auth: true,
    multipart: true,
    response: productDetailSchema,
  }),
} as const;
