import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { tags } from '../../db/schema.ts';
import { run } from '../../db/typed-sql.ts';

export type TagRow = { tag: string; category: string; labelAm: string | null; imageFile: string | null };

/** Every tag, by category and then name (Explore; Amharic labels on Amharic pages). */
export const allTags = (q: Queryable) =>
  run<TagRow>(
    q,
    sql`SELECT ${tags.tag} AS "tag", ${tags.category} AS "category", ${tags.labelAm} AS "labelAm",
               ${tags.imageFile} AS "imageFile"
          FROM ${tags} ORDER BY ${tags.category}, ${tags.tag}`,
  );

/** Of `names`, those that are not in the tag list (the owner's forms accept known tags only). */
export async function unknownTags(q: Queryable, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await run<{ name: string }>(
    q,
    sql`SELECT n.name FROM unnest(${sql.param(names)}::text[]) AS n(name)
         WHERE NOT EXISTS (SELECT 1 FROM ${tags} WHERE ${tags.tag} = n.name)`,
  );
  return rows.map((r) => r.name);
}
