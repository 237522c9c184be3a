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
import { upsertOsmPlaces } from './osm-places.repository.ts';
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
        const result = await upsertOsmPlaces(
          tx,
          rows.slice(i, i + BATCH).map(({ poi, group, tags, image }) => ({
            sourceId: `osm:${poi.id.replace(/^osm:/, '')}`,
            name: poi.name,
            nameEn: poi.name_en,
            nameAm: poi.name_am,
            category: poi.category,
            categoryGroup: group,
            address: poi.address,
            phone: poi.phone,
            website: poi.website,
            openingHours: poi.opening_hours,
            tags: tags.join(' '),
            imageFile: image.fileName,
            imageAspect: image.aspect,
            lat: poi.lat,
            lng: poi.lng,
            // Midday in Addis Ababa of the data's date.
            sourceDate: poi.source_date ? `${poi.source_date}T12:00:00+03:00` : null,
          })),
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
