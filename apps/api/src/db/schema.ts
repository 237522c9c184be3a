import type { OpeningHours } from '@sefer/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { soundSql } from './word-sound.ts';
import { tiledPointSql } from './word-tile.ts';

/** A point on the earth as the `earthdistance` extension stores it (a 3-D `cube`). */
const earth = customType<{ data: string }>({ dataType: () => 'cube' });

/** Ranges of integers (PostgreSQL `int4multirange`), written as their text literal. */
const int4multirange = customType<{ data: string }>({ dataType: () => 'int4multirange' });

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

/** A count that starts at zero. */
const counter = (name: string) => integer(name).notNull().default(0);

const engagementColumns = () => ({
  likes: counter('likes'),
  /** Views recorded by `POST /api/v2/view/{kind}/{id}` (debounced per viewer). */
  views: counter('views'),
  /**
   * Forward-decayed engagement, ln(Σ weight·e^((t − 2026-01-01) / 3 days)); -Infinity until the first view
   * or like. Bumped by `sefer_bump_trend` (migration 0006, docs/decisions/0007-trending-forward-decay.md).
   */
  trend: doublePrecision('trend').notNull().default(Number.NEGATIVE_INFINITY),
  /** sum / count of the reviews, kept by the reviews trigger (migration 0009); null with no review. */
  ratingAvg: real('rating_avg'),
  ratingCount: counter('rating_count'),
  /** Sum of the review ratings: exact, so the average never drifts. */
  ratingSum: counter('rating_sum'),
});

const imageColumns = () => ({
  /** Stored file name without variant prefix; variants are `thumb-`, `small-`, `big-` + this. */
  imageFile: text('image_file'),
  /** Height / width of the image, so the grid can reserve its box. */
  imageAspect: real('image_aspect'),
});

/** A moment written by the database when the row is made or changed. */
const stampedAt = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

const createdAt = () => stampedAt('created_at');

const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: stampedAt('updated_at'),
});

/** A table's own row id. */
const serialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** The account a row belongs to, deleted with it. */
const userRef = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The company a row belongs to, deleted with it. */
const companyRef = () =>
  bigint('company_id', { mode: 'number' })
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** What a row is about: 0 company, 2 product, 3 place (ENTITY_KIND) and its id. */
const subjectColumns = () => ({
  kind: smallint('kind').notNull(),
  entityId: bigint('entity_id', { mode: 'number' }).notNull(),
});

/** A texted code's columns: stored as an HMAC, never in clear, live until it expires or is tried too often. */
const codeColumns = () => ({
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Wrong tries so far; the code is dead at ACTIVATION_CODE_MAX_TRIES. */
  tries: smallint('tries').notNull().default(0),
  sentAt: stampedAt('sent_at'),
});

/**
 * Search keys (migrations 0008, 0010): `sefer_search_key` of tags, description and the like (`search_text`),
 * the SQL twin of `searchKey` in packages/contract/src/search-text.ts; `sefer_search_name` of the names
 * (`search_name`): their key plus its translation by the curated vocabulary (search-aliases.ts).
 */
const keyOf = (fn: string, parts: string[]) =>
  sql.raw(`${fn}(${parts.map((p) => `coalesce(${p}, '')`).join(` || ' ' || `)})`);
const searchKeyOf = (...parts: string[]) => keyOf('sefer_search_key', parts);
const searchNameOf = (...parts: string[]) => keyOf('sefer_search_name', parts);
const trigramIndexes = (
  table: string,
  t: { searchName: AnyPgColumn; searchText: AnyPgColumn; tags: AnyPgColumn },
) => [
  index(`${table}_search_name_idx`)
    .using('gin', sql`${t.searchName} gin_trgm_ops`)
    .with({ fastupdate: false }),
  index(`${table}_search_text_idx`)
    .using('gin', sql`${t.searchText} gin_trgm_ops`)
    .with({ fastupdate: false }),
  index(`${table}_tags_idx`).using('gin', t.tags),
];

