import { type OpeningHours, openWeekLiteral } from '@sefer/contract';
import { type SQL, sql } from 'drizzle-orm';
import { assignColumns } from '../../db/assign-columns.ts';
import type { Queryable } from '../../db/client.ts';
import { companies, companyPhoneCodes, photos, posts, products } from '../../db/schema.ts';
import { run, runOne } from '../../db/typed-sql.ts';
import type { PhotoRow, PostRow } from '../details/details.repository.ts';

/** Photo owner types of spec §7. */
export const PHOTO_OWNER = { company: 0, product: 1 } as const;

export type OwnCompanyRow = {
  id: number;
  handle: string;
  name: string;
  nameAm: string | null;
  description: string | null;
  descriptionAm: string | null;
  tags: string[];
  phone: string | null;
  address: string | null;
  addressAm: string | null;
  lat: number;
  lng: number;
  verified: boolean;
  attributes: Record<string, string> | null;
  hours: OpeningHours | null;
  imageFile: string | null;
  imageAspect: number | null;
  photoCount: number;
  postCount: number;
  productCount: number;
  createdAt: Date | string;
};

export type CompanyFields = {
  name: string;
  nameAm: string | null;
  handle: string;
  description: string | null;
  descriptionAm: string | null;
  tags: string[];
  phone: string;
  lat: number;
  lng: number;
  address: string | null;
  addressAm: string | null;
};

export type CompanyChanges = Partial<CompanyFields> & {
  social?: Record<string, string | null>;
  hours?: OpeningHours | null;
};

const c = companies;
const OWN_COLUMNS = sql`${c.id} AS "id", ${c.handle} AS "handle", ${c.name} AS "name", ${c.nameAm} AS "nameAm",
  ${c.description} AS "description", ${c.descriptionAm} AS "descriptionAm", ${c.tags} AS "tags",
  ${c.phone} AS "phone", ${c.address} AS "address", ${c.addressAm} AS "addressAm",
  ${c.lat} AS "lat", ${c.lng} AS "lng", ${c.verified} AS "verified", ${c.attributes} AS "attributes",
  ${c.hours} AS "hours", ${c.imageFile} AS "imageFile", ${c.imageAspect}::float8 AS "imageAspect",
  (SELECT count(*)::int FROM ${photos} WHERE ${photos.ownerType} = ${PHOTO_OWNER.company}
     AND ${photos.ownerId} = ${c.id}) AS "photoCount",
  (SELECT count(*)::int FROM ${posts} WHERE ${posts.companyId} = ${c.id}) AS "postCount",
  (SELECT count(*)::int FROM ${products} WHERE ${products.companyId} = ${c.id}) AS "productCount",
  ${c.createdAt} AS "createdAt"`;

/** The SET list of an update: each changed column once; a new phone clears the verified mark. */
function assignments(changes: CompanyChanges): SQL[] {
  const set = assignColumns(changes, c, [
    'name',
    'nameAm',
    'handle',
    'description',
    'descriptionAm',
    'address',
    'addressAm',
    'lat',
    'lng',
  ]);
  if (changes.tags !== undefined) set.push(sql`"tags" = ${sql.param(changes.tags)}::text[]`);
  if (changes.phone !== undefined) {
    set.push(sql`"phone" = ${changes.phone}`);
    set.push(sql`"verified" = ("verified" AND "phone" IS NOT DISTINCT FROM ${changes.phone})`);
  }
  if (changes.social !== undefined) {
    // Named links replace the old ones; a null removes one.
    set.push(sql`"attributes" = jsonb_strip_nulls("attributes" || ${JSON.stringify(changes.social)}::jsonb)`);
  }
  if (changes.hours !== undefined) {
    set.push(sql`"hours" = ${changes.hours === null ? null : JSON.stringify(changes.hours)}::jsonb`);
    set.push(sql`"open_week" = ${openWeekLiteral(changes.hours)}::int4multirange`);
  }
  return set;
}

