import { encodeImage, type FeedItem, feedItemSchema, TYPE_OF_KIND } from '@sefer/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { feedEntries } from '../db/schema.ts';
import type { RowOf } from '../db/typed-sql.ts';

/**
 * The card of spec §3 — what the feeds, the search feed, My Likes and "also visited" list — read from one place:
 * `feed_entries`, which the content tables' triggers keep in step through `feed_entries_write` (migration 0031).
 * A card field is added in three places: the column (schema.ts and a migration's `feed_entries_write`), its entry
 * in `cardColumns`, and the contract's `feedItemSchema`; every list that shows cards then carries it.
 */

/** `feed_entries` under the name a query reads it by. */
export const cardTable = (name: string) => alias(feedEntries, name);
export type CardTable = ReturnType<typeof cardTable>;
/** `feed_entries AS name`, for a FROM or JOIN of the table `f` names. */
export const cardsAs = (f: CardTable): SQL => sql`${feedEntries} AS ${f}`;

/** What a card needs besides its row: the distance from the asked point and whether the reader likes it. */
export type CardContext = { distance: SQL<number>; liked: SQL<boolean> };

/** The card's columns of the row `f`, by the names the presenter reads. */
export function cardColumns(f: CardTable, { distance, liked }: CardContext) {
  return {
    kind: f.kind,
    id: f.id,
    name: f.name,
    nameAm: f.nameAm,
    imageFile: f.imageFile,
    imageAspect: f.imageAspect,
    companyImageFile: f.companyImageFile,
    companyImageAspect: f.companyImageAspect,
    companyId: f.companyId,
    companyAt: f.companyAt,
    companyName: f.companyName,
    distance,
    lat: f.lat,
    lng: f.lng,
    likes: f.likes,
    isLiked: liked,
    verified: f.verified,
    tags: sql<string>`array_to_string(${f.tags}, ' ')`,
    description: f.description,
    price: f.price,
    rating: sql<number | null>`${f.ratingAvg}::float8`,
    ratingCount: f.ratingCount,
    category: f.category,
    osm: f.osm,
    hours: f.hours,
  };
}
export type CardRow = RowOf<ReturnType<typeof cardColumns>>;

/** A SELECT list: each column or expression `AS` its key. */
export const selectList = (columns: Record<string, SQLWrapper>): SQL =>
  sql.join(
    Object.entries(columns).map(([name, value]) => sql`${value} AS ${sql.identifier(name)}`),
    sql`, `,
  );

/** The card columns of `f` as a SELECT list. */
export const cardSelect = (f: CardTable, context: CardContext) => selectList(cardColumns(f, context));

const image = (file: string | null, aspect: number | null) => (file ? encodeImage(file, aspect ?? 1) : null);
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The feed item's fields the presenter works out; every other field of the contract passes through from the row. */
const WORKED_OUT = [
  'type',
  'id',
  'image',
  'companyImage',
  'companyId',
  'distance',
  'lat',
  'lng',
  'price',
  'rating',
  'hours',
] as const;
type PassedThrough = Exclude<keyof FeedItem, (typeof WORKED_OUT)[number]>;
const PASSED_THROUGH = Object.keys(feedItemSchema.shape).filter(
  (key) => !(WORKED_OUT as readonly string[]).includes(key),
) as PassedThrough[];
/** Fails to compile when a field the presenter passes through is missing from the row or has another type. */
export const ROW_GIVES_PASSED_FIELDS: Pick<CardRow, PassedThrough> extends Pick<FeedItem, PassedThrough>
  ? true
  : false = true;

/**
 * A card row as the contract's feed item: the fields the database gives as they are shown pass through (copied by
 * name, in one order, so every item has the same shape); numbers are made numbers (a driver may give a bigint or
 * numeric as text); distances and ratings keep one decimal.
 */
export function presentCard(row: CardRow): FeedItem {
  const item: Record<string, unknown> = {
    type: TYPE_OF_KIND[row.kind as keyof typeof TYPE_OF_KIND],
    id: Number(row.id),
    image: image(row.imageFile, row.imageAspect),
    companyImage: image(row.companyImageFile, row.companyImageAspect),
    companyId: row.companyId === null ? null : Number(row.companyId),
    distance: oneDecimal(Number(row.distance)),
    lat: Number(row.lat),
    lng: Number(row.lng),
    price: row.price === null ? null : Number(row.price),
    rating: row.rating === null ? null : oneDecimal(Number(row.rating)),
    hours: row.hours ?? null,
  };
  for (const key of PASSED_THROUGH) item[key] = row[key];
  return item as FeedItem;
}
