/**
 * Detail screens (spec §2 `/company/:companyId`, `/item/:productId`, `/place/:placeId`; §3 product,
 * company, post, photo; §7 product, company products, notices, photos; DESIGN §2 detail screens):
 * the three detail payloads, a company's products, posts and photos, reviews, and "People who viewed
 * this item also visited".
 *
 * Images are `<fileName>-<aspect>` as everywhere (DESIGN §2, `encodeImage`); the variants are at
 * `imageUrl(fileName, 'thumb' | 'small' | 'big')`.
 */
import { z } from 'zod';
import { defineCall, defineFirstLoadCall } from './call.ts';
import {
  ALSO_VISITED_LIMIT,
  ALSO_VISITED_MAX_LIMIT,
  DETAIL_MAX_PAGE_SIZE,
  DETAIL_PAGE_SIZE,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEWS_PAGE_SIZE,
} from './constants.ts';
import { entityParamsSchema, subjectFields } from './engage.ts';
import { openingHoursSchema } from './hours.ts';
import { idParam, latParam, limitParam, lngParam, pageOf, pageParam } from './query-params.ts';
import { type FeedItemType, feedItemTypeSchema, ratingSummarySchema } from './schemas.ts';
import { safeText } from './text.ts';

/** Path of `GET /api/v2/company/{id}`, `/api/v2/product/{id}`, `/api/v2/place/{id}`, `/api/company/products/{id}`. */
export const detailParamsSchema = z.object({ id: idParam() });
export type DetailParams = z.infer<typeof detailParamsSchema>;
/** Path of `GET /api/company/notice/{companyId}` and `GET /api/photo/owner/0/{companyId}`. */
export const companyIdParamsSchema = z.object({ companyId: idParam() });
export type CompanyIdParams = z.infer<typeof companyIdParamsSchema>;

/**
 * Query of the three detail calls: the viewer's point, for `distance`. Both or neither; without them
 * `distance` is null.
 */
export const detailQuerySchema = z.object({
  lat: latParam().optional(),
  lng: lngParam().optional(),
});
export type DetailQuery = z.infer<typeof detailQuerySchema>;

/** Query of the paged detail lists (products, posts, photos, reviews). */
export const detailPageQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(DETAIL_MAX_PAGE_SIZE, DETAIL_PAGE_SIZE),
});
export type DetailPageQuery = z.infer<typeof detailPageQuerySchema>;

/** Fields every detail screen shows. */
const detailCommon = {
  id: z.number().int(),
  /** The display name (for a place, its English name when it has one). */
  name: z.string(),
  nameAm: z.string().nullable(),
  description: z.string().nullable(),
  /**
   * The description in Amharic, when the owner wrote one (null for places). An Amharic page shows it, else
   * `description` marked `lang="en"`; an English page shows `description`, else this marked `lang="am"`.
   */
  descriptionAm: z.string().nullable(),
  /**
   * Every tag, in order, by its slug (the card shows at most 5; the detail screen shows them all). Their Amharic
   * labels: the tag list (`GET /api/home/alltags`, `tagSchema.labelAm`).
   */
  tags: z.array(z.string()),
  /** The main picture, `<fileName>-<aspect>`, or null. */
  image: z.string().nullable(),
  /** Every picture, main first, `<fileName>-<aspect>` each (may be empty). */
  images: z.array(z.string()),
  /** Where it is (WGS 84 degrees): the small map and the directions link. */
  lat: z.number(),
  lng: z.number(),
  address: z.string().nullable(),
  /** The address in Amharic, when the owner wrote one (a product's: its company's; null for places). */
  addressAm: z.string().nullable(),
  phone: z.string().nullable(),
  ...ratingSummarySchema.shape,
  likes: z.number().int(),
  /** Whether the signed-in user likes it (false for a visitor). */
  isLiked: z.boolean(),
  views: z.number().int(),
  /** Metres from the `lat`/`lng` of the query; null when they were not given. */
  distance: z.number().nullable(),
  createdAt: z.string(),
};

/** A detail screen's payload: its kind, the fields every detail screen shows, then the kind's own. */
const detailOf = <T extends FeedItemType, Own extends z.ZodRawShape>(type: T, own: Own) =>
  z.object({ type: z.literal(type), ...detailCommon, ...own });

