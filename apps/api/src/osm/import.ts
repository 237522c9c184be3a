import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Database, Queryable } from '../db/client.ts';
import { storeImage, variantPath } from '../modules/images/image-store.ts';
import { insertWithWordsAfter } from '../modules/search/search-words.repository.ts';
import { artSvg } from '../seed/art.ts';
import { seededRandom } from '../seed/random.ts';
import { groupOf, type OsmPoi, parsePoiLine } from './parse.ts';

export type ImportReport = {
  lines: number;
  inserted: number;
  updated: number;
  skipped: { line: number; error: string }[];
};

export type ImportOptions = {
  /** Called after each written batch with the places written so far and the number to write. */
  onProgress?: (written: number, total: number) => void;
  /** Runs inside the import's transaction once the places are written (the first start records the import). */
  finish?: (tx: Queryable) => Promise<void>;
};

const BATCH = 500;

/** One shared picture per group of OSM categories (`osm-<group>.webp`), drawn once. */
async function ensureGroupImage(imagesDir: string, group: string, palette: string) {
  const name = `osm-${group}`;
  if (!fs.existsSync(variantPath(imagesDir, 'small', `${name}.webp`))) {
    await storeImage(
      imagesDir,
      name,
      Buffer.from(artSvg(seededRandom(name.length * 7919), palette, 800, 600)),
    );
  }
  return { fileName: `${name}.webp`, aspect: 0.75 };
}

/** The file's text, unpacked on the way when its name ends in `.gz`. */
function openText(file: string): Readable {
  const source = fs.createReadStream(path.resolve(file));
  if (!file.endsWith('.gz')) return source.setEncoding('utf8');
  // pipeline passes a read error on to the gunzip stream, where the reading loop meets it.
  return pipeline(source, createGunzip(), () => {}).setEncoding('utf8');
}

/**
 * Loads newline-delimited OpenStreetMap POIs (plain or gzipped NDJSON) as places. Bad lines are reported and
 * skipped; the valid ones are written in one transaction (all or nothing). Rows are keyed by their source id,
 * so a re-import updates what it imported before instead of duplicating it.
 *
 * The search postings of new places (search_words, search_dictionary) are written once at the end, a statement
 * each, instead of by the row trigger of migration 0011: the trigger counts each word into the dictionary one
 * row at a time, two thirds of the import's time. Its INSERT trigger is off inside the transaction only (a lock
 * that holds other writers to `places` until the commit, never readers); updated rows keep their UPDATE trigger.
 */
export async function importOsmFile(
  db: Database,
  file: string,
  imagesDir: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const report: ImportReport = { lines: 0, inserted: 0, updated: 0, skipped: [] };
  const byId = new Map<string, OsmPoi>();
  const input = readline.createInterface({ input: openText(file), crlfDelay: Infinity });
  for await (const raw of input) {
    report.lines++;
    if (!raw.trim()) continue;
    const parsed = parsePoiLine(raw);
    if (parsed.ok) byId.set(parsed.poi.id, parsed.poi);
    else report.skipped.push({ line: report.lines, error: parsed.error });
  }

  const rows: { poi: OsmPoi; group: string; tags: string[]; image: { fileName: string; aspect: number } }[] =
    [];
  for (const poi of byId.values()) {
    const { group, palette, tags } = groupOf(poi);
    const image = await ensureGroupImage(imagesDir, group, palette);
    rows.push({ poi, group, tags, image });
  }

  await db.transaction(async (tx) => {
    await insertWithWordsAfter(tx, 3, async () => {
      const newIds: number[] = [];
      for (let i = 0; i < rows.length; i += BATCH) {
        const batch = rows.slice(i, i + BATCH);
        const col = <T>(pick: (r: (typeof batch)[number]) => T) => batch.map(pick);
        const result = await tx.query<{ id: number; inserted: boolean }>(
          `INSERT INTO places (source, source_id, name, name_en, name_am, category, category_group, address, phone, website,
                             opening_hours, tags, image_file, image_aspect, lat, lng, created_at)
         SELECT 'osm', t.source_id, t.name, t.name_en, t.name_am, t.category, t.category_group, t.address, t.phone, t.website,
                t.opening_hours, string_to_array(t.tags, ' '), t.image_file, t.image_aspect, t.lat, t.lng,
                coalesce(t.source_date::timestamptz, now())
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                     $9::text[], $10::text[], $11::text[], $12::text[], $13::real[], $14::float8[], $15::float8[],
                     $16::text[])
           AS t(source_id, name, name_en, name_am, category, category_group, address, phone, website, opening_hours,
                tags, image_file, image_aspect, lat, lng, source_date)
         ON CONFLICT (source_id) DO UPDATE SET
           name = EXCLUDED.name, name_en = EXCLUDED.name_en, name_am = EXCLUDED.name_am, category = EXCLUDED.category,
           category_group = EXCLUDED.category_group, address = EXCLUDED.address, phone = EXCLUDED.phone,
           website = EXCLUDED.website, opening_hours = EXCLUDED.opening_hours, tags = EXCLUDED.tags,
           image_file = EXCLUDED.image_file, image_aspect = EXCLUDED.image_aspect, lat = EXCLUDED.lat, lng = EXCLUDED.lng,
           updated_at = now()
         WHERE places.source = 'osm'
         RETURNING id, (xmax = 0) AS inserted`,
          [
            col((r) => `osm:${r.poi.id.replace(/^osm:/, '')}`),
            col((r) => r.poi.name),
            col((r) => r.poi.name_en),
            col((r) => r.poi.name_am),
            col((r) => r.poi.category),
            col((r) => r.group),
            col((r) => r.poi.address),
            col((r) => r.poi.phone),
            col((r) => r.poi.website),
            col((r) => r.poi.opening_hours),
            col((r) => r.tags.join(' ')),
            col((r) => r.image.fileName),
            col((r) => r.image.aspect),
            col((r) => r.poi.lat),
            col((r) => r.poi.lng),
            // Midday in Addis Ababa of the data's date.
            col((r) => (r.poi.source_date ? `${r.poi.source_date}T12:00:00+03:00` : null)),
          ],
        );
        for (const row of result) {
          if (row.inserted) {
            report.inserted++;
            newIds.push(Number(row.id));
          } else report.updated++;
        }
        options.onProgress?.(Math.min(i + BATCH, rows.length), rows.length);
      }
      return { ids: newIds, result: undefined };
    });
    await options.finish?.(tx);
  });
  return report;
}
