/**
 * What recording insights adds to a request (issue 31: ≤ 1 ms p95): `POST /api/v2/view`, `POST /api/v2/stats/action`
 * and a feed page, through the real app in-process, each request timed with recording on and off in turn (off:
 * the recorder replaced by one that does nothing), so both see the same database and the same load.
 *   npx tsx bench/stats-recording.ts --url postgres://… | --url pglite [--rounds 2000]
 * Writes a company with a product and an owner into the database (a fresh one is best: the views and events stay).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@sefer/api/src/app.ts';
import { loadConfig } from '@sefer/api/src/config.ts';
import { openDatabase } from '@sefer/api/src/db/client.ts';
import { positiveInt, readArgs } from './args.ts';
import { ms, percentile } from './stats.ts';

async function main() {
  const { url, values } = readArgs(
    'npx tsx bench/stats-recording.ts --url postgres://… | pglite [--rounds 2000]',
    { rounds: '2000' },
  );
  const rounds = positiveInt('rounds', values.rounds);
  const db =
    url === 'pglite'
      ? await openDatabase({ kind: 'pglite' })
      : await openDatabase({ kind: 'postgres', url, max: 4 });
  await db.migrate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sefer-stats-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    WEB_CLIENT_ID: 'bench',
    WEB_CLIENT_SECRET: 'bench-web-client-secret-0123456789',
  });
  const app = await buildApp({ config, db });
  await app.ready();
  const [owner] = await db.query<{ id: number }>(
    `INSERT INTO users (phone, first_name, activated_at) VALUES ('+251700000001', 'Owner', now())
     ON CONFLICT (phone) DO UPDATE SET first_name = 'Owner' RETURNING id`,
  );
  const [company] = await db.query<{ id: number }>(
    `INSERT INTO companies (handle, name, description, tags, lat, lng, owner_id)
     VALUES ('stats_bench_' || floor(random() * 1e9)::text, 'Stats Bench', 'Bench', '{}', 9.01, 38.76, NULL)
     RETURNING id`,
  );
  const companyId = Number(company?.id);
  void owner;
  const people = await Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO users (phone, first_name, activated_at) VALUES ($1, 'Viewer', now())
         ON CONFLICT (phone) DO UPDATE SET first_name = 'Viewer' RETURNING id`,
        [`+2517100${String(i).padStart(5, '0')}`],
      );
      return { authorization: `Bearer ${await app.accessTokens.sign(Number(row?.id))}` };
    }),
  );

  const real = { record: app.stats.record, shown: app.stats.shown };
  const off = {
    record: async () => false,
    shown: () => {},
  };
  const requests = {
    // n = 2 × round + mode: both modes of a round are signed in (rounds 0, 2, …) or visitors (1, 3, …).
    view: (n: number) => ({
      method: 'POST' as const,
      url: `/api/v2/view/0/${companyId}`,
      ...(n % 4 < 2
        ? { headers: people[(n >> 2) % people.length] }
        : { remoteAddress: `10.77.${(n >> 8) & 255}.${n & 255}` }),
    }),
    action: (i: number) => ({
      method: 'POST' as const,
      url: '/api/v2/stats/action',
      remoteAddress: `10.78.${(i >> 8) & 255}.${i & 255}`,
      payload: { kind: 0, id: companyId, action: 'call' },
    }),
    feed: () => ({ method: 'GET' as const, url: '/api/v2/home/new?lat=9.01&lng=38.76' }),
  };
  for (const [name, make] of Object.entries(requests)) {
    const times = { on: [] as number[], off: [] as number[] };
    for (let i = 0; i < rounds + 100; i += 1) {
      for (const mode of i % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
        Object.assign(app.stats, mode === 'on' ? real : off);
        // Each mode its own visitors, so neither meets the other's repeats.
        const request = make(2 * i + (mode === 'on' ? 0 : 1));
        const start = performance.now();
        const r = await app.inject(request);
        const took = performance.now() - start;
        if (r.statusCode !== 200) throw new Error(`${name}: ${r.statusCode} ${r.body}`);
        if (i >= 100) times[mode].push(took);
      }
    }
    const p = (xs: number[], q: number) => percentile(Float64Array.from(xs).sort(), q);
    console.log(
      `${name.padEnd(7)} p50 ${ms(p(times.off, 50))} → ${ms(p(times.on, 50))} ms, p95 ${ms(p(times.off, 95))} → ${ms(
        p(times.on, 95),
      )} ms (added p50 ${(p(times.on, 50) - p(times.off, 50)).toFixed(2)}, p95 ${(p(times.on, 95) - p(times.off, 95)).toFixed(2)} ms)`,
    );
  }
  Object.assign(app.stats, real);
  // The recorder alone, as the view route awaits it: a new visitor's view, then the same visitor's repeat.
  const alone = { first: [] as number[], repeat: [] as number[] };
  for (let i = 0; i < rounds; i += 1) {
    for (const which of ['first', 'repeat'] as const) {
      const start = performance.now();
      await app.stats.record(0, companyId, 'view', { addressKey: `bench-${i}` });
      alone[which].push(performance.now() - start);
    }
  }
  for (const [which, xs] of Object.entries(alone)) {
    const sorted = Float64Array.from(xs).sort();
    console.log(
      `record  ${which.padEnd(6)} p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`,
    );
  }
  await app.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
