/**
 * The owner's side of a company page (spec §2 `/profile/company…`, §3 company, post, photo, §7 company,
 * photo and notice calls; DESIGN §2 roles, company registration, verified mark): register, edit, verify
 * the business phone, photos and posts. Each call is declared once (call.ts) and used by both sides.
 */
import { z } from 'zod';
import { codeSentFields } from './auth.ts';
import { defineCall } from './call.ts';
import {
  ACTIVATION_CODE_LENGTH,
  COMPANY_DESCRIPTION_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_NAME_MIN_LENGTH,
  POST_BODY_MAX_LENGTH,
} from './constants.ts';
import { photoSchema, postSchema, socialLinksSchema } from './detail.ts';
import {
  tagListField as companyTags,
  deletedSchema,
  idField as id,
  optionalTextField as optionalText,
  textField as text,
} from './fields.ts';
import { openingHoursSchema } from './hours.ts';
import { normalizePhone } from './phone.ts';
import { idParam } from './query-params.ts';
import { safeText } from './text.ts';

/** `@handle` of a company: 3–30 of `a-z 0-9 _` (a leading `@` and capitals are forgiven). */
export const companyHandleSchema = safeText()
  .trim()
  .transform((v) => v.replace(/^@/, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9_]{3,30}$/));

/** A handle suggested from a name: its Latin letters and digits, joined by `_`, 3–30 long (or empty). */
export function suggestHandle(name: string): string {
  const handle = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 30)
    .replace(/_+$/, '');
  return handle.length >= 3 ? handle : '';
}

/** An Ethiopian mobile number in any form people type (DESIGN §2), stored as E.164. */
export const businessPhoneSchema = safeText().transform((value, ctx) => {
  const phone = normalizePhone(value);
  if (phone) return phone;
  ctx.addIssue({ code: 'custom', message: 'Please enter a valid phone number' });
  return z.NEVER;
});

/** Where the business is: a point in Ethiopia (its bounding box, with a margin). */
export const companyLocationSchema = z.object({
  lat: z.number().min(3).max(15.5),
  lng: z.number().min(32.9).max(48.1),
  address: optionalText(200),
  /** The address as an Amharic reader writes it (optional; the page falls back to `address`). */
  addressAm: optionalText(200),
});

const handleOf = (pattern: RegExp) => (value: string) => {
  const match = pattern.exec(value.trim());
  return match?.[1] ?? null;
};
/** Social links as typed: a Telegram or X name with or without `@`, or their links. Blank is none. */
const socialField = (normalise: (v: string) => string | null, message: string) =>
  safeText()
    .trim()
    .max(200)
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const normal = normalise(value);
      if (normal) return normal;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
const webAddress = (value: string): string | null => {
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.hostname.includes('.') ? url.toString() : null;
  } catch {
    return null;
  }
};
export const socialLinksInputSchema = z
  .object({
    telegram: socialField(
      handleOf(/^(?:https?:\/\/)?(?:t\.me\/|telegram\.me\/|@)?([A-Za-z][A-Za-z0-9_]{3,31})\/?$/),
      'A Telegram name such as @sefer_shop',
    ),
    instagram: socialField(
      handleOf(/^(?:https?:\/\/)?(?:www\.)?(?:instagram\.com\/|@)?([A-Za-z0-9_.]{1,30})\/?$/),
      'An Instagram name such as @sefer_shop',
    ),
    twitter: socialField(
      handleOf(/^(?:https?:\/\/)?(?:www\.)?(?:twitter\.com\/|x\.com\/|@)?([A-Za-z0-9_]{1,15})\/?$/),
      'An X (Twitter) name such as @sefer_shop',
    ),
    facebook: socialField(
      (v) =>
        handleOf(/^(?:https?:\/\/)?(?:www\.|m\.)?(?:facebook\.com\/|fb\.com\/)?([A-Za-z0-9.-]{3,80})\/?$/)(v),
      'A Facebook page name or link',
    ),
    website: socialField(webAddress, 'A web address such as sefer.et'),
    email: socialField(
      (v) => (z.email().safeParse(v).success ? v.toLowerCase() : null),
      'An e-mail address such as shop@example.com',
    ),
  })
  .partial()
  .strict();
export type SocialLinksInput = z.input<typeof socialLinksInputSchema>;

/** The fields of the business form (spec §3) that register and update share. */
const companyFields = {
  name: text(COMPANY_NAME_MIN_LENGTH, COMPANY_NAME_MAX_LENGTH),
  nameAm: optionalText(COMPANY_NAME_MAX_LENGTH),
  handle: companyHandleSchema,
  description: optionalText(COMPANY_DESCRIPTION_MAX_LENGTH, true),
  /** The description in Amharic (optional; Amharic pages fall back to `description`). */
  descriptionAm: optionalText(COMPANY_DESCRIPTION_MAX_LENGTH, true),
  tags: companyTags,
  phone: businessPhoneSchema,
};

/** `POST /api/v2/company/register`: the business form, with its place on the map. */
export const companyRegisterBodySchema = z
  .object({ ...companyFields, ...companyLocationSchema.shape })
  .strict();
export type CompanyRegisterBody = z.input<typeof companyRegisterBodySchema>;

/**
 * `POST /api/v2/company/update` (spec §7 `api/v2/company/update`): only the fields sent change; `social`
 * replaces the links it names; `hours` null removes the opening hours. The basic, location, social-link and
 * hours screens each send their part.
 */
