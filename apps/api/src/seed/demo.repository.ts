/**
 * The demo seed's writes: the catalogue (tags, companies, products, places), the browsing and engagement that
 * feed Trending and "also visited", reviews, posts and photos. Bulk rows go in one statement each, as parallel
 * arrays through `unnest`; times travel as text (postgres.js cannot serialise a timestamptz[] parameter).
 */
import { type OpeningHours, openWeekLiteral } from '@sefer/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { KIND_TABLE } from '../db/kind-tables.ts';
import {
  companies,
  meta,
  photos,
  places,
  posts,
  products,
  reviews,
  tags,
  users,
  views,
} from '../db/schema.ts';
import { run, runOne } from '../db/typed-sql.ts';
import { PHOTO_OWNER } from '../modules/company/company.repository.ts';

export type DemoView = { kind: number; id: number; device: string; at: string };
export type DemoReview = {
  user: number;
  kind: number;
  id: number;
  rating: number;
  text: string | null;
  at: string;
};
export type DemoPost = { company: number; body: string; at: string };
export type DemoPhoto = { owner: number; file: string; aspect: number; at: string };
type Picture = { fileName: string; aspect: number };

/** One array parameter of `rows`' values, for `unnest`. */
const column = <Row, T>(rows: readonly Row[], pick: (row: Row) => T) => sql.param(rows.map(pick));
/** Runs an `INSERT … RETURNING … AS "id"` of one row and gives the new row's id. */
const insertedId = async (tx: Queryable, statement: SQL) =>
  Number((await runOne<{ id: number }>(tx, statement))?.id);

