/**
 * The owner's stats call at size (issue 31): one company with 50 products and 1,000,000 per-person events in the
 * six months they are kept, daily totals for a year, 20 search keys a day; then `GET /api/v2/company/stats` for
 * 12 months by month, 30 days by day and 7 days by day, each timed through the real app in-process.
 *   npx tsx bench/stats-call.ts --url postgres://… [--events 1000000] [--rounds 200]
 * Use an empty database: it adds an owner, a company and its products and events, and leaves them.
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
    'npx tsx bench/stats-call.ts --url postgres://… [--events 1000000] [--rounds 200]',
    {
      events: '1000000',
      rounds: '200',
    },
  );
  const events = positiveInt('events', values.events);
  const rounds = positiveInt('rounds', values.rounds);
  const db = await openDatabase({ kind: 'postgres', url, max: 4 });
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
    `INSERT INTO users (phone, first_name, activated_at) VALUES ('+251700000009', 'Owner', now())
     ON CONFLICT (phone) DO UPDATE SET first_name = 'Owner' RETURNING id`,
  );
  const ownerId = Number(owner?.id);
  const [existing] = await db.query<{ id: number }>('SELECT id FROM companies WHERE owner_id = $1', [
    ownerId,
  ]);
  let companyId = Number(existing?.id);
  if (!existing) {
    const started = performance.now();
    const [company] = await db.query<{ id: number }>(
      `INSERT INTO companies (handle, name, description, tags, lat, lng, owner_id)
       VALUES ('stats_call_bench', 'Stats Bench', 'Bench', '{}', 9.01, 38.76, $1) RETURNING id`,
      [ownerId],
    );
    companyId = Number(company?.id);
    await db.query(
      `INSERT INTO products (company_id, name, description, price, tags, images, image_file, image_aspect, lat, lng)
       SELECT $1, 'Product ' || g, 'About', 100, '{}', ARRAY['p.webp'], 'p.webp', 1, 9.01, 38.76
         FROM generate_series(1, 50) g`,
      [companyId],
    );
    await db.query('SELECT setseed(0.31)');
    // Events over the last 182 days: 70 % of the company page, the rest of its products; 85 % views.
    await db.query(
      `INSERT INTO stat_events (kind, entity_id, company_id, day, action, who)
       SELECT CASE WHEN p.id IS NULL THEN 0 ELSE 2 END, coalesce(p.id, $1), $1,
              ((now() AT TIME ZONE 'UTC' + interval '3 hours')::date - floor(random() * 182)::int),
              CASE WHEN r < 0.85 THEN 1 ELSE 2 + floor((r - 0.85) / 0.15 * 7)::int END,
              'a' || floor(random() * 300000)::int
         FROM (SELECT random() AS r, random() AS k FROM generate_series(1, $2)) g
         LEFT JOIN LATERAL (SELECT id FROM products WHERE company_id = $1 AND g.k >= 0.7
                             ORDER BY id OFFSET least(49, greatest(0, floor((g.k - 0.7) / 0.3 * 50)::int)) LIMIT 1) p ON true
       ON CONFLICT DO NOTHING`,
      [companyId, Math.round(events * 1.02)],
    );
    await db.query(
      `INSERT INTO stat_days (kind, entity_id, company_id, day, views, month_viewers, likes, unlikes, reviews,
         rating_sum, calls, telegram, website, directions, search_appearances, feed_appearances)
       SELECT kind, entity_id, company_id, day,
              count(*) FILTER (WHERE action = 1), count(*) FILTER (WHERE first), count(*) FILTER (WHERE action = 2),
              count(*) FILTER (WHERE action = 3), count(*) FILTER (WHERE action = 4), 4 * count(*) FILTER (WHERE action = 4),
              count(*) FILTER (WHERE action = 5), count(*) FILTER (WHERE action = 6), count(*) FILTER (WHERE action = 7),
              count(*) FILTER (WHERE action = 8), 10 * count(*), 20 * count(*)
         FROM (SELECT e.*, e.action = 1 AND e.day = min(e.day) FILTER (WHERE e.action = 1)
                 OVER (PARTITION BY e.kind, e.entity_id, e.who, date_trunc('month', e.day)) AS first
                 FROM stat_events e WHERE e.company_id = $1) x
        GROUP BY kind, entity_id, company_id, day`,
      [companyId],
    );
    // The older half-year: totals only, as after the purge.
    await db.query(
      `INSERT INTO stat_days (kind, entity_id, company_id, day, views, month_viewers, likes, calls, search_appearances)
       SELECT s.kind, s.id, $1, (now() AT TIME ZONE 'UTC' + interval '3 hours')::date - d, 4000, 900, 30, 12, 40000
         FROM generate_series(182, 730) d,
              (SELECT 0 AS kind, $1::bigint AS id UNION ALL SELECT 2, id FROM products WHERE company_id = $1) s`,
      [companyId],
    );
    await db.query(
      `INSERT INTO stat_search_keys (company_id, day, key, n)
       SELECT $1, (now() AT TIME ZONE 'UTC' + interval '3 hours')::date - d, 'key ' || k, 1 + (d * k) % 97
         FROM generate_series(0, 730) d, generate_series(1, 20) k`,
      [companyId],
    );
    await db.query('VACUUM (ANALYZE) stat_events');
    await db.query('VACUUM (ANALYZE) stat_days');
    await db.query('VACUUM (ANALYZE) stat_search_keys');
    console.log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const [counts] = await db.query<{ events: number; days: number }>(
    `SELECT (SELECT count(*) FROM stat_events WHERE company_id = $1)::int AS events,
            (SELECT count(*) FROM stat_days WHERE company_id = $1)::int AS days`,
    [companyId],
  );
  console.log(`company ${companyId}: ${counts?.events} events, ${counts?.days} daily rows`);

  const headers = { authorization: `Bearer ${await app.accessTokens.sign(ownerId)}` };
  const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
  const back = (days: number) => new Date(Date.parse(today) - days * 86_400_000).toISOString().slice(0, 10);
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  const cases = {
    '12 months by month': `from=${yearAgo}&to=${today}&granularity=month`,
    '30 days by day': '',
    '7 days by day': `from=${back(6)}&to=${today}`,
    '6 months by month': `from=${back(181)}&to=${today}&granularity=month`,
  };
  for (const [name, query] of Object.entries(cases)) {
    const times: number[] = [];
    for (let i = 0; i < rounds + 20; i += 1) {
      const start = performance.now();
      const r = await app.inject({ method: 'GET', url: `/api/v2/company/stats?${query}`, headers });
      const took = performance.now() - start;
      if (r.statusCode !== 200) throw new Error(`${name}: ${r.statusCode} ${r.body}`);
      if (i >= 20) times.push(took);
    }
    const sorted = Float64Array.from(times).sort();
    console.log(
      `${name.padEnd(20)} p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms`,
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
