import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { importOsmExtract, isOsmImportDue } from './osm/extract.ts';
import { isDemoSeeded, seedDemo } from './seed/demo.ts';
import { stopOnSignals } from './shutdown.ts';

const started = Date.now();
const config = loadConfig();
const db = await openConfiguredDatabase(config);
await db.migrate();
const app = await buildApp({ config, db });

if (config.seedDemo && !(await isDemoSeeded(db))) {
  app.log.info('Empty database: seeding the demo (first start only)…');
  await seedDemo(db, config.imagesDir, app.log);
}
if (config.seedDemo && (await isOsmImportDue(db))) {
  app.log.info('Importing the OpenStreetMap places of Ethiopia into the demo (once)…');
  await importOsmExtract(db, config.imagesDir, app.log);
}

stopOnSignals(app, db);

await app.listen({ port: config.port, host: config.host });
app.log.info(`Sefer ready on port ${config.port} (${db.kind}) in ${Date.now() - started} ms`);
