import { z } from 'zod';
import { DEFAULT_RADIUS_M, FEED_MAX_PAGE_SIZE, FEED_PAGE_SIZE } from './constants.ts';
import { ERROR_KEYS, ERROR_REASONS } from './errors.ts';
import { openingHoursSchema, openNowParam } from './hours.ts';
import { latParam, limitParam, lngParam, pageOf, pageParam, radiusParam } from './query-params.ts';
import { safeText } from './text.ts';

export const feedItemTypeSchema = z.enum(['company', 'product', 'place']);
export type FeedItemType = z.infer<typeof feedItemTypeSchema>;

export const feedQuerySchema = z.object({
  lat: latParam(),
  lng: lngParam(),
  page: pageParam(),
  limit: limitParam(FEED_MAX_PAGE_SIZE, FEED_PAGE_SIZE),
  r: radiusParam(DEFAULT_RADIUS_M),
  /** Comma-separated content types (`company,product,place`); all when absent. */
  types: safeText()
    .regex(/^(company|product|place)(,(company|product|place))*$/)
    .transform((v) => [...new Set(v.split(','))] as FeedItemType[])
    .optional(),
  /** "Open now" (`true`/`1`): only companies and products whose company is open now; no places. */
  open: openNowParam,
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

/** The rating of a subject: the average of its reviews (one decimal, null before the first) and how many there are. */
export const ratingSummarySchema = z.object({
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** Feed item of spec §3, plus the Amharic name, price, rating and category a card shows. */
export const feedItemSchema = z.object({
  type: feedItemTypeSchema,
  id: z.number().int(),
  name: z.string(),
  nameAm: z.string().nullable(),
  /** `<fileName>-<aspect>`, aspect = height / width (DESIGN §2). */
  image: z.string().nullable(),
  companyImage: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyAt: z.string().nullable(),
  companyName: z.string().nullable(),
  /** Metres from the requested point. */
  distance: z.number(),
  /** Where the item is (WGS 84 degrees): the details map and directions. */
  lat: z.number(),
  lng: z.number(),
  likes: z.number().int(),
  isLiked: z.boolean(),
  verified: z.boolean(),
  /**
   * Space-separated tags, by their slugs. Their Amharic labels come from one source, the tag list
   * (`GET /api/home/alltags`, `tagSchema.labelAm`), which an Amharic page shows instead of the slugs.
   */
  tags: z.string(),
  description: z.string().nullable(),
  price: z.number().nullable(),
  ...ratingSummarySchema.shape,
  category: z.string().nullable(),
  osm: z.boolean(),
  /** A company's opening hours (Addis time), for its Open now / Closed line; null for others and without hours. */
  hours: openingHoursSchema.nullable(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedPageSchema = pageOf(feedItemSchema);
export type FeedPage = z.infer<typeof feedPageSchema>;

/** `GET /api/v2/home/toptags`: the point and radius of the feeds. */
export const topTagsQuerySchema = feedQuerySchema.pick({ lat: true, lng: true, r: true });
export type TopTagsQuery = z.infer<typeof topTagsQuerySchema>;

/** Quick actions: the hashtags most used by the items nearest the point, most used first. */
export const topTagsSchema = z.object({
  tags: z.array(
    z.object({
      tag: z.string(),
      /** How many of the nearby items carry it. */
      count: z.number().int(),
      category: z.string().nullable(),
      labelAm: z.string().nullable(),
      /** Stored image file name of the tag, if it has one. */
      image: z.string().nullable(),
    }),
  ),
});
export type TopTags = z.infer<typeof topTagsSchema>;

export const errorBodySchema = z.object({
  error: z.enum(ERROR_KEYS),
  message: z.string(),
  /** Field-level problems, keyed by field, each an `invalid_*` key. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Seconds to wait before trying again (429). */
  retryAfter: z.number().optional(),
  /** The particular case, for a more precise message than the key's. */
  reason: z.enum(ERROR_REASONS).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
