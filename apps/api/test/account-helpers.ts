import fs from 'node:fs';
import { decodeImage, type ProductDetail, productDetailSchema } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Queryable } from '../src/db/client.ts';
import { signUp } from './auth-helpers.ts';
import { filePart, formData, multipart } from './multipart.ts';

export type Headers = Record<string, string>;
export const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/** A small JPEG whose size tells it apart. */
export const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: width % 256, g: height % 256, b: 60 } } })
    .jpeg()
    .toBuffer();

const VARIANTS = ['thumb', 'small', 'big'] as const;
/** The stored files of these pictures (all variants) still on disk. */
export function filesOnDisk(imagesDir: string, fileNames: readonly string[]): string[] {
  const present = new Set(fs.existsSync(imagesDir) ? fs.readdirSync(imagesDir) : []);
  return fileNames.flatMap((f) => VARIANTS.map((v) => `${v}-${f}`)).filter((name) => present.has(name));
}

/** The person's rows everywhere: every table with a user id or owner column, and every phone column. */
export async function personTraces(
  db: Queryable,
  userId: number,
  phones: readonly string[],
): Promise<Record<string, number>> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name IN ('user_id', 'owner_id', 'phone', 'subject')
      ORDER BY table_name, column_name`,
  );
  const found: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of columns) {
    // A photo's owner is a company or product, not a user: the company's traces cover it.
    if (table === 'photos') continue;
    const byUser = column === 'user_id' || column === 'owner_id';
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table}" WHERE "${column}"${byUser ? ' = $1' : '::text = ANY($1::text[])'}`,
      [byUser ? userId : phones],
    );
    if (row && row.n > 0) found[`${table}.${column}`] = row.n;
  }
  const [failures] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM login_failures WHERE key = ANY($1::text[])`,
    [[...phones.map((p) => `phone:${p}`), `account:${userId}`]],
  );
  if (failures && failures.n > 0) found['login_failures.key'] = failures.n;
  return found;
}

/** Rows of a company and its products anywhere: its own, its products', and what points at them by (kind, id). */
export async function companyTraces(
  db: Queryable,
  companyId: number,
  productIds: readonly number[],
): Promise<Record<string, number>> {
  const checks: Record<string, [string, unknown[]]> = {
    companies: ['SELECT count(*)::int AS n FROM companies WHERE id = $1', [companyId]],
    products: [
      'SELECT count(*)::int AS n FROM products WHERE company_id = $1 OR id = ANY($2::bigint[])',
      [companyId, productIds],
    ],
    posts: ['SELECT count(*)::int AS n FROM posts WHERE company_id = $1', [companyId]],
    photos: [
      'SELECT count(*)::int AS n FROM photos WHERE (owner_type = 0 AND owner_id = $1) OR (owner_type = 1 AND owner_id = ANY($2::bigint[]))',
      [companyId, productIds],
    ],
    company_phone_codes: [
      'SELECT count(*)::int AS n FROM company_phone_codes WHERE company_id = $1',
      [companyId],
    ],
  };
  for (const table of ['feed_entries', 'search_words']) {
    checks[table] = [
      `SELECT count(*)::int AS n FROM ${table} WHERE (kind = 0 AND id = $1) OR (kind = 2 AND id = ANY($2::bigint[]))`,
      [companyId, productIds],
    ];
  }
  for (const table of ['likes', 'reviews', 'views']) {
    checks[table] = [
      `SELECT count(*)::int AS n FROM ${table} WHERE (kind = 0 AND entity_id = $1) OR (kind = 2 AND entity_id = ANY($2::bigint[]))`,
      [companyId, productIds],
    ];
  }
  const found: Record<string, number> = {};
  for (const [name, [text, params]] of Object.entries(checks)) {
    const [row] = await db.query<{ n: number }>(text, params);
    if (row && row.n > 0) found[name] = row.n;
  }
  return found;
}

/**
 * A signed-up person who owns a company with a photo, a product with two pictures, a post, a phone code
 * sent to the business number and a profile picture: everything whose files and rows a deletion removes.
 */
export async function ownerWithEverything(app: FastifyInstance, handle: string) {
  const person = await signUp(app);
  const headers = bearer(person.accessToken);
  const inject = async (url: string, payload: unknown, extra: Headers = {}) => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...extra },
      payload: payload as string,
    });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const businessPhone = `0911${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const company = await inject('/api/v2/company/register', {
    name: 'Selam Spices',
    handle,
    tags: ['spices'],
    phone: businessPhone,
    lat: 9.03,
    lng: 38.75,
  });
  const photoBody = multipart({ id: company.id }, await picture(90, 60));
  const photo = await inject('/api/v2/photo/create/company', photoBody.payload, photoBody.headers);
  const productBody = formData([
    { name: 'data', value: { companyId: company.id, name: 'Berbere', price: 120, tags: ['spices'] } },
    filePart('profile', await picture(70, 70)),
    filePart('image[0]', await picture(60, 90)),
  ]);
  const product = productDetailSchema.parse(
    await inject('/api/v2/product/create', productBody.payload, productBody.headers),
  ) as ProductDetail;
  await inject('/api/v2/feed/notice/create', { companyId: company.id, body: 'Fresh berbere today' });
  await inject('/api/v2/company/verify/request', undefined);
  // A profile picture, stored as the profile calls store one.
  const profile = await app.images.ingest(await picture(50, 50));
  await app.db.query('UPDATE users SET image_file = $1, interests = $2 WHERE id = $3', [
    profile.fileName,
    ['spices'],
    person.userId,
  ]);
  return {
    ...person,
    headers,
    companyId: Number(company.id),
    handle,
    businessPhone: (company.phone as string) ?? businessPhone,
    productId: product.id,
    files: [
      photo.fileName as string,
      ...product.images.map((i) => decodeImage(i).fileName),
      profile.fileName,
    ],
  };
}
