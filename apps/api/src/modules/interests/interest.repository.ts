import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { tags } from '../../db/schema.ts';
import { run } from '../../db/typed-sql.ts';

export type InterestRow = { tag: string; category: string; label_am: string | null; image_file: string };

/** Interests are the tags that have a picture (the first-time dialog shows them as tiles). */
export function createInterestRepository(db: Queryable) {
  return {
    list: () =>
      run<InterestRow>(
        db,
        sql`SELECT tag, category, label_am, image_file FROM ${tags}
          WHERE image_file IS NOT NULL ORDER BY category, tag`,
      ),

    /** The names among `names` that are not interests. */
    unknown: async (names: readonly string[]): Promise<string[]> => {
      if (names.length === 0) return [];
      const rows = await run<{ name: string }>(
        db,
        sql`SELECT n.name FROM unnest(${sql.param(names)}::text[]) AS n(name)
          WHERE NOT EXISTS (SELECT 1 FROM ${tags} t WHERE t.tag = n.name AND t.image_file IS NOT NULL)`,
      );
      return rows.map((r) => r.name);
    },
  };
}
export type InterestRepository = ReturnType<typeof createInterestRepository>;
