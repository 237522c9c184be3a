/**
 * `npm run import:osm [-- FILE]`: loads OpenStreetMap POIs (NDJSON, plain or `.gz`) as places into the configured
 * database; without FILE, the repository's extract of Ethiopia (assets/osm).
 */
import fs from 'node:fs';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { OSM_EXTRACT } from '../osm/extract.ts';
import { importOsmFile } from '../osm/import.ts';

const file = process.argv[2] ?? OSM_EXTRACT;
if (!fs.existsSync(file)) {
  console.error(`No such file: ${file}\nUsage: npm run import:osm [-- FILE.ndjson | FILE.ndjson.gz]`);
  process.exit(2);
}

const config = loadConfig();
const db = await openConfiguredDatabase(config);
try {
  await db.migrate();
  const started = Date.now();
  const tty = process.stdout.isTTY;
  const report = await importOsmFile(db, file, config.imagesDir, {
    onProgress: (written, total) => tty && process.stdout.write(`\r${written} of ${total} places written…`),
  });
  if (tty) process.stdout.write('\n');
  for (const { line, error } of report.skipped.slice(0, 50))
    console.error(`line ${line}: skipped (${error})`);
  if (report.skipped.length > 50) console.error(`… and ${report.skipped.length - 50} more bad lines`);
  console.log(
    `Imported ${file}: ${report.inserted} new, ${report.updated} updated, ${report.skipped.length} skipped of ${report.lines} lines in ${Date.now() - started} ms.`,
  );
  console.log('Data © OpenStreetMap contributors, ODbL 1.0 (https://www.openstreetmap.org/copyright).');
  process.exitCode = report.inserted + report.updated > 0 || report.lines === 0 ? 0 : 1;
} finally {
  await db.close();
}
