import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A point on the earth as the `earthdistance` extension stores it (a 3-D `cube`). */
const earth = customType<{ data: string }>({ dataType: () => 'cube' });

/** A planar point (PostgreSQL `point`). */
const planar = customType<{ data: string }>({ dataType: () => 'point' });

/**
 * `geo` and `pt` are derived from lat/lng, so their indexes never go stale. `geo` (earthdistance) gives
 * exact distances and radius boxes; `pt` is the point in a local equal-distance projection
 * (x = lng·cos(lat), y = lat, in degrees), whose 2-D GiST index answers nearest-first (KNN) about four
 * times faster than the 3-D cube index (docs/performance.md).
 */
const geoColumns = () => ({
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  geo: earth('geo').generatedAlwaysAs(sql`ll_to_earth(lat, lng)`),
  pt: planar('pt').generatedAlwaysAs(sql`point(lng * cos(radians(lat)), lat)`),
  /** Grid cell of 0.02° × 0.02° (about 2 km): "newest within a radius" walks (cell, created_at) per cell. */
  cell: integer('cell').generatedAlwaysAs(
    sql`floor((lat + 90) / 0.02)::int * 20000 + floor((lng + 180) / 0.02)::int`,
  ),
});

const engagementColumns = () => ({
  likes: integer('likes').notNull().default(0),
  ratingAvg: real('rating_avg'),
  ratingCount: integer('rating_count').notNull().default(0),
});

const imageColumns = () => ({
  /** Stored file name without variant prefix; variants are `thumb-`, `small-`, `big-` + this. */
  imageFile: text('image_file'),
  /** Height / width of the image, so the grid can reserve its box. */
  imageAspect: real('image_aspect'),
});

const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tags = pgTable('tags', {
  tag: text('tag').primaryKey(),
  category: text('category').notNull(),
  labelAm: text('label_am'),
  imageFile: text('image_file'),
});

export const companies = pgTable(
  'companies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    nameAm: text('name_am'),
    description: text('description'),
    phone: text('phone'),
    address: text('address'),
    verified: boolean('verified').notNull().default(false),
    /** Social links (spec §3 company attributes): telegram, instagram, website, facebook, email, twitter. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    ...imageColumns(),
    ...geoColumns(),
    ...engagementColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('companies_handle_key').on(sql`lower(${t.handle})`),
    index('companies_geo_idx').using('gist', t.geo),
    index('companies_pt_idx').using('gist', t.pt),
    index('companies_cell_created_idx').on(t.cell, t.createdAt.desc(), t.id.desc()),
    index('companies_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const products = pgTable(
  'products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameAm: text('name_am'),
    description: text('description'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Up to 3 image file names; the first is the product's profile image (spec §9). */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    ...imageColumns(),
    /** Copied from the company (kept in step by a trigger) so products have their own KNN index. */
    ...geoColumns(),
    ...engagementColumns(),
    ...timestamps(),
  },
  (t) => [
    index('products_company_idx').on(t.companyId),
    index('products_geo_idx').using('gist', t.geo),
    index('products_pt_idx').using('gist', t.pt),
    index('products_cell_created_idx').on(t.cell, t.createdAt.desc(), t.id.desc()),
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const places = pgTable(
  'places',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `demo`, `osm` (imported OpenStreetMap rows) or `user`. */
    source: text('source').notNull(),
    /** Identity in the source (`osm:node/…`, `amt2023:…`); re-imports update by it. */
    sourceId: text('source_id'),
    name: text('name').notNull(),
    nameAm: text('name_am'),
    nameEn: text('name_en'),
    category: text('category').notNull(),
    categoryGroup: text('category_group'),
    address: text('address'),
    phone: text('phone'),
    website: text('website'),
    openingHours: text('opening_hours'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    ...imageColumns(),
    ...geoColumns(),
    ...engagementColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('places_source_key').on(t.sourceId),
    index('places_geo_idx').using('gist', t.geo),
    index('places_pt_idx').using('gist', t.pt),
    index('places_cell_created_idx').on(t.cell, t.createdAt.desc(), t.id.desc()),
    index('places_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 0 company, 1 product (spec §7 photo owner types). */
    ownerType: smallint('owner_type').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    fileName: text('file_name').notNull(),
    aspect: real('aspect').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photos_owner_idx').on(t.ownerType, t.ownerId, t.createdAt.desc())],
);

/** Small key/value store for facts about the database itself (demo seeded, …). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