/** Whether the catalogue holds anything: the demo only fills an empty database. */
export async function hasContent(db: Queryable): Promise<boolean> {
  const row = await runOne<{ n: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM ${companies})::int + (SELECT count(*) FROM ${places})::int AS "n"`,
  );
  return (row?.n ?? 0) > 0;
}

export const insertTag = (
  tx: Queryable,
  t: { tag: string; category: string; labelAm: string; imageFile: string },
) =>
  run(
    tx,
    sql`INSERT INTO ${tags} ("tag", "category", "label_am", "image_file")
        VALUES (${t.tag}, ${t.category}, ${t.labelAm}, ${t.imageFile})`,
  );

export type DemoCompanyRow = {
  handle: string;
  name: string;
  nameAm: string;
  description: string;
  descriptionAm: string;
  phone: string;
  address: string;
  addressAm: string;
  verified: boolean;
  tags: readonly string[];
  lat: number;
  lng: number;
  likes: number;
  createdAt: string;
};

/** A company with its picture; returns its id. */
export async function insertCompany(tx: Queryable, c: DemoCompanyRow, image: Picture): Promise<number> {
  return insertedId(
    tx,
    sql`INSERT INTO ${companies} ("handle", "name", "name_am", "description", "description_am", "phone", "address",
          "address_am", "verified", "tags", "image_file", "image_aspect", "lat", "lng", "likes", "created_at",
          "updated_at")
        VALUES (${c.handle}, ${c.name}, ${c.nameAm}, ${c.description}, ${c.descriptionAm}, ${c.phone}, ${c.address},
          ${c.addressAm}, ${c.verified}, ${sql.param(c.tags)}::text[], ${image.fileName}, ${image.aspect},
          ${c.lat}, ${c.lng}, ${c.likes}, ${c.createdAt}::timestamptz, ${c.createdAt}::timestamptz)
        RETURNING ${companies.id} AS "id"`,
  );
}

/** A company's hours and their week of open minutes together, as the owner's API writes them. */
export async function setCompanyHours(tx: Queryable, companyId: number, hours: OpeningHours) {
  await run(
    tx,
    sql`UPDATE ${companies} SET "hours" = ${JSON.stringify(hours)}::jsonb,
          "open_week" = ${openWeekLiteral(hours)}::int4multirange
        WHERE ${companies.id} = ${companyId}`,
  );
}

export type DemoProductRow = {
  name: string;
  nameAm: string;
  description: string;
  descriptionAm: string;
  price: number;
  tags: readonly string[];
  likes: number;
  createdAt: string;
};

/** A product of company `companyId` with its one picture; returns its id. Its place follows its company's. */
export async function insertProduct(
  tx: Queryable,
  companyId: number,
  p: DemoProductRow,
  image: Picture,
): Promise<number> {
  return insertedId(
    tx,
    sql`INSERT INTO ${products} ("company_id", "name", "name_am", "description", "description_am", "price", "tags",
          "images", "image_file", "image_aspect", "lat", "lng", "likes", "created_at", "updated_at")
        VALUES (${companyId}, ${p.name}, ${p.nameAm}, ${p.description}, ${p.descriptionAm}, ${p.price},
          ${sql.param(p.tags)}::text[], ${sql.param([image.fileName])}::text[], ${image.fileName}, ${image.aspect},
          0, 0, ${p.likes}, ${p.createdAt}::timestamptz, ${p.createdAt}::timestamptz)
        RETURNING ${products.id} AS "id"`,
  );
}

export type DemoPlaceRow = {
  key: string;
  name: string;
  nameAm: string;
  category: string;
  address: string;
  tags: readonly string[];
  lat: number;
  lng: number;
  likes: number;
  createdAt: string;
};

/** A demo place (source `demo`, its English name its name); returns its id. */
export async function insertPlace(tx: Queryable, p: DemoPlaceRow, image: Picture): Promise<number> {
  return insertedId(
    tx,
    sql`INSERT INTO ${places} ("source", "source_id", "name", "name_am", "name_en", "category", "address", "tags",
          "image_file", "image_aspect", "lat", "lng", "likes", "created_at", "updated_at")
        VALUES ('demo', ${`demo:${p.key}`}, ${p.name}, ${p.nameAm}, ${p.name}, ${p.category}, ${p.address},
          ${sql.param(p.tags)}::text[], ${image.fileName}, ${image.aspect}, ${p.lat}, ${p.lng}, ${p.likes},
          ${p.createdAt}::timestamptz, ${p.createdAt}::timestamptz)
        RETURNING ${places.id} AS "id"`,
  );
}

/** Records that the demo was seeded (the OpenStreetMap extract is due only on such a database). */
export const markDemoSeeded = (tx: Queryable) =>
  run(tx, sql`INSERT INTO ${meta} ("key", "value") VALUES ('demo_seeded', now()::text)`);

/** The ids of one kind's table, in order. */
export const idsOfKind = async (tx: Queryable, kind: keyof typeof KIND_TABLE) => {
  const table = KIND_TABLE[kind];
  return (
    await run<{ id: number }>(tx, sql`SELECT ${table.id} AS "id" FROM ${table} ORDER BY ${table.id}`)
  ).map((row) => Number(row.id));
};

export const insertViews = (tx: Queryable, rows: readonly DemoView[]) =>
  run(
    tx,
    sql`INSERT INTO ${views} ("kind", "entity_id", "device_id", "created_at")
        SELECT kind, entity_id, device_id, at::timestamptz
          FROM unnest(${column(rows, (v) => v.kind)}::smallint[], ${column(rows, (v) => v.id)}::bigint[],
            ${column(rows, (v) => v.device)}::text[], ${column(rows, (v) => v.at)}::text[])
            AS v(kind, entity_id, device_id, at)`,
  );

/**
 * Each item's view count and trend from all its views at once: ln Σ e^x with x as in sefer_bump_trend (weight 1),
 * computed as m + ln Σ e^(x − m) so nothing overflows; the same value the views would have bumped one by one.
 */
export async function countViews(tx: Queryable): Promise<void> {
  for (const [kind, table] of Object.entries(KIND_TABLE)) {
    await run(
      tx,
      sql`UPDATE ${table} SET "views" = s.n, "trend" = s.trend
         FROM (SELECT entity_id, count(*)::int AS n, m + ln(sum(exp(greatest(x - m, -700)))) AS trend
                 FROM (SELECT entity_id, x, max(x) OVER (PARTITION BY entity_id) AS m
                         FROM (SELECT ${views.entityId} AS entity_id,
                                      (extract(epoch FROM ${views.createdAt})::float8 - 1767225600) / 259200.0 AS x
                                 FROM ${views} WHERE ${views.kind} = ${Number(kind)}) a) b
                GROUP BY entity_id, m) s
        WHERE ${table.id} = s.entity_id`,
    );
  }
}

/** A reviewer: an account with a name and no password, so nobody can sign in as it; undefined if the phone is taken. */
export async function insertReviewer(
  tx: Queryable,
  r: { phone: string; firstName: string; lastName: string },
): Promise<number | undefined> {
  const row = await runOne<{ id: number }>(
    tx,
    sql`INSERT INTO ${users} ("phone", "first_name", "last_name", "interests")
        VALUES (${r.phone}, ${r.firstName}, ${r.lastName}, '{}')
        ON CONFLICT ("phone") DO NOTHING RETURNING ${users.id} AS "id"`,
  );
  return row ? Number(row.id) : undefined;
}

export const insertReviews = (tx: Queryable, rows: readonly DemoReview[]) =>
  run(
    tx,
    sql`INSERT INTO ${reviews} ("user_id", "kind", "entity_id", "rating", "text", "created_at", "updated_at")
        SELECT u, k, e, r, t, at::timestamptz, at::timestamptz
          FROM unnest(${column(rows, (r) => r.user)}::bigint[], ${column(rows, (r) => r.kind)}::smallint[],
            ${column(rows, (r) => r.id)}::bigint[], ${column(rows, (r) => r.rating)}::smallint[],
            ${column(rows, (r) => r.text)}::text[], ${column(rows, (r) => r.at)}::text[]) AS x(u, k, e, r, t, at)`,
  );

export const insertPosts = (tx: Queryable, rows: readonly DemoPost[]) =>
  run(
    tx,
    sql`INSERT INTO ${posts} ("company_id", "body", "created_at", "updated_at")
        SELECT c, b, at::timestamptz, at::timestamptz
          FROM unnest(${column(rows, (r) => r.company)}::bigint[], ${column(rows, (r) => r.body)}::text[],
            ${column(rows, (r) => r.at)}::text[]) AS x(c, b, at)`,
  );

/** Company photos (the owner's gallery). */
export const insertCompanyPhotos = (tx: Queryable, rows: readonly DemoPhoto[]) =>
  run(
    tx,
    sql`INSERT INTO ${photos} ("owner_type", "owner_id", "file_name", "aspect", "created_at")
        SELECT ${PHOTO_OWNER.company}, o, f, a, at::timestamptz
          FROM unnest(${column(rows, (r) => r.owner)}::bigint[], ${column(rows, (r) => r.file)}::text[],
            ${column(rows, (r) => r.aspect)}::real[], ${column(rows, (r) => r.at)}::text[]) AS x(o, f, a, at)`,
  );

/**
 * Gives every demo company without an owner an account +25194400NNNN (its id padded to four digits) holding the
 * given password hash, and makes it the owner; returns how many.
 */
export async function insertOwners(tx: Queryable, passwordHash: string): Promise<number> {
  const rows = await run<{ id: number }>(
    tx,
    sql`WITH owners AS (
          INSERT INTO ${users} ("phone", "first_name", "password_hash", "activated_at", "interests")
          SELECT '+25194400' || lpad(${companies.id}::text, 4, '0'), 'Owner', ${passwordHash}, now(), '{}'
            FROM ${companies} WHERE ${companies.ownerId} IS NULL AND ${companies.id} < 10000
          RETURNING ${users.id} AS "id", ${users.phone} AS "phone")
        UPDATE ${companies} SET "owner_id" = owners.id FROM owners
         WHERE owners.phone = '+25194400' || lpad(${companies.id}::text, 4, '0')
        RETURNING ${companies.id} AS "id"`,
  );
  return rows.length;
}