/** A mapped table's own indexes: radius boxes, nearest first, and newest first in a grid cell and overall. */
const mapIndexes = (
  table: string,
  t: Record<'geo' | 'pt' | 'cell' | 'createdAt' | 'id', ExtraConfigColumn>,
) => [
  index(`${table}_geo_idx`).using('gist', t.geo),
  index(`${table}_pt_idx`).using('gist', t.pt),
  index(`${table}_cell_created_idx`).on(t.cell, t.createdAt.desc(), t.id.desc()),
  index(`${table}_created_idx`).on(t.createdAt.desc(), t.id.desc()),
];

export const tags = pgTable(
  'tags',
  {
    tag: text('tag').primaryKey(),
    category: text('category').notNull(),
    labelAm: text('label_am'),
    imageFile: text('image_file'),
  },
  // A tag by its Amharic label folded as a `#` key is (migration 0017).
  (t) => [index('tags_label_key_idx').on(sql`replace(sefer_fold_text(${t.labelAm}), ' ', '_')`)],
);

export const companies = pgTable(
  'companies',
  {
    id: serialId(),
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    nameAm: text('name_am'),
    description: text('description'),
    /** The description and address in Amharic, when the owner wrote them (migration 0029). */
    descriptionAm: text('description_am'),
    phone: text('phone'),
    address: text('address'),
    addressAm: text('address_am'),
    verified: boolean('verified').notNull().default(false),
    /** Social links (spec §3 company attributes): telegram, instagram, website, facebook, email, twitter. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The account that registered it (one company per account); null only for rows made before owners. */
    ownerId: bigint('owner_id', { mode: 'number' }).references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** Opening hours as the owner set them (`OpeningHours` of the contract), null when not given. */
    hours: jsonb('hours').$type<OpeningHours>(),
    /** The same hours as minutes from Monday 00:00 Addis time (`openWeekLiteral`), for "Open now". */
    openWeek: int4multirange('open_week'),
    searchName: text('search_name').generatedAlwaysAs(searchNameOf('"name"', '"name_am"', '"handle"')),
    searchText: text('search_text').generatedAlwaysAs(
      searchKeyOf('sefer_tags_text("tags")', '"description"'),
    ),
    ...imageColumns(),
    ...geoColumns(),
    ...engagementColumns(),
    ...timestamps(),
  },
  (t) => [
    ...trigramIndexes('companies', t),
    uniqueIndex('companies_handle_key').on(sql`lower(${t.handle})`),
    ...mapIndexes('companies', t),
    uniqueIndex('companies_owner_key').on(t.ownerId),
    index('companies_verified_phone_idx').on(t.phone).where(sql`${t.verified}`),
  ],
);

/** The live code that confirms a company's business phone (the verified mark), like sign-up codes. */
export const companyPhoneCodes = pgTable('company_phone_codes', {
  companyId: bigint('company_id', { mode: 'number' })
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The number the code went to: confirming verifies this number only. */
  phone: text('phone').notNull(),
  ...codeColumns(),
});

