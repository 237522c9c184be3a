import { type OpeningHours, openWeekLiteral } from '@sefer/contract';
import type { Queryable } from '../src/db/client.ts';

let seq = 0;
const next = () => ++seq;

type Point = { lat: number; lng: number };

/** Offsets a point by metres north and east. */
export function offset(from: Point, northM: number, eastM: number): Point {
  return {
    lat: from.lat + northM / 111_320,
    lng: from.lng + eastM / (111_320 * Math.cos((from.lat * Math.PI) / 180)),
  };
}

export type CompanyInput = Partial<{
  name: string;
  nameAm: string | null;
  handle: string;
  verified: boolean;
  tags: string[];
  description: string;
  phone: string | null;
  address: string | null;
  /** Social links (spec §3 attributes). */
  attributes: Record<string, unknown>;
  /** Opening hours; stored with their week of open minutes as the owner's API stores them. */
  hours: OpeningHours | null;
  /** The Amharic description and address (migration 0029); only when given, as for hours. */
  descriptionAm: string;
  addressAm: string;
  createdAt: Date;
}> &
  Point;

export async function makeCompany(db: Queryable, input: CompanyInput): Promise<number> {
  const n = next();
  const values = [
    input.handle ?? `company_${n}`,
    input.name ?? `Company ${n}`,
    input.nameAm ?? null,
    input.description ?? `Description ${n}`,
    input.verified ?? false,
    input.tags ?? ['coffee'],
    `company-${n}.webp`,
    0.75,
    input.lat,
    input.lng,
    (input.createdAt ?? new Date()).toISOString(),
    input.phone ?? null,
    input.address ?? null,
    JSON.stringify(input.attributes ?? {}),
  ];
  // Hours only when asked for: the migration tests write companies into databases older than the column.
  const hours = input.hours
    ? { columns: ', hours, open_week', values: ', $15::jsonb, $16::int4multirange' }
    : { columns: '', values: '' };
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO companies (handle, name, name_am, description, verified, tags, image_file, image_aspect, lat, lng, created_at,
       phone, address, attributes${hours.columns})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb${hours.values})
     RETURNING id`,
    input.hours ? [...values, JSON.stringify(input.hours), openWeekLiteral(input.hours)] : values,
  );
  if (input.descriptionAm !== undefined || input.addressAm !== undefined) {
    await db.query('UPDATE companies SET description_am = $2, address_am = $3 WHERE id = $1', [
      row?.id,
      input.descriptionAm ?? null,
      input.addressAm ?? null,
    ]);
  }
  return Number(row?.id);
}

export async function makeProduct(
  db: Queryable,
  input: {
    companyId: number;
    name?: string;
    price?: number | null;
    tags?: string[];
    /** Pictures after the main one. */
    moreImages?: string[];
    /** The Amharic description (migration 0029); only when given. */
    descriptionAm?: string;
    createdAt?: Date;
  },
): Promise<number> {
  const n = next();
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO products (company_id, name, description, price, tags, images, image_file, image_aspect, lat, lng, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 1, 0, 0, $8) RETURNING id`,
    [
      input.companyId,
      input.name ?? `Product ${n}`,
      `About product ${n}`,
      input.price === undefined ? 100 : input.price,
      input.tags ?? ['coffee'],
      [`product-${n}.webp`, ...(input.moreImages ?? [])],
      `product-${n}.webp`,
      (input.createdAt ?? new Date()).toISOString(),
    ],
  );
  if (input.descriptionAm !== undefined) {
    await db.query('UPDATE products SET description_am = $2 WHERE id = $1', [row?.id, input.descriptionAm]);
  }
  return Number(row?.id);
}

export async function makePlace(
  db: Queryable,
  input: Point &
    Partial<{
      name: string;
      nameAm: string;
      nameEn: string;
      category: string;
      source: string;
      tags: string[];
      createdAt: Date;
    }>,
): Promise<number> {
  const n = next();
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO places (source, source_id, name, name_am, category, tags, image_file, image_aspect, lat, lng, created_at, name_en)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 1.333, $8, $9, $10, $11) RETURNING id`,
    [
      input.source ?? 'demo',
      `test:${n}`,
      input.name ?? `Place ${n}`,
      input.nameAm ?? null,
      input.category ?? 'atm',
      input.tags ?? ['atm'],
      `place-${n}.webp`,
      input.lat,
      input.lng,
      (input.createdAt ?? new Date()).toISOString(),
      input.nameEn ?? null,
    ],
  );
  return Number(row?.id);
}

/** A company post (notice). */
export async function makePost(
  db: Queryable,
  input: { companyId: number; body?: string; createdAt?: Date },
): Promise<number> {
  const n = next();
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO posts (company_id, body, created_at) VALUES ($1, $2, $3) RETURNING id',
    [input.companyId, input.body ?? `Post ${n}`, (input.createdAt ?? new Date()).toISOString()],
  );
  return Number(row?.id);
}

/** A photo of a company (owner type 0) or product (1). */
export async function makePhoto(
  db: Queryable,
  input: { ownerType?: 0 | 1; ownerId: number; fileName?: string; aspect?: number; createdAt?: Date },
): Promise<number> {
  const n = next();
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO photos (owner_type, owner_id, file_name, aspect, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      input.ownerType ?? 0,
      input.ownerId,
      input.fileName ?? `photo-${n}.webp`,
      input.aspect ?? 0.75,
      (input.createdAt ?? new Date()).toISOString(),
    ],
  );
  return Number(row?.id);
}
