import path from 'node:path';
import type { Database, Queryable } from '../db/client.ts';
import { importOsmFile } from './import.ts';
import { demoMarks, markOsmImported } from './osm-places.repository.ts';

/** The OpenStreetMap places of Ethiopia the repository carries (assets/osm/README.md: ODbL, provenance). */
export const OSM_EXTRACT = path.resolve(
  import.meta.dirname,
  '../../../../assets/osm/ethiopia-pois.ndjson.gz',
);

type Log = { info: (msg: string) => void };

/**
 * The extract is part of the demo: it is due once on a database the demo seed filled (meta `demo_seeded`), never
 * on one that holds other data. A demo database seeded before the extract came gets it on its next start.
 */
export async function isOsmImportDue(db: Queryable): Promise<boolean> {
  const keys = await demoMarks(db);
  return keys.has('demo_seeded') && !keys.has('osm_imported');
}

/**
 * Imports the repository's OpenStreetMap extract as places and records it in `meta` in the same transaction, so
 * that it happens once: on the first start, after the demo seed (which only fills an empty database), with its
 * progress in the log.
 */
export async function importOsmExtract(db: Database, imagesDir: string, log: Log): Promise<void> {
  const started = Date.now();
  let reported = 0;
  const report = await importOsmFile(db, OSM_EXTRACT, imagesDir, {
    onProgress: (written, total) => {
      if (written - reported < 2500 && written < total) return;
      reported = written;
      log.info(`OpenStreetMap places: ${written} of ${total} written…`);
    },
    finish: async (tx) => {
      await markOsmImported(tx, `${path.basename(OSM_EXTRACT)} ${new Date().toISOString()}`);
    },
  });
  log.info(
    `OpenStreetMap places imported: ${report.inserted} new, ${report.updated} updated, ${report.skipped.length} skipped, in ${Date.now() - started} ms (© OpenStreetMap contributors, ODbL)`,
  );
}