/** The owner's side of companies: their company, its photos and posts, and the phone codes. */
export function createCompanyRepository(db: Queryable) {
  return {
    /** The company `userId` owns, with its counts. */
    mine: (userId: number, q: Queryable = db) =>
      runOne<OwnCompanyRow>(q, sql`SELECT ${OWN_COLUMNS} FROM ${c} WHERE ${c.ownerId} = ${userId}`),

    /** Who owns a company (undefined: no such company). */
    ownerOf: (companyId: number) =>
      runOne<{ ownerId: number | null }>(
        db,
        sql`SELECT ${c.ownerId} AS "ownerId" FROM ${c} WHERE ${c.id} = ${companyId}`,
      ),

    /** Whether another company than `exceptId` has this handle (any case). */
    handleTaken: async (handle: string, exceptId: number | null) =>
      (
        await run(
          db,
          sql`SELECT 1 FROM ${c} WHERE lower(${c.handle}) = lower(${handle})
               AND ${c.id} IS DISTINCT FROM ${exceptId}::bigint`,
        )
      ).length > 0,

    insert: async (q: Queryable, userId: number, f: CompanyFields): Promise<number> => {
      const row = await runOne<{ id: number }>(
        q,
        sql`INSERT INTO ${c} ("owner_id", "handle", "name", "name_am", "description", "description_am", "tags", "phone",
              "lat", "lng", "address", "address_am")
            VALUES (${userId}, ${f.handle}, ${f.name}, ${f.nameAm}, ${f.description}, ${f.descriptionAm},
              ${sql.param(f.tags)}::text[], ${f.phone}, ${f.lat}, ${f.lng}, ${f.address}, ${f.addressAm})
            RETURNING ${c.id} AS "id"`,
      );
      return Number(row?.id);
    },

    update: async (q: Queryable, companyId: number, changes: CompanyChanges): Promise<void> => {
      const set = assignments(changes);
      if (set.length === 0) return;
      await run(
        q,
        sql`UPDATE ${c} SET ${sql.join(set, sql`, `)}, "updated_at" = now() WHERE ${c.id} = ${companyId}`,
      );
    },

    /** How many photos the company has. */
    photoCount: async (companyId: number) =>
      (
        await runOne<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS "n" FROM ${photos}
              WHERE ${photos.ownerType} = ${PHOTO_OWNER.company} AND ${photos.ownerId} = ${companyId}`,
        )
      )?.n ?? 0,

    /** Locks the company row for the rest of the transaction (photo limit, picture). */
    lock: (q: Queryable, companyId: number) =>
      runOne<{ imageFile: string | null; photoCount: number }>(
        q,
        sql`SELECT ${c.imageFile} AS "imageFile",
              (SELECT count(*)::int FROM ${photos} WHERE ${photos.ownerType} = ${PHOTO_OWNER.company}
                 AND ${photos.ownerId} = ${c.id}) AS "photoCount"
            FROM ${c} WHERE ${c.id} = ${companyId} FOR UPDATE`,
      ),

    /** A photo of the company; the first becomes the company's picture (its cards and page). */
    insertPhoto: async (q: Queryable, companyId: number, fileName: string, aspect: number) => {
      const row = await runOne<PhotoRow>(
        q,
        sql`INSERT INTO ${photos} ("owner_type", "owner_id", "file_name", "aspect")
            VALUES (${PHOTO_OWNER.company}, ${companyId}, ${fileName}, ${aspect})
            RETURNING ${photos.id} AS "id", ${photos.fileName} AS "file_name", ${photos.aspect}::float8 AS "aspect",
              ${photos.createdAt} AS "created_at"`,
      );
      await run(
        q,
        sql`UPDATE ${c} SET "image_file" = ${fileName}, "image_aspect" = ${aspect}, "updated_at" = now()
             WHERE ${c.id} = ${companyId} AND ${c.imageFile} IS NULL`,
      );
      return row as PhotoRow;
    },

    /** A photo with the company that owns it (a product photo: its product's company). */
    photo: (by: { id?: number | undefined; fileName?: string | undefined; ownerType?: number | undefined }) =>
      runOne<{ id: number; fileName: string; ownerType: number; ownerId: number; companyId: number | null }>(
        db,
        sql`SELECT ${photos.id} AS "id", ${photos.fileName} AS "fileName", ${photos.ownerType} AS "ownerType",
              ${photos.ownerId} AS "ownerId",
              CASE ${photos.ownerType} WHEN ${PHOTO_OWNER.company} THEN ${photos.ownerId}
                ELSE (SELECT ${products.companyId} FROM ${products} WHERE ${products.id} = ${photos.ownerId}) END
                AS "companyId"
            FROM ${photos}
            WHERE ${by.id === undefined ? sql`${photos.fileName} = ${by.fileName ?? ''}` : sql`${photos.id} = ${by.id}`}
            ORDER BY (${photos.ownerType} = ${by.ownerType ?? PHOTO_OWNER.company}) DESC, ${photos.id}
            LIMIT 1`,
      ),

    /**
     * Of these files, those no picture of the company shows any more: none of its photos, its products'
     * pictures or its own picture (the demo seed gives a product a picture that is also a company photo).
     * Bounded by the company: photos_owner_idx and products_company_created_idx.
     */
    unusedFiles: async (q: Queryable, companyId: number, fileNames: readonly string[]) =>
      (
        await run<{ fileName: string }>(
          q,
          sql`SELECT u.f AS "fileName" FROM unnest(${sql.param(fileNames)}::text[]) AS u(f)
              WHERE NOT EXISTS (SELECT 1 FROM ${photos} WHERE ${photos.ownerType} = ${PHOTO_OWNER.company}
                                  AND ${photos.ownerId} = ${companyId} AND ${photos.fileName} = u.f)
                AND NOT EXISTS (SELECT 1 FROM ${products} WHERE ${products.companyId} = ${companyId} AND u.f = ANY(${products.images}))
                AND NOT EXISTS (SELECT 1 FROM ${c} WHERE ${c.id} = ${companyId}
                                  AND ${c.imageFile} = u.f)`,
        )
      ).map((r) => r.fileName),

    /** Deletes a company photo; when it was the company's picture, the newest other photo takes its place. */
    deleteCompanyPhoto: async (q: Queryable, companyId: number, photoId: number, fileName: string) => {
      await run(q, sql`DELETE FROM ${photos} WHERE ${photos.id} = ${photoId}`);
      await run(
        q,
        sql`UPDATE ${c} SET ("image_file", "image_aspect") = (
              SELECT ${photos.fileName}, ${photos.aspect} FROM ${photos}
               WHERE ${photos.ownerType} = ${PHOTO_OWNER.company} AND ${photos.ownerId} = ${companyId}
               ORDER BY ${photos.createdAt} DESC, ${photos.id} DESC LIMIT 1), "updated_at" = now()
             WHERE ${c.id} = ${companyId} AND ${c.imageFile} = ${fileName}`,
      );
    },

    insertPost: (companyId: number, body: string) =>
      runOne<PostRow>(
        db,
        sql`INSERT INTO ${posts} ("company_id", "body") VALUES (${companyId}, ${body})
            RETURNING ${posts.id} AS "id", ${posts.companyId} AS "company_id", ${posts.body} AS "body",
              ${posts.createdAt} AS "created_at"`,
      ) as Promise<PostRow>,

    /** A post with its company's owner (undefined: no such post). */
    post: (postId: number) =>
      runOne<{ id: number; ownerId: number | null }>(
        db,
        sql`SELECT ${posts.id} AS "id", ${c.ownerId} AS "ownerId" FROM ${posts}
            JOIN ${c} ON ${c.id} = ${posts.companyId} WHERE ${posts.id} = ${postId}`,
      ),

    deletePost: (postId: number) => run(db, sql`DELETE FROM ${posts} WHERE ${posts.id} = ${postId}`),

    /** A verified company other than `exceptId` that holds this number. */
    verifiedHolder: async (phone: string, exceptId: number, q: Queryable = db) =>
      (
        await run(
          q,
          sql`SELECT 1 FROM ${c} WHERE ${c.phone} = ${phone} AND ${c.verified} AND ${c.id} <> ${exceptId}`,
        )
      ).length > 0,

    /** Seconds until a new code may be sent, when the last went out less than `resendS` ago. */
    codeWait: async (q: Queryable, companyId: number, resendS: number) =>
      (
        await runOne<{ wait: number }>(
          q,
          sql`SELECT extract(epoch FROM ${companyPhoneCodes.sentAt} + make_interval(secs => ${resendS}) - now())::float8
                AS "wait"
              FROM ${companyPhoneCodes}
              WHERE ${companyPhoneCodes.companyId} = ${companyId}
                AND ${companyPhoneCodes.sentAt} > now() - make_interval(secs => ${resendS})
              FOR UPDATE`,
        )
      )?.wait,

    saveCode: (q: Queryable, companyId: number, phone: string, codeHash: string, ttlS: number) =>
      run(
        q,
        sql`INSERT INTO ${companyPhoneCodes} ("company_id", "phone", "code_hash", "expires_at", "tries", "sent_at")
            VALUES (${companyId}, ${phone}, ${codeHash}, now() + make_interval(secs => ${ttlS}), 0, now())
            ON CONFLICT ("company_id") DO UPDATE SET "phone" = excluded."phone", "code_hash" = excluded."code_hash",
              "expires_at" = excluded."expires_at", "tries" = 0, "sent_at" = excluded."sent_at"`,
      ),

    liveCode: (q: Queryable, companyId: number) =>
      runOne<{ phone: string; codeHash: string; tries: number; expired: boolean }>(
        q,
        sql`SELECT ${companyPhoneCodes.phone} AS "phone", ${companyPhoneCodes.codeHash} AS "codeHash",
              ${companyPhoneCodes.tries} AS "tries", ${companyPhoneCodes.expiresAt} <= now() AS "expired"
            FROM ${companyPhoneCodes} WHERE ${companyPhoneCodes.companyId} = ${companyId} FOR UPDATE`,
      ),

    countWrongCode: (q: Queryable, companyId: number) =>
      run(
        q,
        sql`UPDATE ${companyPhoneCodes} SET "tries" = "tries" + 1 WHERE ${companyPhoneCodes.companyId} = ${companyId}`,
      ),

    /** Sets the verified mark when the company's number is still the one the code went to. */
    markVerified: async (q: Queryable, companyId: number, phone: string) => {
      await run(q, sql`DELETE FROM ${companyPhoneCodes} WHERE ${companyPhoneCodes.companyId} = ${companyId}`);
      const rows = await run(
        q,
        sql`UPDATE ${c} SET "verified" = true, "updated_at" = now()
             WHERE ${c.id} = ${companyId} AND ${c.phone} = ${phone} RETURNING 1`,
      );
      return rows.length > 0;
    },
  };
}
export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