export const companyUpdateBodySchema = z
  .object({
    ...companyFields,
    ...companyLocationSchema.shape,
    social: socialLinksInputSchema,
    hours: openingHoursSchema.nullable(),
  })
  .partial()
  .strict()
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), {
    message: 'lat and lng come together',
    path: ['lat'],
  });
export type CompanyUpdateBody = z.input<typeof companyUpdateBodySchema>;

/** The signed-in owner's company, as the dashboard and the edit screens read it. */
export const ownCompanySchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  name: z.string(),
  nameAm: z.string().nullable(),
  description: z.string().nullable(),
  descriptionAm: z.string().nullable(),
  tags: z.array(z.string()),
  /** E.164 */
  phone: z.string().nullable(),
  address: z.string().nullable(),
  addressAm: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  verified: z.boolean(),
  social: socialLinksSchema,
  hours: openingHoursSchema.nullable(),
  /** `<fileName>-<aspect>` of the company's picture (its first photo), or null. */
  image: z.string().nullable(),
  photoCount: z.number().int(),
  postCount: z.number().int(),
  productCount: z.number().int(),
  createdAt: z.string(),
});
export type OwnCompany = z.infer<typeof ownCompanySchema>;

/** `GET /api/v2/company/mine`: null when the signed-in person has no company yet. */
export const myCompanySchema = z.object({ company: ownCompanySchema.nullable() });
export type MyCompany = z.infer<typeof myCompanySchema>;

/** Answer of a code request: whether a code went out, and seconds until another may be asked for. */
export const verificationSentSchema = z.object({
  ...codeSentFields,
  /** E.164 of the number the code went to. */
  phone: z.string(),
});
export type VerificationSent = z.infer<typeof verificationSentSchema>;

export const verificationCodeBodySchema = z
  .object({ code: safeText().regex(new RegExp(`^\\d{${ACTIVATION_CODE_LENGTH}}$`)) })
  .strict();

/** The `data` part of `POST /api/v2/photo/create/company` (spec §7: `id` is the company's). */
export const companyPhotoDataSchema = z.object({ id }).strict();
export type CompanyPhotoData = z.input<typeof companyPhotoDataSchema>;

/** `POST /api/v2/photo/delete`: the photo by its id (spec §7 also names `fileName`, accepted instead). */
export const photoDeleteBodySchema = z
  .object({
    id: id.optional(),
    fileName: safeText().max(200).optional(),
    ownerId: id.optional(),
    parentOwnerId: id.optional(),
    ownerType: z.union([z.literal(0), z.literal(1)]).optional(),
  })
  .strict()
  .refine((v) => v.id !== undefined || v.fileName !== undefined, {
    message: 'id or fileName',
    path: ['id'],
  });

/** `POST /api/v2/feed/notice/create` (spec §5: the body is not blank). */
export const postCreateBodySchema = z
  .object({ body: text(1, POST_BODY_MAX_LENGTH, true), companyId: id })
  .strict();
export type PostCreateBody = z.input<typeof postCreateBodySchema>;

export { deletedSchema };

export const companyCalls = {
  mine: defineCall({
    method: 'GET',
    path: '/api/v2/company/mine',
    summary: "The signed-in person's company, or null",
    tag: 'company',
    auth: true,
    response: myCompanySchema,
  }),
  register: defineCall({
    method: 'POST',
    path: '/api/v2/company/register',
    summary: 'Register a business (one per account)',
    tag: 'company',
    auth: true,
    body: companyRegisterBodySchema,
    response: ownCompanySchema,
  }),
  update: defineCall({
    method: 'POST',
    path: '/api/v2/company/update',
    summary: "Change the owner's company: only the fields sent change",
    tag: 'company',
    auth: true,
    body: companyUpdateBodySchema,
    response: ownCompanySchema,
  }),
  requestVerification: defineCall({
    method: 'POST',
    path: '/api/v2/company/verify/request',
    summary: 'Send a code by SMS to the business phone',
    tag: 'company',
    auth: true,
    response: verificationSentSchema,
  }),
  confirmVerification: defineCall({
    method: 'POST',
    path: '/api/v2/company/verify/confirm',
    summary: 'Confirm the business phone with the code: the company is verified',
    tag: 'company',
    auth: true,
    body: verificationCodeBodySchema,
    response: ownCompanySchema,
  }),
  addPhoto: defineCall({
    method: 'POST',
    path: '/api/v2/photo/create/company',
    summary: 'Add a photo to the company (multipart `image` + `data` {"id"})',
    tag: 'company',
    auth: true,
    multipart: true,
    response: photoSchema,
  }),
  deletePhoto: defineCall({
    method: 'POST',
    path: '/api/v2/photo/delete',
    summary: 'Delete a photo of the company and its files',
    tag: 'company',
    auth: true,
    body: photoDeleteBodySchema,
    response: deletedSchema,
  }),
  createPost: defineCall({
    method: 'POST',
    path: '/api/v2/feed/notice/create',
    summary: 'Write a post (notice) on the company page',
    tag: 'company',
    auth: true,
    body: postCreateBodySchema,
    response: postSchema,
  }),
  deletePost: defineCall({
    method: 'POST',
    path: '/api/feed/notice/delete/:id',
    summary: 'Delete a post of the company',
    tag: 'company',
    auth: true,
    params: z.object({ id: idParam() }),
    response: deletedSchema,
  }),
} as const;