export const products = pgTable(
  'products',
  {
    id: serialId(),
    companyId: companyRef(),
    name: text('name').notNull(),
    nameAm: text('name_am'),
    description: text('description'),
    /** The description in Amharic, when the owner wrote one (migration 0029). */
    descriptionAm: text('description_am'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Up to 3 image file names; the first is the product's profile image (spec §9). */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    searchName: text('search_name').generatedAlwaysAs(searchNameOf('"name"', '"name_am"')),
    /** Tags, description and the company's names; set by the `products_search_text` trigger. */
    searchText: text('search_text'),
    ...imageColumns(),
    /** Copied from the company (kept in step by a trigger) so products have their own KNN index. */
    ...geoColumns(),
    ...engagementColumns(),
    ...timestamps(),
  },
  (t) => [
    ...trigramIndexes('products', t),
    index('products_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    ...mapIndexes('products', t),
  ],
);

export const places = pgTable(
  'places',
  {
    id: serialId(),
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
    searchName: text('search_name').generatedAlwaysAs(searchNameOf('"name"', '"name_en"', '"name_am"')),
    searchText: text('search_text').generatedAlwaysAs(
      searchKeyOf('sefer_tags_text("tags")', '"category"', '"address"'),
    ),
    ...imageColumns(),
    ...geoColumns(),
    ...engagementColumns(),
    ...timestamps(),
  },
  (t) => [
    ...trigramIndexes('places', t),
    uniqueIndex('places_source_key').on(t.sourceId),
    ...mapIndexes('places', t),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: serialId(),
    /** 0 company, 1 product (spec §7 photo owner types). */
    ownerType: smallint('owner_type').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    fileName: text('file_name').notNull(),
    aspect: real('aspect').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('photos_owner_idx').on(t.ownerType, t.ownerId, t.createdAt.desc(), t.id.desc())],
);

/** Company posts (spec §3 post, the "notices"), newest first per company. */
export const posts = pgTable(
  'posts',
  {
    id: serialId(),
    companyId: companyRef(),
    body: text('body').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('posts_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    check('posts_body_check', sql`char_length(btrim(${t.body})) BETWEEN 1 AND 2000`),
  ],
);

/** Small key/value store for facts about the database itself (demo seeded, …). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: stampedAt('updated_at'),
});

/** Accounts (spec §3 user profile). Identified by an Ethiopian mobile number in E.164. */
export const users = pgTable(
  'users',
  {
    id: serialId(),
    phone: text('phone').notNull(),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    gender: text('gender'),
    birthDate: date('birth_date'),
    bio: text('bio'),
    imageFile: text('image_file'),
    userName: text('user_name'),
    /** Chosen interest tags; null until the user has chosen (the interests dialog shows then), [] for none. */
    interests: text('interests').array(),
    /**
     * For You's weight per tag (interests, then the tags of the 100 most recent likes), kept by triggers
     * (migration 0015).
     */
    forYouWeights: jsonb('for_you_weights').notNull().default(sql`'{}'::jsonb`),
    /** argon2id; null until the user creates a password. */
    passwordHash: text('password_hash'),
    /** Set when the first activation code was confirmed. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /**
     * When the account was last used: sign-up, then every sign-in and token refresh, written at most once a day
     * by the `refresh_tokens_activity` trigger (migration 0027). Six months later the account is deleted.
     */
    lastActiveAt: stampedAt('last_active_at'),
    /** When the SMS warning of that deletion was queued; cleared by the next use (modules/account/idle-accounts.ts). */
    idleWarnedAt: timestamp('idle_warned_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_user_name_key').on(sql`lower(${t.userName})`),
    // Pending accounts that never activate are removed after a day (modules/sms/pending-cleanup.ts).
    index('users_pending_created_idx')
      .on(t.createdAt)
      .where(sql`${t.activatedAt} IS NULL AND ${t.passwordHash} IS NULL`),
    // Idle accounts: those due a warning, and warned ones due deletion (modules/account/idle-accounts.ts).
    index('users_last_active_idx').on(t.lastActiveAt),
    index('users_idle_warned_idx').on(t.idleWarnedAt).where(sql`${t.idleWarnedAt} IS NOT NULL`),
    check('users_gender_check', sql`${t.gender} IN ('Female', 'Male')`),
  ],
);

/** A texted code's row: one live code per account. */
const smsCodeColumns = () => ({
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...codeColumns(),
});

/** At most one live activation code per account. */
export const activationCodes = pgTable('activation_codes', smsCodeColumns());

/**
 * Refresh tokens: random, stored as SHA-256, rotated on every use. All tokens descended from one login
 * share a family; presenting a used one revokes the family (theft detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serialId(),
    userId: userRef(),
    family: uuid('family').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Once used: the token that replaced it, sealed with a key only this token's holder has
     * (modules/auth/successor-seal.ts), so a refresh racing the rotation gets the same successor.
     */
    successorSealed: text('successor_sealed'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.family),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Failed sign-ins, per key (`phone:+251…`, `ip:…`, `device:…`), for throttling (auth/throttle.ts). `subject` is the
 * number a per-address failure was for, so the address ceiling counts numbers (migration 0022). Old rows are pruned.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serialId(),
    key: text('key').notNull(),
    subject: text('subject'),
    at: stampedAt('at'),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at)],
);

