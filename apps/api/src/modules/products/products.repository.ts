import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, photos, products } from '../../db/schema.ts';
import { run, runOne } from '../../db/typed-sql.ts';
import { PHOTO_OWNER } from '../company/company.repository.ts';

/** The fields of a product as the owner writes them (spec §3 product). */
export type ProductFields = {
  name: string;
  nameAm: string | null;
  description: string | null;
  descriptionAm: string | null;
  price: number | null;
  tags: string[];
};

/** A picture of a product: its stored file and height / width. */
export type Picture = { fileName: string; aspect: number };

/** A product with its company's owner, and its pictures in slot order. */
export type OwnedProductRow = {
  id: number;
  companyId: number;
  ownerId: number | null;
  images: string[];
};

const p = products;

/**
 * Products of the owner's company: the rows, their pictures (photos of owner type 1) and what goes with them.
 * Each method runs on the connection or transaction it is given.
 */
export function createProductsRepository() {
  return {
    /** A product with its company's owner (undefined: no such product); `lock` holds the row to the end. */
    owned: (q: Queryable, productId: number, lock = false) =>
      runOne<OwnedProductRow>(
        q,
        sql`SELECT ${p.id} AS "id", ${p.companyId} AS "companyId", ${companies.ownerId} AS "ownerId",
              ${p.images} AS "images"
            FROM ${p} JOIN ${companies} ON ${companies.id} = ${p.companyId}
            WHERE ${p.id} = ${productId}
            ${lock ? sql`FOR UPDATE OF ${p}` : sql``}`,
      ),

    /** How many products the company has (products_company_created_idx). */
    count: async (q: Queryable, companyId: number) =>
      (
        await runOne<{ n: number }>(
          q,
          sql`SELECT count(*)::int AS "n" FROM ${p} WHERE ${p.companyId} = ${companyId}`,
        )
      )?.n ?? 0,

    /** Holds the company row to the end of the transaction (the product limit). */
    lockCompany: (q: Queryable, companyId: number) =>
      run(q, sql`SELECT 1 FROM ${companies} WHERE ${companies.id} = ${companyId} FOR UPDATE`),

    /** A new product with its pictures; the first is its picture on cards and search. */
    insert: async (q: Queryable, companyId: number, f: ProductFields, pictures: Picture[]) => {
      const [first] = pictures;
      const row = await runOne<{ id: number }>(
        q,
        sql`INSERT INTO ${p} ("company_id", "name", "name_am", "description", "description_am", "price", "tags",
              "images", "image_file", "image_aspect", "lat", "lng")
            SELECT ${companyId}, ${f.name}, ${f.nameAm}, ${f.description}, ${f.descriptionAm}, ${f.price}::numeric,
              ${sql.param(f.tags)}::text[], ${sql.param(pictures.map((x) => x.fileName))}::text[],
              ${first?.fileName ?? null}, ${first?.aspect ?? null}::real, ${companies.lat}, ${companies.lng}
            FROM ${companies} WHERE ${companies.id} = ${companyId}
            RETURNING ${p.id} AS "id"`,
      );
      const id = Number(row?.id);
      for (const picture of pictures) await insertPicture(q, id, picture);
      return id;
    },

    /** Changes the fields given; `undefined` leaves a field as it is. */
    update: async (q: Queryable, productId: number, f: Partial<ProductFields>) => {
      const set = [
        f.name === undefined ? undefined : sql`"name" = ${f.name}`,
        f.nameAm === undefined ? undefined : sql`"name_am" = ${f.nameAm}`,
        f.description === undefined ? undefined : sql`"description" = ${f.description}`,
        f.descriptionAm === undefined ? undefined : sql`"description_am" = ${f.descriptionAm}`,
        f.price === undefined ? undefined : sql`"price" = ${f.price}::numeric`,
        f.tags === undefined ? undefined : sql`"tags" = ${sql.param(f.tags)}::text[]`,
      ].filter((part) => part !== undefined);
      if (set.length === 0) return;
      await run(
        q,
        sql`UPDATE ${p} SET ${sql.join(set, sql`, `)}, "updated_at" = now() WHERE ${p.id} = ${productId}`,
      );
    },

    /**
     * The product's pictures in this order (slot 0 first: its picture on cards and search); a picture that is no
     * longer among them loses its photo row, and one without a row gets its own (a new picture, or one of a
     * product written without rows, as the demo seed writes them), so its height / width outlasts a reorder.
     */
    setPictures: async (q: Queryable, productId: number, pictures: Picture[]) => {
      const names = pictures.map((x) => x.fileName);
      await run(
        q,
        sql`INSERT INTO ${photos} ("owner_type", "owner_id", "file_name", "aspect")
            SELECT ${PHOTO_OWNER.product}, ${productId}, u.f, u.a
            FROM unnest(${sql.param(names)}::text[], ${sql.param(pictures.map((x) => x.aspect))}::real[]) AS u(f, a)
            WHERE NOT EXISTS (SELECT 1 FROM ${photos} WHERE ${photos.ownerType} = ${PHOTO_OWNER.product}
                                AND ${photos.ownerId} = ${productId} AND ${photos.fileName} = u.f)`,
      );
      await run(
        q,
        sql`DELETE FROM ${photos} WHERE ${photos.ownerType} = ${PHOTO_OWNER.product}
             AND ${photos.ownerId} = ${productId} AND NOT (${photos.fileName} = ANY(${sql.param(names)}::text[]))`,
      );
      const [first] = pictures;
      await run(
        q,
        sql`UPDATE ${p} SET "images" = ${sql.param(names)}::text[], "image_file" = ${first?.fileName ?? null},
              "image_aspect" = ${first?.aspect ?? null}::real, "updated_at" = now()
            WHERE ${p.id} = ${productId}`,
      );
    },

    /** The height / width of each of the product's pictures, by file name (1 where none is stored). */
    pictures: async (q: Queryable, productId: number, fileNames: readonly string[]): Promise<Picture[]> => {
      const rows = await run<{ fileName: string; aspect: number }>(
        q,
        sql`SELECT u.f AS "fileName",
              coalesce((SELECT ${photos.aspect} FROM ${photos} WHERE ${photos.ownerType} = ${PHOTO_OWNER.product}
                          AND ${photos.ownerId} = ${productId} AND ${photos.fileName} = u.f LIMIT 1),
                       CASE WHEN u.f = ${p.imageFile} THEN ${p.imageAspect} END, 1)::float8 AS "aspect"
            FROM ${p}, unnest(${sql.param(fileNames)}::text[]) WITH ORDINALITY AS u(f, i)
            WHERE ${p.id} = ${productId} ORDER BY u.i`,
      );
      return rows.map((r) => ({ fileName: r.fileName, aspect: Number(r.aspect) }));
    },

    /**
     * Deletes the product. Its likes, reviews, views and picture rows go with it (the `products_forget` trigger,
     * migration 0025), so My Likes and "also visited" forget it; feeds and search through their own triggers.
     */
    delete: (q: Queryable, productId: number) => run(q, sql`DELETE FROM ${p} WHERE ${p.id} = ${productId}`),
  };
}

/** A photo row (owner type 1) for a product's picture: its height / width, and `photo/delete` by file name. */
const insertPicture = (q: Queryable, productId: number, picture: Picture) =>
  run(
    q,
    sql`INSERT INTO ${photos} ("owner_type", "owner_id", "file_name", "aspect")
        VALUES (${PHOTO_OWNER.product}, ${productId}, ${picture.fileName}, ${picture.aspect})`,
  );

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
