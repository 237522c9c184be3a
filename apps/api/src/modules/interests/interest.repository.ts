import type { Queryable } from '../../db/client.ts';

export type InterestRow = { tag: string; category: string; label_am: string | null; image_file: string };

/** Interests are the tags that have a picture (the first-time dialog shows them as tiles). */
export function createInterestRepository(db: Queryable) {
  return {
    list: () =>
      db.query<InterestRow>(
        `SELECT tag, category, label_am, image_file FROM tags
          WHERE image_file IS NOT NULL ORDER BY category, tag`,
      ),

    /** The names among `names` that are not interests. */
    unknown: async (names: readonly string[]): Promise<string[]> => {
      if (names.length === 0) return [];
      const rows = await db.query<{ name: string }>(
        `SELECT n.name FROM unnest($1::text[]) AS n(name)
          WHERE NOT EXISTS (SELECT 1 FROM tags t WHERE t.tag = n.name AND t.image_file IS NOT NULL)`,
        [names],
      );
      return rows.map((r) => r.name);
    },
  };
}
export type InterestRepository = ReturnType<typeof createInterestRepository>;