/** Social links of a company (spec §3 attributes); null when not set. */
export const socialLinksSchema = z.object({
  telegram: z.string().nullable(),
  instagram: z.string().nullable(),
  website: z.string().nullable(),
  facebook: z.string().nullable(),
  email: z.string().nullable(),
  twitter: z.string().nullable(),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** `GET /api/v2/company/{id}` */
export const companyDetailSchema = detailOf('company', {
  /** The `@handle` (without the `@`). */
  handle: z.string(),
  verified: z.boolean(),
  social: socialLinksSchema,
  productCount: z.number().int(),
  postCount: z.number().int(),
  photoCount: z.number().int(),
  /** Opening hours in Addis Ababa time (decision 22); null: the company gave none, and the page shows none. */
  hours: openingHoursSchema.nullable(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** The company of a product, as its detail screen shows it: a few fields of the company's own detail. */
export const companySummarySchema = companyDetailSchema.pick({
  id: true,
  handle: true,
  name: true,
  nameAm: true,
  image: true,
  verified: true,
  phone: true,
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

/** `GET /api/v2/product/{id}` (spec §3 product). `address` and `phone` are the company's. */
export const productDetailSchema = detailOf('product', {
  /** In birr (`Br`), or null when not priced. */
  price: z.number().nullable(),
  companyId: z.number().int(),
  company: companySummarySchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** `GET /api/v2/place/{id}`. `description` is null; `address` is where it is. */
export const placeDetailSchema = detailOf('place', {
  /** The name as the source wrote it (e.g. Amharic only), when it differs from `name`. */
  localName: z.string().nullable(),
  category: z.string(),
  website: z.string().nullable(),
  openingHours: z.string().nullable(),
  /** Where the row came from: `osm` (show "© OpenStreetMap contributors"), `demo`, … */
  source: z.string(),
  osm: z.boolean(),
});
export type PlaceDetail = z.infer<typeof placeDetailSchema>;

/** One product of `GET /api/company/products/{id}`, newest first. */
export const companyProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAm: z.string().nullable(),
  description: z.string().nullable(),
  descriptionAm: z.string().nullable(),
  image: z.string().nullable(),
  price: z.number().nullable(),
  tags: z.array(z.string()),
  ...ratingSummarySchema.shape,
  likes: z.number().int(),
});
export type CompanyProduct = z.infer<typeof companyProductSchema>;
export const companyProductPageSchema = pageOf(companyProductSchema);
export type CompanyProductPage = z.infer<typeof companyProductPageSchema>;

/** Post (notice) of spec §3, from `GET /api/company/notice/{companyId}`, newest first. */
export const postSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;
export const postPageSchema = pageOf(postSchema);
export type PostPage = z.infer<typeof postPageSchema>;

/** Photo of spec §3, from `GET /api/photo/owner/0/{companyId}`, newest first. */
export const photoSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  /** `<fileName>-<aspect>` */
  image: z.string(),
  createdAt: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;
export const photoPageSchema = pageOf(photoSchema);
export type PhotoPage = z.infer<typeof photoPageSchema>;

/** A review. The author is shown by display name only, never by phone number. */
export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  text: z.string().nullable(),
  /** First name and last initial, else the username; null for neither (the app says "Sefer user" in its language). */
  author: z.string().nullable(),
  /** The author's picture file name, if any. */
  authorImage: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the signed-in user wrote it. */
  isMine: z.boolean(),
  /** The author has since deleted their account and kept the review: the app says "Former user". */
  formerUser: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** `GET /api/v2/engage/reviews/{kind}/{id}`: newest first; `mine` is the signed-in user's own review. */
export const reviewsQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(DETAIL_MAX_PAGE_SIZE, REVIEWS_PAGE_SIZE),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;
export const reviewPageSchema = pageOf(reviewSchema).extend({
  ...ratingSummarySchema.shape,
  mine: reviewSchema.nullable(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/**
 * `POST /api/v2/engage/reviews/{kind}/{id}` (signed in): rating 1–5, optional text (trimmed, at most
 * 1,000 characters; blank is none). A second review of the same subject replaces the first.
 */
export const reviewBodySchema = z
  .object({
    rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
    text: safeText({ multiline: true })
      .trim()
      .max(REVIEW_TEXT_MAX_LENGTH)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .strict();
export type ReviewBody = z.input<typeof reviewBodySchema>;

/** Answer of the review POST: the review as saved and the subject's rating after it. */
export const reviewResultSchema = z.object({
  ...subjectFields,
  review: reviewSchema,
  /** True when it replaced the user's earlier review. */
  replaced: z.boolean(),
  ...ratingSummarySchema.shape,
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;

/** `GET /api/v2/view/alsoVisited/{kind}/{id}` */
export const alsoVisitedQuerySchema = z.object({
  limit: limitParam(ALSO_VISITED_MAX_LIMIT, ALSO_VISITED_LIMIT),
});
export type AlsoVisitedQuery = z.infer<typeof alsoVisitedQuerySchema>;

/** One "People who viewed this item also visited" entry: a card-sized summary. */
export const alsoVisitedItemSchema = z.object({
  type: feedItemTypeSchema,
  id: z.number().int(),
  title: z.string(),
  titleAm: z.string().nullable(),
  /** `<fileName>-<aspect>` */
  image: z.string().nullable(),
  /** The owning company's name (a product's), else null. */
  companyName: z.string().nullable(),
  /** That company's Amharic name, when it has one (for an Amharic page). */
  companyNameAm: z.string().nullable(),
  verified: z.boolean(),
  rating: z.number().nullable(),
  price: z.number().nullable(),
  category: z.string().nullable(),
  osm: z.boolean(),
  /** How many of this subject's viewers also viewed it. */
  viewers: z.number().int(),
});
export type AlsoVisitedItem = z.infer<typeof alsoVisitedItemSchema>;
/**
 * Best first: most shared viewers, then most views by them, then kind and newest id. The subject itself is
 * left out, and so is anything fewer than two of its viewers viewed (one person's history is never shown).
 */
export const alsoVisitedListSchema = z.object({ items: z.array(alsoVisitedItemSchema) });
export type AlsoVisitedList = z.infer<typeof alsoVisitedListSchema>;

/**
 * A detail screen's call (company, product, place): the subject by id, with the viewer's point for `distance`.
 * Their paths are first-load calls (first-load.ts): the web asks them without zod; the API validates and documents
 * them by these.
 */
export const detailScreenCall = <R extends z.ZodType>(
  name: 'company' | 'product' | 'place',
  { summary, response }: { summary: string; response: R },
) =>
  defineFirstLoadCall(name, {
    summary,
    tag: 'detail',
    auth: false,
    params: detailParamsSchema,
    query: detailQuerySchema,
    response,
  });

/** A company's and a place's detail screens (a product's: `productCalls.get`). */
export const detailScreenCalls = {
  company: detailScreenCall('company', {
    summary: 'A company: names, description, pictures, contacts, social links, rating, likes, distance',
    response: companyDetailSchema,
  }),
  place: detailScreenCall('place', {
    summary: 'A place (OpenStreetMap or demo) with its category, address, rating, likes and distance',
    response: placeDetailSchema,
  }),
} as const;

/** A company's posts and photos as its page shows them. */
export const detailCalls = {
  posts: defineCall({
    method: 'GET',
    path: '/api/company/notice/:companyId',
    summary: "A company's posts (notices), newest first",
    tag: 'detail',
    auth: false,
    params: companyIdParamsSchema,
    query: detailPageQuerySchema,
    response: postPageSchema,
  }),
  photos: defineCall({
    method: 'GET',
    path: '/api/photo/owner/0/:companyId',
    summary: "A company's photos (owner type 0), newest first",
    tag: 'detail',
    auth: false,
    params: companyIdParamsSchema,
    query: detailPageQuerySchema,
    response: photoPageSchema,
  }),
} as const;

/**
 * What the viewers of a company, product or place also viewed: apart from `detailCalls`, which the owner's photo
 * screen imports too (an object ships whole, with every schema it names).
 */
export const viewCalls = {
  alsoVisited: defineCall({
    method: 'GET',
    path: '/api/v2/view/alsoVisited/:kind/:id',
    summary: 'People who viewed this item also visited: subjects most often viewed by the same viewers',
    tag: 'engage',
    auth: false,
    params: entityParamsSchema,
    query: alsoVisitedQuerySchema,
    response: alsoVisitedListSchema,
  }),
} as const;

/** Reviews of a company (kind 0), product (2) or place (3): read by anyone, written when signed in. */
export const reviewCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/v2/engage/reviews/:kind/:id',
    summary: "A subject's reviews, newest first, with its rating and the signed-in user's own review",
    tag: 'engage',
    auth: false,
    params: entityParamsSchema,
    query: reviewsQuerySchema,
    response: reviewPageSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/v2/engage/reviews/:kind/:id',
    summary:
      'Rate and review (1–5, optional text up to 1,000 characters); a second review replaces the first',
    tag: 'engage',
    auth: true,
    params: entityParamsSchema,
    body: reviewBodySchema,
    response: reviewResultSchema,
  }),
} as const;
