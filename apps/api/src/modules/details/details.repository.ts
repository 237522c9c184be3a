import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { earthDistance, earthPoint } from '../../db/earth-sql.ts';
import { companies, likes, photos, places, posts, products } from '../../db/schema.ts';
import { int, run, runOne } from '../../db/typed-sql.ts';

/** The viewer's point for `distance` (null: not given) and the signed-in user for `isLiked`. */
export type DetailArgs = { lat: number | null; lng: number | null; userId: number | null };

/** Columns every detail row has. */
type CommonRow = {
  id: number;
  name: string;
  name_am: string | null;
  tags: string[];
  image_file: string | null;
  image_aspect: number | null;
  lat: number;
  lng: number;
  address: string | null;
  address_am: string | null;
  description_am: string | null;
  phone: string | null;
  rating: number | null;
  rating_count: number;
  likes: number;
  views: number;
  created_at: Date | string;
  distance: number | null;
  is_liked: boolean;
};

export type CompanyRow = CommonRow & {
  handle: string;
  description: string | null;
  verified: boolean;
  attributes: unknown;
  photo_files: string[];
  photo_aspects: number[];
  product_count: number;
  post_count: number;
  photo_count: number;
  /** Opening hours as the owner's API stored them (`OpeningHours`), or null. */
  hours: unknown;
};

export type ProductRow = CommonRow & {
  description: string | null;
  price: number | null;
  images: string[];
  image_aspects: number[];
  company_id: number;
  company_handle: string;
  company_name: string;
  company_name_am: string | null;
  company_image_file: string | null;
  company_image_aspect: number | null;
  company_verified: boolean;
};

export type PlaceRow = CommonRow & {
  local_name: string;
  category: string;
  website: string | null;
  opening_hours: string | null;
  source: string;
};

export type CompanyProductRow = {
  id: number;
  name: string;
  name_am: string | null;
  description: string | null;
  description_am: string | null;
  image_file: string | null;
  image_aspect: number | null;
  price: number | null;
  tags: string[];
  rating: number | null;
  rating_count: number;
  likes: number;
};
export type PostRow = { id: number; company_id: number; body: string; created_at: Date | string };
export type PhotoRow = { id: number; file_name: string; aspect: number; created_at: Date | string };

/** Photos shown in a company's header gallery (the full list is `GET /api/photo/owner/0/{id}`). */
const GALLERY_PHOTOS = 8;

/** The distance of the row's `geo` from the viewer's point, null without one. */
const distanceFrom = (geo: SQL, { lat, lng }: DetailArgs) =>
  lat === null || lng === null
    ? sql`NULL::float8 AS distance`
    : sql`${earthDistance(geo, earthPoint(sql`${lat}::float8`, sql`${lng}::float8`))} AS distance`;
const isLiked = (kind: number, id: SQL, { userId }: DetailArgs) =>
  userId === null
    ? sql`false AS is_liked`
    : sql`EXISTS (SELECT 1 FROM ${likes} l WHERE l.user_id = ${userId}::bigint AND l.kind = ${int(kind)}
        AND l.entity_id = ${id}) AS is_liked`;

const companySql = (id: number, a: DetailArgs) => sql`
  SELECT c.id, c.handle, c.name, c.name_am, c.description, c.description_am, c.phone, c.address, c.address_am,
    c.verified, c.attributes, c.tags,
    c.image_file, c.image_aspect, c.lat, c.lng, c.likes, c.views, c.rating_avg::float8 AS rating, c.rating_count,
    c.created_at, c.hours, ${distanceFrom(sql`c.geo`, a)}, ${isLiked(0, sql`c.id`, a)},
    ARRAY(SELECT ph.file_name FROM ${photos} ph WHERE ph.owner_type = 0 AND ph.owner_id = c.id
          ORDER BY ph.created_at DESC NULLS LAST, ph.id DESC NULLS LAST LIMIT ${int(GALLERY_PHOTOS)}) AS photo_files,
    ARRAY(SELECT ph.aspect::float8 FROM ${photos} ph WHERE ph.owner_type = 0 AND ph.owner_id = c.id
          ORDER BY ph.created_at DESC NULLS LAST, ph.id DESC NULLS LAST LIMIT ${int(GALLERY_PHOTOS)}) AS photo_aspects,
    (SELECT count(*)::int FROM ${products} p WHERE p.company_id = c.id) AS product_count,
    (SELECT count(*)::int FROM ${posts} po WHERE po.company_id = c.id) AS post_count,
    (SELECT count(*)::int FROM ${photos} ph WHERE ph.owner_type = 0 AND ph.owner_id = c.id) AS photo_count
  FROM ${companies} c WHERE c.id = ${id}`;

