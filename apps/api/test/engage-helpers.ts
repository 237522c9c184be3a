import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../src/db/client.ts';

let seq = 0;

/** An activated account straight in the database (signing up through the API is tested in auth.test.ts). */
export async function makeUser(db: Queryable, input: { interests?: string[] | null } = {}): Promise<number> {
  seq += 1;
  // +2517…: never one of auth-helpers' uniquePhone() numbers (0911…, i.e. +251911…), which the same file may use.
  const phone = `+2517${String((process.pid * 1000 + seq) % 100_000_000).padStart(8, '0')}`;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (phone, first_name, interests, activated_at) VALUES ($1, $2, $3, now()) RETURNING id`,
    [phone, `User ${seq}`, input.interests ?? null],
  );
  return Number(row?.id);
}

/** A user with a real access token from the app's own issuer, ready as request headers. */
export async function signedInUser(app: FastifyInstance, db: Queryable) {
  const id = await makeUser(db);
  const token = await app.accessTokens.sign(id);
  return { id, headers: { authorization: `Bearer ${token}` } };
}

/** A tag that is an interest (it has a picture). */
export async function makeTag(
  db: Queryable,
  tag: string,
  category = 'cafe',
  imageFile: string | null = `tag-${tag}.webp`,
) {
  await db.query('INSERT INTO tags (tag, category, label_am, image_file) VALUES ($1, $2, $3, $4)', [
    tag,
    category,
    `${tag} (am)`,
    imageFile,
  ]);
}
