/**
 * Engagement payloads (spec §7 engage, view and interests calls): likes, views and interests (the profile update
 * that saves them is in profile.ts).
 */
import { z } from 'zod';
import { defineCall, defineFirstLoadCall } from './call.ts';
import { DEVICE_ID_HEADER, ENTITY_KIND } from './constants.ts';
import { idParam } from './query-params.ts';
import { type FeedItemType, feedPageSchema, feedQuerySchema } from './schemas.ts';
import { tagSchema } from './search.ts';
import { safeText } from './text.ts';

/** Entity kinds of the engage and view calls: 0 company, 2 product, 3 place. */
export type EntityKind = (typeof ENTITY_KIND)[keyof typeof ENTITY_KIND];
export const ENTITY_KINDS: readonly EntityKind[] = [
  ENTITY_KIND.company,
  ENTITY_KIND.product,
  ENTITY_KIND.place,
];
export const entityKindSchema = z.union([z.literal(0), z.literal(2), z.literal(3)]);

/** The feed item `type` of a kind, and back. */
export const TYPE_OF_KIND: Record<EntityKind, FeedItemType> = { 0: 'company', 2: 'product', 3: 'place' };
export const KIND_OF_TYPE: Record<FeedItemType, EntityKind> = ENTITY_KIND;

/** A second view of the same entity by the same viewer within this many seconds is not counted. */
export const VIEW_DEBOUNCE_S = 60 * 60;
/** The `X-Device-Id` header (DEVICE_ID_HEADER): a random id the browser keeps, e.g. `web-<32 hex>`. */
export const deviceIdSchema = safeText().regex(/^[\w.:-]{8,100}$/);

/** A kind as it comes in a path or query string (`0`, `2` or `3`). */
const kindParam = z.enum(['0', '2', '3']).transform((v) => Number(v) as EntityKind);

/** Path of `POST /api/v2/engage/likeEntity/{kind}/{id}` and `POST /api/v2/view/{kind}/{id}`. */
export const entityParamsSchema = z.object({ kind: kindParam, id: idParam() });
export type EntityParams = z.infer<typeof entityParamsSchema>;

/** The path parameters of an entity call for a feed item's `type` and `id`, as a caller sends them. */
export const entityParamsOf = (type: FeedItemType, id: number): z.input<typeof entityParamsSchema> => ({
  kind: `${KIND_OF_TYPE[type]}`,
  id: String(id),
});

/**
 * `POST /api/v2/engage/unlikeEntity/{id}?kind=2`: the spec's path has the id only; ids are per kind,
 * so the kind travels in the query string (docs/decisions/0008-engagement-calls.md).
 */
export const unlikeParamsSchema = z.object({ id: idParam() });
export const unlikeQuerySchema = z.object({ kind: kindParam });

/** The subject an engage call acted on, as its answer names it: its kind and id. */
export const subjectFields = { kind: entityKindSchema, id: z.number().int() };

/** Answer of like and unlike: the state after the call and the entity's like count. */
export const likeResultSchema = z.object({
  ...subjectFields,
  liked: z.boolean(),
  likes: z.number().int(),
});
export type LikeResult = z.infer<typeof likeResultSchema>;

/**
 * `GET /api/v2/engage/myLikes`: the signed-in user's liked items, newest like first, as feed items
 * (`isLiked` true). `lat`/`lng` give the distances; without them they are measured from Piassa.
 */
export const myLikesQuerySchema = feedQuerySchema
  .pick({ lat: true, lng: true, page: true, limit: true })
  .partial({ lat: true, lng: true });
export type MyLikesQuery = z.infer<typeof myLikesQuerySchema>;
export const myLikesPageSchema = feedPageSchema;

/** Headers of `POST /api/v2/view/{kind}/{id}`: the device id keys an anonymous viewer. */
export const viewHeadersSchema = z.object({ [DEVICE_ID_HEADER]: deviceIdSchema.optional() });

/** Answer of `POST /api/v2/view/{kind}/{id}`: whether this view counted (not a repeat), and the total. */
export const viewResultSchema = z.object({
  ...subjectFields,
  counted: z.boolean(),
  views: z.number().int(),
});
export type ViewResult = z.infer<typeof viewResultSchema>;

/**
 * Tag of spec §3 as `GET /api/v2/ai/interests` lists it: only tags with a picture, so `image` is always there
 * (`<fileName>-<aspect>`; variants at `/images/{thumb,small,big}-<fileName>`).
 */
export const interestSchema = tagSchema.extend({ image: z.string() });
export type Interest = z.infer<typeof interestSchema>;
export const interestListSchema = z.array(interestSchema);

/**
 * Spec §7 engage calls: like, unlike and the signed-in user's likes. Like and unlike are first-load calls
 * (first-load.ts): the web asks them without zod; the API validates and documents them by these.
 */
export const engageCalls = {
  like: defineFirstLoadCall('like', {
    summary: 'Like a company (kind 0), product (2) or place (3); liking twice is harmless',
    tag: 'engage',
    auth: true,
    params: entityParamsSchema,
    response: likeResultSchema,
  }),
  unlike: defineFirstLoadCall('unlike', {
    summary: 'Take a like back (the kind in the query: 0 company, 2 product, 3 place)',
    tag: 'engage',
    auth: true,
    params: unlikeParamsSchema,
    query: unlikeQuerySchema,
    response: likeResultSchema,
  }),
  myLikes: defineCall({
    method: 'GET',
    path: '/api/v2/engage/myLikes',
    summary: "The signed-in user's likes as feed items, newest like first",
    tag: 'engage',
    auth: true,
    query: myLikesQuerySchema,
    response: myLikesPageSchema,
  }),
} as const;

export const interestCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/v2/ai/interests',
    summary: 'Interests to choose from: tags with pictures',
    tag: 'user',
    auth: false,
    response: interestListSchema,
  }),
} as const;
