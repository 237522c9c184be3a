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
  createdAt: Date;
}> &
  Point;

export async function makeCompany(db: Queryable, input: CompanyInput): Promise<number> {
  const n = next();
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO companies (handle, name, name_am, description, verified, tags, image_file, image_aspect, lat, lng, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
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
    ],
  );
  return Number(row?.id);
}

export async function makeProduct(
  db: Queryable,
  input: { companyId: number; name?: string; price?: number | null; tags?: string[]; createdAt?: Date },
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
      [`product-${n}.webp`],
      `product-${n}.webp`,
      (input.createdAt ?? new Date()).toISOString(),
    ],
  );
  return Number(row?.id);
}

export async function makePlace(
  db: Queryable,
  input: Point &
    Partial<{
      name: string;
      nameAm: string;
      category: string;
      source: string;
      tags: string[];
      createdAt: Date;
    }>,
): Promise<number> {
  const n = next();
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO places (source, source_id, name, name_am, category, tags, image_file, image_aspect, lat, lng, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 1.333, $8, $9, $10) RETURNING id`,
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
    ],
  );
  return Number(row?.id);
}
