/**
 * The OpenStreetMap import's writes: places upserted by their source id in batches, and the `meta` mark that the
 * repository's extract was imported.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { meta, places } from '../db/schema.ts';
import { run } from '../db/typed-sql.ts';

/** A place as the import writes it; `tags` space-separated, `sourceDate` an ISO time or null (now). */
export type OsmPlaceRow = {
  sourceId: string;
  name: string;
  nameEn: string | null;
  nameAm: string | null;
  category: string;
  categoryGroup: string;
  address: string | null;
  phone: string | null;
  website: string | null;
  openingHours: string | null;
  tags: string;
  imageFile: string;
  imageAspect: number;
  lat: number;
  lng: number;
  sourceDate: string | null;
};

/** One array parameter of the batch's values, for `unnest`. */
const column = <T>(rows: readonly OsmPlaceRow[], pick: (row: OsmPlaceRow) => T) => sql.param(rows.map(pick));

/**
 * Inserts the batch's places, or updates those imported before (same source id, source `osm`); a place of another
 * source with the same id is left alone. Returns each written row's id and whether it was new.
 */
export const upsertOsmPlaces = (tx: Queryable, rows: readonly OsmPlaceRow[]) =>
  run<{ id: number; inserted: boolean }>(
    tx,
    sql`INSERT INTO ${places} ("source", "source_id", "name", "name_en", "name_am", "category", "category_group",
          "address", "phone", "website", "opening_hours", "tags", "image_file", "image_aspect", "lat", "lng",
          "created_at")
        SELECT 'osm', t.source_id, t.name, t.name_en, t.name_am, t.category, t.category_group, t.address, t.phone,
               t.website, t.opening_hours, string_to_array(t.tags, ' '), t.image_file, t.image_aspect, t.lat, t.lng,
               coalesce(t.source_date::timestamptz, now())
          FROM unnest(${column(rows, (r) => r.sourceId)}::text[], ${column(rows, (r) => r.name)}::text[],
                 ${column(rows, (r) => r.nameEn)}::text[], ${column(rows, (r) => r.nameAm)}::text[],
                 ${column(rows, (r) => r.category)}::text[], ${column(rows, (r) => r.categoryGroup)}::text[],
                 ${column(rows, (r) => r.address)}::text[], ${column(rows, (r) => r.phone)}::text[],
                 ${column(rows, (r) => r.website)}::text[], ${column(rows, (r) => r.openingHours)}::text[],
                 ${column(rows, (r) => r.tags)}::text[], ${column(rows, (r) => r.imageFile)}::text[],
                 ${column(rows, (r) => r.imageAspect)}::real[], ${column(rows, (r) => r.lat)}::float8[],
                 ${column(rows, (r) => r.lng)}::float8[], ${column(rows, (r) => r.sourceDate)}::text[])
            AS t(source_id, name, name_en, name_am, category, category_group, address, phone, website, opening_hours,
                 tags, image_file, image_aspect, lat, lng, source_date)
        ON CONFLICT ("source_id") DO UPDATE SET
          "name" = EXCLUDED."name", "name_en" = EXCLUDED."name_en", "name_am" = EXCLUDED."name_am",
          "category" = EXCLUDED."category", "category_group" = EXCLUDED."category_group",
          "address" = EXCLUDED."address", "phone" = EXCLUDED."phone", "website" = EXCLUDED."website",
          "opening_hours" = EXCLUDED."opening_hours", "tags" = EXCLUDED."tags", "image_file" = EXCLUDED."image_file",
          "image_aspect" = EXCLUDED."image_aspect", "lat" = EXCLUDED."lat", "lng" = EXCLUDED."lng",
          "updated_at" = now()
        WHERE ${places.source} = 'osm'
        RETURNING ${places.id} AS "id", (xmax = 0) AS "inserted"`,
  );

/** Which of the demo's marks the database holds: `demo_seeded`, `osm_imported`. */
export async function demoMarks(db: Queryable): Promise<Set<string>> {
  const rows = await run<{ key: string }>(
    db,
    sql`SELECT ${meta.key} AS "key" FROM ${meta} WHERE ${meta.key} IN ('demo_seeded', 'osm_imported')`,
  );
  return new Set(rows.map((r) => r.key));
}

/** Records the import of the extract (`value`: its file and time), once per database. */
export const markOsmImported = (tx: Queryable, value: string) =>
  run(
    tx,
    sql`INSERT INTO ${meta} ("key", "value") VALUES ('osm_imported', ${value})
        ON CONFLICT ("key") DO UPDATE SET "value" = EXCLUDED."value", "updated_at" = now()`,
  );
