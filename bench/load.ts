/**
 * Load test of the feed endpoints against a generated database (see generate.ts):
 *   npx tsx bench/load.ts --url postgres://… [--duration 10] [--connections 32] [--only aroundYou]
 * For each scenario: autocannon against the real server (its own process), then the same SQL bare
 * through postgres-js with as many concurrent callers over a pool of the server's size (sql-load.ts), then one
 * EXPLAIN (ANALYZE, BUFFERS).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAccessTokens } from '@sefer/api/src/modules/auth/access-token.ts';
import postgres from 'postgres';
import { describeUrl, positiveInt, readArgs } from './args.ts';
import { backendCpu, backendCpuSpent, type CpuShare, cpuShare, processCpuMs } from './cpu.ts';
import { explainScenario, type PlanSummary } from './explain.ts';
import { type HttpSummary, loadEndpoint } from './http-load.ts';
import { type BenchUser, SCENARIOS, type Scenario, targetP95 } from './scenarios.ts';
import { benchDir, fileStamp, startServer } from './server.ts';
import { loadSql, serverPoolSize } from './sql-load.ts';
import { ms, rate, type Summary } from './stats.ts';

const TARGET_RATIO = 1.5;
const WARMUP_SECONDS = 3;

type Row = {
  scenario: Scenario;
  http: HttpSummary & { cpu: CpuShare };
  sql: Summary & { cpu: CpuShare };
  plan: PlanSummary;
};

/** Cores of the machine: CPU ms per request bounds the rate at cores × 1000 / ms. */
const CORES = os.availableParallelism();