/** Devices an account signed in from (migration 0022): the signed device token names one (auth/device-token.ts). */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    createdAt: createdAt(),
    lastUsedAt: stampedAt('last_used_at'),
  },
  (t) => [index('login_devices_user_idx').on(t.userId)],
);

/**
 * A code to reset a forgotten password (migration 0026): apart from activation codes, under an HMAC of its own
 * purpose (auth/secrets.ts), so it never activates an account or creates a first password.
 */
export const passwordResetCodes = pgTable('password_reset_codes', smsCodeColumns());

/**
 * Sessions (migration 0026): one per sign-in, i.e. per refresh-token family, with the browser it came from —
 * its `X-Device-Id`, user agent and known device (login_devices) — and when it was first and last used (a
 * refresh). Live while its family has a live token (auth/session.repository.ts).
 */
export const loginSessions = pgTable(
  'login_sessions',
  {
    id: serialId(),
    family: uuid('family').notNull(),
    userId: userRef(),
    /** The `X-Device-Id` header the browser sent when signing in (its own random id), if valid. */
    deviceId: text('device_id'),
    /** The known device the sign-in made or used; its standing ends when the session is signed out from elsewhere. */
    loginDeviceId: text('login_device_id').references(() => loginDevices.id, { onDelete: 'set null' }),
    /** The latest `User-Agent`, cut to 400 characters. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: stampedAt('last_used_at'),
  },
  (t) => [
    uniqueIndex('login_sessions_family_key').on(t.family),
    index('login_sessions_user_idx').on(t.userId),
  ],
);

/**
 * Every text message, queued in the transaction that made its code and sent after commit by the sender
 * loop (modules/sms/sms-dispatcher.ts). Also the ledger the SMS limits count. `code` is kept by the log
 * sender only, for development; a provider's message has its digits masked once it is sent or given up.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serialId(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: createdAt(),
    /** `pending` (queued or being sent), `sent`, or `failed` (given up; `last_error` says why). */
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    /** The latest delivery failure, kept after a retry succeeded. */
    lastError: text('last_error'),
    /** When a pending message is next tried; while an attempt runs, the end of its lease. */
    nextAttemptAt: stampedAt('next_attempt_at'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The client address that asked for a sign-up code (null for other messages). */
    clientAddress: text('client_address'),
  },
  (t) => [
    index('sms_outbox_phone_idx').on(t.phone, t.id.desc()),
    index('sms_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('sms_outbox_created_idx').on(t.createdAt),
    index('sms_outbox_phone_created_idx').on(t.phone, t.createdAt),
    index('sms_outbox_address_created_idx')
      .on(t.clientAddress, t.createdAt)
      .where(sql`${t.clientAddress} IS NOT NULL`),
    check('sms_outbox_status_check', sql`${t.status} IN ('pending', 'sent', 'failed')`),
  ],
);

/** Likes (spec §7 engage calls). Kind 0 company, 2 product, 3 place; the entity's `likes` counts these rows. */
export const likes = pgTable(
  'likes',
  {
    userId: userRef(),
    ...subjectColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'likes_pkey', columns: [t.userId, t.kind, t.entityId] }),
    index('likes_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('likes_entity_idx').on(t.kind, t.entityId),
    check('likes_kind_check', sql`${t.kind} IN (0, 2, 3)`),
  ],
);

/** Every counted view, by a user or (anonymous) a device id: trending, and "also visited" by co-viewing. */
export const views = pgTable(
  'views',
  {
    id: serialId(),
    ...subjectColumns(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** The X-Device-Id of views counted before migration 0023; no longer written. */
    deviceId: text('device_id'),
    /** An anonymous view's visitor: keyed hash of the client address and the day (views/view-address.ts). */
    addressKey: text('address_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('views_entity_created_idx').on(t.kind, t.entityId, t.createdAt.desc()),
    /** "Also visited": one viewer's (user, else address and day) latest views; INCLUDE (kind, entity_id) in 0023. */
    index('views_viewer_idx').on(
      sql`sefer_viewer(${t.userId}, ${t.deviceId}, ${t.addressKey})`,
      t.createdAt.desc(),
    ),
    /** One anonymous view per address, day and subject (migration 0023). */
    uniqueIndex('views_address_subject_key')
      .on(t.kind, t.entityId, t.addressKey)
      .where(sql`${t.addressKey} IS NOT NULL`),
    check('views_kind_check', sql`${t.kind} IN (0, 2, 3)`),
  ],
);

/** The point in the Mercator plane (x = lng, y = Mercator latitude, degrees): nearest-first for the feeds. */
const MERCATOR_PT = sql`point(lng, degrees(ln(tan(radians(45 + greatest(-85, least(85, lat)) / 2)))))`;

/**
 * One row per company, product and place with its feed card precomputed (migration 0007, kept in step by
 * triggers on the three tables; docs/decisions/0010-feed-entries.md). The home feeds read only this:
 * one KNN index for nearest first, and per grid (0.02° `cell`, 0.1° `cell_coarse`, none) a
 * (cell, kind, key DESC, id DESC) index for new (`created_at`), trending (`trend`) and popular (`popularity`).
 */
export const feedEntries = pgTable(
  'feed_entries',
  {
    /** 0 company, 2 product, 3 place (ENTITY_KIND). */
    kind: smallint('kind').notNull(),
    id: bigint('id', { mode: 'number' }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    pt: planar('pt').generatedAlwaysAs(MERCATOR_PT),
    cell: integer('cell').generatedAlwaysAs(
      sql`floor((lat + 90) / 0.02)::int * 20000 + floor((lng + 180) / 0.02)::int`,
    ),
    cellCoarse: integer('cell_coarse').generatedAlwaysAs(
      sql`floor((lat + 90) / 0.1)::int * 4000 + floor((lng + 180) / 0.1)::int`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    trend: doublePrecision('trend').notNull().default(sql`'-Infinity'`),
    likes: counter('likes'),
    ratingAvg: real('rating_avg'),
    ratingCount: counter('rating_count'),
    /** log2(1 + likes) + 2 × (Bayesian rating − 3), the rating pulled towards 3 by 10 phantom votes. */
    popularity: doublePrecision('popularity').generatedAlwaysAs(
      sql`ln(1 + greatest(likes, 0)) / ln(2) + 2 * ((30 + rating_count * coalesce(rating_avg, 3)) / (10 + rating_count) - 3)`,
    ),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    nameAm: text('name_am'),
    imageFile: text('image_file'),
    imageAspect: real('image_aspect'),
    companyId: bigint('company_id', { mode: 'number' }),
    companyAt: text('company_at'),
    companyName: text('company_name'),
    companyImageFile: text('company_image_file'),
    companyImageAspect: real('company_image_aspect'),
    verified: boolean('verified').notNull().default(false),
    description: text('description'),
    price: doublePrecision('price'),
    category: text('category'),
    osm: boolean('osm').notNull().default(false),
    /** A company row's opening hours (migration 0020), for its card's Open now / Closed; null elsewhere. */
    hours: jsonb('hours').$type<OpeningHours>(),
    /** Open minutes of the week of the company (a product's: its company's); null for places and no hours. */
    openWeek: int4multirange('open_week'),
  },
  (t) => [
    primaryKey({ name: 'feed_entries_pkey', columns: [t.kind, t.id] }),
    check('feed_entries_kind_check', sql`${t.kind} IN (0, 2, 3)`),
    // SP-GiST (migration 0012), each with INCLUDE ("kind", "id", "tags") in migration 0014 for index-only
    // reads of For You's pool and the quick-action tags.
    index('feed_entries_pt_idx').using('spgist', t.pt),
    index('feed_entries_company_pt_idx').using('spgist', t.pt).where(sql`${t.kind} = 0`),
    index('feed_entries_product_pt_idx').using('spgist', t.pt).where(sql`${t.kind} = 2`),
    index('feed_entries_place_pt_idx').using('spgist', t.pt).where(sql`${t.kind} = 3`),
    // Each also has INCLUDE ("pt") in the migration (drizzle has no INCLUDE), for index-only radius tests.
    ...(
      [
        ['new', t.createdAt],
        ['trend', t.trend],
        ['popular', t.popularity],
      ] as const
    ).flatMap(([name, key]) => [
      index(`feed_entries_cell_${name}_idx`).on(t.cell, t.kind, key.desc(), t.id.desc()),
      index(`feed_entries_coarse_${name}_idx`).on(t.cellCoarse, t.kind, key.desc(), t.id.desc()),
      index(`feed_entries_${name}_idx`).on(t.kind, key.desc(), t.id.desc()),
    ]),
    index('feed_entries_company_idx').on(t.companyId).where(sql`${t.kind} = 2`),
    // "Open now" (migration 0020): the same scans over the rows with hours only, each with INCLUDE (…, "open_week")
    // in the migration so the open test reads the index.
    index('feed_entries_open_pt_idx').using('spgist', t.pt).where(sql`${t.openWeek} IS NOT NULL`),
    index('feed_entries_company_open_pt_idx')
      .using('spgist', t.pt)
      .where(sql`${t.kind} = 0 AND ${t.openWeek} IS NOT NULL`),
    index('feed_entries_product_open_pt_idx')
      .using('spgist', t.pt)
      .where(sql`${t.kind} = 2 AND ${t.openWeek} IS NOT NULL`),
    ...(
      [
        ['new', t.createdAt],
        ['trend', t.trend],
        ['popular', t.popularity],
      ] as const
    ).flatMap(([name, key]) => [
      index(`feed_entries_cell_${name}_open_idx`)
        .on(t.cell, t.kind, key.desc(), t.id.desc())
        .where(sql`${t.openWeek} IS NOT NULL`),
      index(`feed_entries_coarse_${name}_open_idx`)
        .on(t.cellCoarse, t.kind, key.desc(), t.id.desc())
        .where(sql`${t.openWeek} IS NOT NULL`),
      index(`feed_entries_${name}_open_idx`)
        .on(t.kind, key.desc(), t.id.desc())
        .where(sql`${t.openWeek} IS NOT NULL`),
    ]),
  ],
);

/**
 * Reviews (migration 0009): one per user and subject (kind 0 company, 2 product, 3 place), a second
 * replacing the first. A trigger keeps the subject's rating_sum / rating_count / rating_avg, and through
 * the subject's own trigger the feed_entries row.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serialId(),
    /** Null once the author deleted their account and kept the review (a "former user", migration 0027). */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    ...subjectColumns(),
    rating: smallint('rating').notNull(),
    text: text('text'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reviews_user_subject_key').on(t.userId, t.kind, t.entityId),
    index('reviews_subject_created_idx').on(t.kind, t.entityId, t.createdAt.desc(), t.id.desc()),
    check('reviews_kind_check', sql`${t.kind} IN (0, 2, 3)`),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_text_check', sql`${t.text} IS NULL OR (char_length(${t.text}) BETWEEN 1 AND 1000)`),
  ],
);

/**
 * Search postings (migration 0011, docs/decisions/0013-search-at-scale.md): one row per distinct word of a
 * row's `search_name`/`search_text` and per `#tag`, with the row's `pt`, kept in step by triggers on the
 * three tables. `spt` is `pt` shifted into the word's tile (migration 0016, docs/decisions/0019-search-word-tiles.md);
 * per kind an SP-GiST index on it, carrying id and word, reads a word's rows nearest first.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').notNull(),
    /** 0 company, 2 product, 3 place (ENTITY_KIND). */
    kind: smallint('kind').notNull(),
    id: bigint('id', { mode: 'number' }).notNull(),
    pt: planar('pt').notNull(),
    spt: planar('spt').generatedAlwaysAs(sql.raw(tiledPointSql('"pt"', '"word"'))),
  },
  (t) => [
    primaryKey({ name: 'search_words_pkey', columns: [t.kind, t.id, t.word] }),
    // INCLUDE (id, word): drizzle's index builder cannot write it; migration 0016 does.
    index('search_words_company_spt_idx').using('spgist', t.spt).where(sql`${t.kind} = 0`),
    index('search_words_product_spt_idx').using('spgist', t.spt).where(sql`${t.kind} = 2`),
    index('search_words_place_spt_idx').using('spgist', t.spt).where(sql`${t.kind} = 3`),
  ],
);

/** The distinct words of `search_words` (tags aside) and how many rows hold each; a trigram index expands typed words. */
export const searchDictionary = pgTable(
  'search_dictionary',
  {
    word: text('word').primaryKey(),
    n: integer('n').notNull(),
    /** How the word sounds (migration 0018): words spelled differently that sound alike share it. */
    sound: text('sound').generatedAlwaysAs(sql.raw(soundSql('"word"'))),
  },
  (t) => [
    index('search_dictionary_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`).with({ fastupdate: false }),
    index('search_dictionary_sound_idx').on(t.sound, t.n.desc()),
  ],
);

/**
 * Insights for business owners (migration 0030, docs/owners.md "Insights"): raw per-person events, one per
 * person, subject (0 company, 2 product), action (STAT_ACTION) and Addis Ababa day; kept six months.
 */
export const statEvents = pgTable(
  'stat_events',
  {
    ...subjectColumns(),
    companyId: companyRef(),
    day: date('day').notNull(),
    action: smallint('action').notNull(),
    /** `u<user id>`, or `a<address key>` for a visitor (views/view-address.ts). */
    who: text('who').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    /** A review's rating. */
    rating: smallint('rating'),
  },
  (t) => [
    primaryKey({ name: 'stat_events_pkey', columns: [t.kind, t.entityId, t.action, t.who, t.day] }),
    index('stat_events_company_day_idx').on(t.companyId, t.day),
    index('stat_events_day_idx').on(t.day),
    index('stat_events_user_idx').on(t.userId).where(sql`${t.userId} IS NOT NULL`),
  ],
);

/** Daily totals per subject (migration 0030), kept. */
export const statDays = pgTable(
  'stat_days',
  {
    ...subjectColumns(),
    companyId: companyRef(),
    day: date('day').notNull(),
    views: counter('views'),
    /** Viewers whose first view of the subject in the day's month fell on this day (a month's unique viewers). */
    monthViewers: counter('month_viewers'),
    likes: counter('likes'),
    unlikes: counter('unlikes'),
    reviews: counter('reviews'),
    ratingSum: counter('rating_sum'),
    calls: counter('calls'),
    telegram: counter('telegram'),
    website: counter('website'),
    directions: counter('directions'),
    searchAppearances: counter('search_appearances'),
    feedAppearances: counter('feed_appearances'),
  },
  (t) => [
    primaryKey({ name: 'stat_days_pkey', columns: [t.kind, t.entityId, t.day] }),
    index('stat_days_company_day_idx').on(t.companyId, t.day),
  ],
);

/** Search keys whose results listed a company or its products, per day (migration 0030). */
export const statSearchKeys = pgTable(
  'stat_search_keys',
  {
    companyId: companyRef(),
    day: date('day').notNull(),
    key: text('key').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'stat_search_keys_pkey', columns: [t.companyId, t.day, t.key] })],
);