// A product's extra pictures are its own photos (owner type 1); the aspect of each comes from there.
const productSql = (id: number, a: DetailArgs) => sql`
  SELECT p.id, p.name, p.name_am, p.description, p.description_am, p.price::float8 AS price, p.tags, p.images,
    ARRAY(SELECT coalesce(CASE WHEN u.f = p.image_file THEN p.image_aspect END,
                          (SELECT ph.aspect FROM ${photos} ph
                            WHERE ph.owner_type = 1 AND ph.owner_id = p.id AND ph.file_name = u.f LIMIT 1),
                          1)::float8
            FROM unnest(p.images) WITH ORDINALITY AS u(f, i) ORDER BY u.i) AS image_aspects,
    p.image_file, p.image_aspect, p.lat, p.lng, c.address, c.address_am, c.phone, p.likes, p.views,
    p.rating_avg::float8 AS rating, p.rating_count, p.created_at, ${distanceFrom(sql`p.geo`, a)}, ${isLiked(2, sql`p.id`, a)},
    c.id AS company_id, c.handle AS company_handle, c.name AS company_name, c.name_am AS company_name_am,
    c.image_file AS company_image_file, c.image_aspect AS company_image_aspect, c.verified AS company_verified
  FROM ${products} p JOIN ${companies} c ON c.id = p.company_id WHERE p.id = ${id}`;

const placeSql = (id: number, a: DetailArgs) => sql`
  SELECT pl.id, coalesce(pl.name_en, pl.name) AS name, pl.name AS local_name, pl.name_am, pl.category, pl.address,
    NULL::text AS address_am, NULL::text AS description_am,
    pl.phone, pl.website, pl.opening_hours, pl.source, pl.tags, pl.image_file, pl.image_aspect, pl.lat, pl.lng,
    pl.likes, pl.views, pl.rating_avg::float8 AS rating, pl.rating_count, pl.created_at,
    ${distanceFrom(sql`pl.geo`, a)}, ${isLiked(3, sql`pl.id`, a)}
  FROM ${places} pl WHERE pl.id = ${id}`;

const companyExists = async (db: Queryable, id: number) =>
  (await run(db, sql`SELECT 1 FROM ${companies} WHERE ${companies.id} = ${id}`)).length > 0;

/** Detail rows and a company's lists; `null` means there is no such company, product or place. */
export function createDetailRepository(db: Queryable) {
  const one = async <T>(statement: SQL) => (await runOne<T>(db, statement)) ?? null;

  return {
    company: (id: number, a: DetailArgs) => one<CompanyRow>(companySql(id, a)),
    product: (id: number, a: DetailArgs) => one<ProductRow>(productSql(id, a)),
    place: (id: number, a: DetailArgs) => one<PlaceRow>(placeSql(id, a)),

    /** A company's products, newest first (products_company_created_idx); `take` = limit + 1. */
    products: async (companyId: number, offset: number, take: number) => {
      if (!(await companyExists(db, companyId))) return null;
      return run<CompanyProductRow>(
        db,
        sql`SELECT p.id, p.name, p.name_am, p.description, p.description_am, p.image_file, p.image_aspect,
           p.price::float8 AS price, p.tags, p.rating_avg::float8 AS rating, p.rating_count, p.likes
         FROM ${products} p WHERE p.company_id = ${companyId}
         ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST LIMIT ${take} OFFSET ${offset}`,
      );
    },

    /** A company's posts, newest first (posts_company_created_idx). */
    posts: async (companyId: number, offset: number, take: number) => {
      if (!(await companyExists(db, companyId))) return null;
      return run<PostRow>(
        db,
        sql`SELECT id, company_id, body, created_at FROM ${posts} WHERE company_id = ${companyId}
         ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST LIMIT ${take} OFFSET ${offset}`,
      );
    },

    /** A company's photos (owner type 0), newest first (photos_owner_idx). */
    photos: async (companyId: number, offset: number, take: number) => {
      if (!(await companyExists(db, companyId))) return null;
      return run<PhotoRow>(
        db,
        sql`SELECT id, file_name, aspect::float8 AS aspect, created_at FROM ${photos}
         WHERE owner_type = 0 AND owner_id = ${companyId}
         ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST LIMIT ${take} OFFSET ${offset}`,
      );
    },
  };
}
export type DetailRepository = ReturnType<typeof createDetailRepository>;