async function main() {
  const { url, values } = readArgs(
    'npx tsx bench/load.ts --url postgres://… [--duration 10] [--connections 32] [--only text]',
    { duration: '10', connections: '32', only: '' },
  );
  const seconds = positiveInt('duration', values.duration);
  const connections = positiveInt('connections', values.connections);
  const scenarios = SCENARIOS.filter((s) => s.name.includes(values.only));
  const resultsDir = path.join(benchDir, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const stamp = fileStamp();

  console.log(await machine(url));
  console.log(`${scenarios.length} scenarios, ${seconds} s each, ${connections} connections\n`);
  const server = await startServer(url);
  const rows: Row[] = [];
  try {
    const id = await benchUser(url);
    const user: BenchUser = { id, token: await createAccessTokens(server.jwtSecret, 3600).sign(id) };
    for (const s of scenarios) {
      await loadEndpoint(server.baseUrl, s, WARMUP_SECONDS, connections, user);
      await waitForIdle(url);
      const pgBefore = await backendCpu(url);
      const serverBefore = processCpuMs(server.pid);
      const clientBefore = process.cpuUsage();
      const measured = await loadEndpoint(server.baseUrl, s, seconds, connections, user);
      const client = process.cpuUsage(clientBefore);
      const http = {
        ...measured,
        cpu: cpuShare(
          processCpuMs(server.pid) - serverBefore,
          backendCpuSpent(pgBefore, await backendCpu(url)),
          (client.user + client.system) / 1000,
          measured.count,
        ),
      };
      await waitForIdle(url);
      const sql = await loadSql(url, s, seconds, connections, user);
      await waitForIdle(url);
      const plan = await explainScenario(url, s, user);
      rows.push({ scenario: s, http, sql, plan });
      console.log(report({ scenario: s, http, sql, plan }));
    }
  } finally {
    await server.stop();
  }
  const plansFile = path.join(resultsDir, `plans-${stamp}.txt`);
  fs.writeFileSync(plansFile, rows.map((r) => r.plan.text).join(`\n${'='.repeat(100)}\n\n`));
  const markdownFile = path.join(resultsDir, `load-${stamp}.md`);
  fs.writeFileSync(markdownFile, `${await machine(url)}\n\n${markdown(rows, seconds, connections)}`);
  console.log(
    `Plans: ${path.relative(process.cwd(), plansFile)}\nTable: ${path.relative(process.cwd(), markdownFile)}`,
  );
}

/**
 * The signed-in user of the bench (For You, isLiked): interests `coffee` and `pharmacy`, and likes of 20
 * items near Piassa (rows only; the counts of the generated data are left alone). Made once, then reused.
 */
async function benchUser(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [user] = await sql<{ id: number }[]>`
      INSERT INTO users (phone, first_name, interests, activated_at)
      VALUES ('+251900000000', 'Bench', ARRAY['coffee', 'pharmacy'], now())
      ON CONFLICT (phone) DO UPDATE SET interests = EXCLUDED.interests RETURNING id::int`;
    if (!user) throw new Error('no bench user');
    await sql`INSERT INTO likes (user_id, kind, entity_id)
      SELECT ${user.id}, kind, id FROM feed_entries
      ORDER BY pt <-> point(38.7487854, degrees(ln(tan(radians(45 + 9.021343 / 2))))) LIMIT 20
      ON CONFLICT DO NOTHING`;
    return user.id;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Waits until no query runs in the database: requests autocannon gave up on (timeouts) still run in
 * the server, and must not weigh on the next measurement.
 */
async function waitForIdle(url: string, timeoutMs = 300_000) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const started = Date.now();
  try {
    for (;;) {
      const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`;
      if (!row?.n || Date.now() - started > timeoutMs) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
  const waited = (Date.now() - started) / 1000;
  if (waited > 2) console.log(`   (waited ${waited.toFixed(0)} s for queries left running to finish)`);
}

function failures({ failed }: HttpSummary): string {
  const parts = [
    failed.timeouts && `${failed.timeouts} timed out`,
    failed.errors && `${failed.errors} errors`,
    failed.status && `${failed.status} non-200`,
  ].filter(Boolean);
  return parts.length ? `  (${parts.join(', ')})` : '';
}

/** Endpoint p95 / SQL p95; not meaningful when requests timed out (they are not in the percentiles). */
function ratioText(http: HttpSummary, sql: Summary): string {
  const ratio = (http.p95 / sql.p95).toFixed(2);
  return http.failed.timeouts ? `${ratio} (censored: timeouts left out)` : ratio;
}
const ratioMet = (http: HttpSummary, sql: Summary) =>
  !http.failed.timeouts && http.p95 / sql.p95 <= TARGET_RATIO ? 'yes' : 'no';

function report({ scenario: s, http, sql, plan }: Row): string {
  const lines = [
    `== ${s.name}`,
    `   endpoint  p50 ${ms(http.p50)}  p95 ${ms(http.p95)}  p99 ${ms(http.p99)} ms  ${rate(http.perSecond)} req/s` +
      failures(http),
    `   bare SQL  p50 ${ms(sql.p50)}  p95 ${ms(sql.p95)}  p99 ${ms(sql.p99)} ms  ${rate(sql.perSecond)} queries/s`,
    `   ratio p95 ${ratioText(http, sql)} (target ≤ ${TARGET_RATIO}: ${ratioMet(http, sql)})` +
      `  p95 ≤ ${targetP95(s)} ms: ${http.p95 <= targetP95(s) ? 'yes' : 'no'}`,
    `   CPU per request: server ${ms(http.cpu.server)} + postgres ${ms(http.cpu.postgres)} + autocannon ${ms(http.cpu.client)}` +
      ` = ${ms(http.cpu.total)} ms (at most ${rate(bound(http.cpu))} req/s on ${CORES} cores)`,
    `   CPU per query (bare SQL): postgres ${ms(sql.cpu.postgres)} + clients ${ms(sql.cpu.client)} = ${ms(sql.cpu.total)} ms`,
    `   plan: ${plan.knn ? 'KNN Order By' : 'no KNN ordering'}; indexes ${plan.indexes.join(', ') || 'none'};` +
      ` single run ${ms(plan.executionMs)} ms`,
  ];
  return `${lines.join('\n')}\n`;
}

/** The most requests per second the measured CPU per request allows on this machine. */
const bound = (cpu: CpuShare) => (CORES * 1000) / cpu.total;

function markdown(rows: Row[], seconds: number, connections: number): string {
  const head =
    '| scenario | endpoint p50 / p95 / p99 (ms) | req/s | failed | SQL p50 / p95 / p99 (ms) | queries/s | p95 ratio | p95 ≤ target (15 ms autocomplete, else 25 ms) | ratio ≤ 1.5 | CPU ms/request: server + postgres + autocannon | CPU bound req/s | SQL CPU ms/query (postgres) |\n' +
    '|---|---|---|---|---|---|---|---|---|---|---|---|';
  const body = rows.map(({ scenario: s, http, sql }) => {
    const c = http.cpu;
    return `| ${s.name} | ${ms(http.p50)} / ${ms(http.p95)} / ${ms(http.p99)} | ${rate(http.perSecond)} | ${failures(http).trim() || 0} | ${ms(sql.p50)} / ${ms(sql.p95)} / ${ms(sql.p99)} | ${rate(sql.perSecond)} | ${ratioText(http, sql)} | ${http.p95 <= targetP95(s) ? 'yes' : 'no'} | ${ratioMet(http, sql)} | ${ms(c.server)} + ${ms(c.postgres)} + ${ms(c.client)} = ${ms(c.total)} | ${rate(bound(c))} | ${ms(sql.cpu.postgres)} |`;
  });
  return `${seconds} s per scenario, ${connections} connections / SQL callers over ${serverPoolSize()} connections.\n\n${head}\n${body.join('\n')}\n`;
}

async function machine(url: string): Promise<string> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [v] = await sql<{ version: string }[]>`SELECT current_setting('server_version') AS version`;
    const [counts] = await sql<{ companies: number; products: number; places: number }[]>`
      SELECT (SELECT count(*)::int FROM companies) AS companies, (SELECT count(*)::int FROM products) AS products,
        (SELECT count(*)::int FROM places) AS places`;
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    return [
      `Load average (1, 5, 15 min): ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
      `Machine: ${os.availableParallelism()} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      `PostgreSQL ${v?.version} at ${describeUrl(url)}: ${Object.entries(counts ?? {})
        .map(([t, n]) => `${t} ${n}`)
        .join(', ')}`,
    ].join('\n');
  } finally {
    await sql.end({ timeout: 5 });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
