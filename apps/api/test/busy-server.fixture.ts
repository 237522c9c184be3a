import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { stopOnSignals } from '../src/shutdown.ts';

/**
 * The server's app and signal handling over an embedded database kept busy: `/api/test/busy` runs one
 * long query after another, each holding the main thread for many seconds, with a short pause between
 * them where a signal can be heard. Prints `listening <port>`, then `between queries` at each pause.
 */
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: process.env.DATA_DIR,
  WEB_DIST: '/nonexistent',
});
const db = await openDatabase({ kind: 'pglite' });
const app = await buildApp({ config, db });
app.get('/api/test/busy', async () => {
  for (;;) {
    console.log('between queries');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await db.query('SELECT count(*) FROM generate_series(1, 200000000)');
  }
});
stopOnSignals(app, db);
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${(app.server.address() as AddressInfo).port}`);
