import path from 'node:path';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from './client.ts';

/**
 * The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR.
 * A process whose embedded database crashed can answer nothing, so it exits (status 70) to be restarted;
 * what was committed before the crash is on disk.
 */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, max: config.databasePoolMax })
    : openDatabase({
        kind: 'pglite',
        dataDir: path.join(config.dataDir, 'pglite'),
        onCrash: () => setImmediate(() => process.exit(70)),
      });
}
