/**
 * Load test of the feed endpoints against a generated database (see generate.ts):
 *   npx tsx bench/load.ts --url postgres://… [--duration 10] [--connections 32] [--only aroundYou]
 *     closed loop: autocannon keeps `--connections` requests in flight against the real server (its own process);
 *   … --rate 100: open loop, 100 requests/s sent on schedule whatever the answers do (open-loop.ts);
 *   … --capacity [--rate 25] [--max-rate 2000] [--duration 5]: open loop at rising rates, a step each `--duration`
 *     seconds, until p95 passes the scenario's target or requests fail: the capacity is the last rate that held.
 * Then, in every mode, the same SQL bare through postgres-js with `--connections` concurrent callers over a pool of the
 * server's size (sql-load.ts), and one EXPLAIN (ANALYZE, BUFFERS).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAccessTokens } from '@sefer/api/src/modules/auth/access-token.ts';
import postgres from 'postgres';
import { describeUrl, positiveInt, readArgs } from './args.ts';
import { backendCpu, backendCpuSpent, type CpuShare, cpuShare, processCpuMs } from './cpu.ts';
import { benchUser, waitForIdle } from './database.ts';
import { explainScenario, type PlanSummary } from './explain.ts';
import { type HttpSummary, loadEndpoint, scenarioPaths } from './http-load.ts';
import { type OpenLoopSummary, openLoop } from './open-loop.ts';
import { type BenchUser, requestHeaders, SCENARIOS, type Scenario, targetP95 } from './scenarios.ts';
import { benchDir, fileStamp, type Server, startServer } from './server.ts';
import { loadSql, serverPoolSize } from './sql-load.ts';
import { ms, rate, type Summary } from './stats.ts';

const TARGET_RATIO = 1.5;
const WARMUP_SECONDS = 3;
/** Capacity steps: +25 requests/s or ×1.25, whichever is more (25, 50, 75, 100, 125, 155, 195, 245, 305, …). */
const STEP_ADD = 25;
const STEP_FACTOR = 1.25;
/** A step whose requests left below this share of the offered rate measured the sender, not the server. */
const SENT_SHARE = 0.95;

type Mode =
  | { kind: 'closed'; connections: number }
  | { kind: 'open'; rate: number }
  | { kind: 'capacity'; start: number; max: number };

type WithCpu<T> = T & { cpu: CpuShare };
/** One rate of a capacity search; `over`: why it did not hold (null: it held). */
type Step = WithCpu<OpenLoopSummary> & { rate: number; over: string | null };

type Endpoint =
  | { kind: 'closed'; http: WithCpu<HttpSummary> }
  | { kind: 'open'; rate: number; http: WithCpu<OpenLoopSummary> }
  | { kind: 'capacity'; steps: Step[] };

type Row = { scenario: Scenario; endpoint: Endpoint; sql: WithCpu<Summary>; plan: PlanSummary };

/** Cores of the machine: CPU ms per request bounds the rate at cores × 1000 / ms. */
const CORES = os.availableParallelism();

async function main() {
  const usage =
    'npx tsx bench/load.ts --url postgres://… [--duration 10] [--connections 32] [--only text]' +
    ' [--rate N | --capacity [--rate 25] [--max-rate 2000]]';
  const { url, values, flags } = readArgs(
    usage,
    { duration: '', connections: '32', only: '', rate: '', 'max-rate': '2000' },
    ['capacity'],
  );
  const mode = readMode(values.rate, values['max-rate'], flags.capacity, values.connections);
  // A capacity search measures many rates: shorter steps keep a scenario to a couple of minutes.
  const seconds = positiveInt('duration', values.duration || (mode.kind === 'capacity' ? '5' : '10'));
  const connections = positiveInt('connections', values.connections);
  const scenarios = SCENARIOS.filter((s) => s.name.includes(values.only));
  const resultsDir = path.join(benchDir, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const stamp = fileStamp();
  const setup = describeRun(scenarios.length, mode, seconds, connections);

  console.log(await machine(url));
  console.log(`${setup}\n`);
  const server = await startServer(url);
  const rows: Row[] = [];
  try {
    const id = await benchUser(url);
    const user: BenchUser = { id, token: await createAccessTokens(server.jwtSecret, 3600).sign(id) };
    for (const s of scenarios) {
      // The same warm-up in every mode (JIT, caches, the server's pool), so the modes start alike.
      await loadEndpoint(server.baseUrl, s, WARMUP_SECONDS, connections, user);
      const endpoint = await measureEndpoint(url, server, s, user, mode, seconds);
      await waitForIdle(url);
      const sql = await loadSql(url, s, seconds, connections, user);
      await waitForIdle(url);
      const plan = await explainScenario(url, s, user);
      const row = { scenario: s, endpoint, sql, plan };
      rows.push(row);
      console.log(report(row, connections));
    }
  } finally {
    await server.stop();
  }
  const plansFile = path.join(resultsDir, `plans-${stamp}.txt`);
  fs.writeFileSync(plansFile, rows.map((r) => r.plan.text).join(`\n${'='.repeat(100)}\n\n`));
  const markdownFile = path.join(resultsDir, `load-${stamp}.md`);
  fs.writeFileSync(markdownFile, `${await machine(url)}\n\n${setup}\n\n${markdown(rows, mode)}`);
  console.log(
    `Plans: ${path.relative(process.cwd(), plansFile)}\nTable: ${path.relative(process.cwd(), markdownFile)}`,
  );
}

function readMode(rateArg: string, maxArg: string, capacity: boolean, connections: string): Mode {
  if (capacity) {
    const start = positiveInt('rate', rateArg || String(STEP_ADD));
    return { kind: 'capacity', start, max: Math.max(start, positiveInt('max-rate', maxArg)) };
  }
  if (rateArg) return { kind: 'open', rate: positiveInt('rate', rateArg) };
  return { kind: 'closed', connections: positiveInt('connections', connections) };
}

function describeRun(scenarios: number, mode: Mode, seconds: number, connections: number): string {
  const endpoint =
    mode.kind === 'closed'
      ? `closed loop (autocannon), ${mode.connections} connections, ${seconds} s`
      : mode.kind === 'open'
        ? `open loop, ${mode.rate} requests/s offered, ${seconds} s`
        : `capacity: open loop from ${mode.start} requests/s, +${STEP_ADD} or ×${STEP_FACTOR} a step up to ${mode.max},` +
          ` ${seconds} s a step, until p95 > target (15 ms autocomplete, else 25 ms) or requests fail`;
  return (
    `${scenarios} scenarios; endpoint: ${endpoint}; bare SQL: closed loop, ${connections} callers over` +
    ` ${serverPoolSize()} connections, ${seconds} s; ${WARMUP_SECONDS} s of warm-up (autocannon) first`
  );
}

/** Runs `run` against the server and adds where the CPU went per answered request (cpu.ts). */
async function withCpu<T extends HttpSummary>(
  url: string,
  server: Server,
  run: () => Promise<T>,
): Promise<WithCpu<T>> {
  await waitForIdle(url);
  const pgBefore = await backendCpu(url);
  const serverBefore = processCpuMs(server.pid);
  const clientBefore = process.cpuUsage();
  const measured = await run();
  const client = process.cpuUsage(clientBefore);
  const cpu = cpuShare(
    processCpuMs(server.pid) - serverBefore,
    backendCpuSpent(pgBefore, await backendCpu(url)),
    (client.user + client.system) / 1000,
    measured.count,
  );
  return { ...measured, cpu };
}

async function measureEndpoint(
  url: string,
  server: Server,
  s: Scenario,
  user: BenchUser,
  mode: Mode,
  seconds: number,
): Promise<Endpoint> {
  const atRate = (r: number) =>
    withCpu(url, server, () =>
      openLoop(server.baseUrl, scenarioPaths(s), r, seconds, { headers: requestHeaders(s, user) }),
    );
  switch (mode.kind) {
    case 'closed':
      return {
        kind: 'closed',
        http: await withCpu(url, server, () =>
          loadEndpoint(server.baseUrl, s, seconds, mode.connections, user),
        ),
      };
    case 'open':
      return { kind: 'open', rate: mode.rate, http: await atRate(mode.rate) };
    case 'capacity': {
      console.log(`== ${s.name}: capacity search, p95 target ${targetP95(s)} ms`);
      const steps: Step[] = [];
      for (let r = mode.start; ; r = nextRate(r, mode.max)) {
        const measured = await atRate(r);
        const step = { ...measured, rate: r, over: overReason(s, r, measured) };
        steps.push(step);
        console.log(`   ${stepText(step)}`);
        if (step.over || r >= mode.max) return { kind: 'capacity', steps };
      }
    }
  }
}

const nextRate = (r: number, max: number) =>
  Math.min(max, Math.max(r + STEP_ADD, Math.round((r * STEP_FACTOR) / 5) * 5));

/** Why a rate did not hold, or null. */
function overReason(s: Scenario, offered: number, m: OpenLoopSummary): string | null {
  const failed = failures(m).trim();
  if (failed) return failed;
  if (m.sentPerSecond < offered * SENT_SHARE)
    return `sender behind: ${rate(m.sentPerSecond)} requests/s sent`;
  if (!(m.p95 <= targetP95(s))) return `p95 ${ms(m.p95)} > ${targetP95(s)} ms`;
  return null;
}

const percentiles = (m: Summary) => `${ms(m.p50)} / ${ms(m.p95)} / ${ms(m.p99)}`;

/** Offered and achieved rates of an open loop, and the sender's own lateness. */
const sentText = (m: OpenLoopSummary, offered: number) =>
  `offered ${offered}/s, sent ${rate(m.sentPerSecond)}/s (late p99 ${ms(m.lateP99)} ms), ${rate(m.perSecond)} answers/s`;

const stepText = (step: Step) =>
  `${step.rate} requests/s: p50 ${ms(step.p50)}  p95 ${ms(step.p95)}  p99 ${ms(step.p99)} ms  ` +
  `${sentText(step, step.rate)}  CPU ${ms(step.cpu.total)} ms/request: ${step.over ?? 'held'}`;

/** The last step that held and the first that did not (either may be missing). */
function capacityOf(steps: Step[]): { held?: Step | undefined; over?: Step | undefined } {
  return { held: steps.findLast((st) => !st.over), over: steps.find((st) => st.over) };
}

/** The capacity: the last rate that held, `≥` it when the search stopped at `--max-rate`, `<` the first when none held. */
function capacityRate(steps: Step[]): string {
  const { held, over } = capacityOf(steps);
  if (!held) return `< ${steps[0]?.rate ?? 0}`;
  return over ? `${held.rate}` : `≥ ${held.rate}`;
}

function capacityText(steps: Step[]): string {
  const { over } = capacityOf(steps);
  return (
    `capacity ${capacityRate(steps)} requests/s; ` +
    (over ? `first over: ${over.rate} requests/s (${over.over})` : 'none over up to --max-rate')
  );
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
const targetMet = (s: Scenario, m: Summary) => (m.p95 <= targetP95(s) ? 'yes' : 'no');

/** The load generator whose CPU is counted with the request's: autocannon, or the open-loop sender. */
const clientName = (e: Endpoint) => (e.kind === 'closed' ? 'autocannon' : 'sender');

/** The step whose CPU per request a capacity search reports: the last that held, or the first when none did. */
const cpuStep = (steps: Step[]) => capacityOf(steps).held ?? steps[0];

/** The CPU per request of a run, and at which rate for a capacity search. */
function cpuOf(e: Endpoint): { cpu: CpuShare | undefined; at: string } {
  if (e.kind !== 'capacity') return { cpu: e.http.cpu, at: '' };
  const step = cpuStep(e.steps);
  return {
    cpu: step?.cpu,
    at: ` at ${step?.rate} requests/s (${step?.over ? 'over the target' : 'the capacity'})`,
  };
}

function report({ scenario: s, endpoint: e, sql, plan }: Row, connections: number): string {
  const lines = [`== ${s.name}`];
  if (e.kind === 'capacity') {
    lines.push(`   p95 target ${targetP95(s)} ms: ${capacityText(e.steps)}`);
  } else {
    const http = e.http;
    const how = e.kind === 'closed' ? `${rate(http.perSecond)} req/s` : sentText(e.http, e.rate);
    lines.push(
      `   endpoint (${e.kind} loop)  p50 ${ms(http.p50)}  p95 ${ms(http.p95)}  p99 ${ms(http.p99)} ms  ${how}` +
        failures(http),
    );
  }
  lines.push(
    `   bare SQL (${connections} callers)  p50 ${ms(sql.p50)}  p95 ${ms(sql.p95)}  p99 ${ms(sql.p99)} ms  ${rate(sql.perSecond)} queries/s`,
  );
  // The bare SQL runs closed loop, its callers queueing for the pool: its p95 compares with a closed-loop endpoint's.
  if (e.kind === 'closed')
    lines.push(
      `   ratio p95 ${ratioText(e.http, sql)} (target ≤ ${TARGET_RATIO}: ${ratioMet(e.http, sql)})` +
        `  p95 ≤ ${targetP95(s)} ms: ${targetMet(s, e.http)}`,
    );
  if (e.kind === 'open')
    lines.push(`   p95 ≤ ${targetP95(s)} ms at ${e.rate} requests/s: ${targetMet(s, e.http)}`);
  const { cpu, at } = cpuOf(e);
  lines.push(
    cpu
      ? `   CPU per request${at}: server ${ms(cpu.server)} + postgres ${ms(cpu.postgres)} + ${clientName(e)} ${ms(cpu.client)}` +
          ` = ${ms(cpu.total)} ms (at most ${rate(bound(cpu))} req/s on ${CORES} cores)`
      : `   CPU per request${at}: no answer`,
    `   CPU per query (bare SQL): postgres ${ms(sql.cpu.postgres)} + clients ${ms(sql.cpu.client)} = ${ms(sql.cpu.total)} ms`,
    `   plan: ${plan.knn ? 'KNN Order By' : 'no KNN ordering'}; indexes ${plan.indexes.join(', ') || 'none'};` +
      ` single run ${ms(plan.executionMs)} ms`,
  );
  return `${lines.join('\n')}\n`;
}

/** The most requests per second the measured CPU per request allows on the machine measured. */
const bound = (cpu: CpuShare) => (CORES * 1000) / cpu.total;

const cpuCells = (c: CpuShare | undefined) =>
  c ? `${ms(c.server)} + ${ms(c.postgres)} + ${ms(c.client)} = ${ms(c.total)} | ${rate(bound(c))}` : '— | —';
const sqlCells = (sql: WithCpu<Summary>) =>
  `${percentiles(sql)} | ${rate(sql.perSecond)} | ${ms(sql.cpu.postgres)}`;
const SQL_HEAD = 'SQL p50 / p95 / p99 (ms) | queries/s | SQL CPU ms/query (postgres)';

function markdown(rows: Row[], mode: Mode): string {
  const client = mode.kind === 'closed' ? 'autocannon' : 'sender';
  const at = mode.kind === 'capacity' ? ' at capacity (or the first rate when none held)' : '';
  const cpuHead = `CPU ms/request${at}: server + postgres + ${client} | CPU bound req/s`;
  const columns =
    mode.kind === 'closed'
      ? `endpoint p50 / p95 / p99 (ms) | req/s | failed | SQL p50 / p95 / p99 (ms) | queries/s | p95 ratio | p95 ≤ target (15 ms autocomplete, else 25 ms) | ratio ≤ 1.5 | ${cpuHead} | SQL CPU ms/query (postgres)`
      : mode.kind === 'open'
        ? `offered req/s | sent req/s | sender late p99 (ms) | endpoint p50 / p95 / p99 (ms) | answers/s | failed | p95 ≤ target (15 ms autocomplete, else 25 ms) | ${cpuHead} | ${SQL_HEAD}`
        : `p95 target (ms) | capacity req/s (last that held) | first over | p50 / p95 / p99 at capacity (ms) | sender late p99 at capacity (ms) | ${cpuHead} | ${SQL_HEAD} | p95 (ms) at each rate`;
  const head = `| scenario | ${columns} |\n|${'---|'.repeat(columns.split('|').length + 1)}`;
  const body = rows.map(({ scenario: s, endpoint: e, sql }) => {
    const cells = (() => {
      switch (e.kind) {
        case 'closed':
          return `${percentiles(e.http)} | ${rate(e.http.perSecond)} | ${failures(e.http).trim() || 0} | ${percentiles(sql)} | ${rate(sql.perSecond)} | ${ratioText(e.http, sql)} | ${targetMet(s, e.http)} | ${ratioMet(e.http, sql)} | ${cpuCells(e.http.cpu)} | ${ms(sql.cpu.postgres)}`;
        case 'open':
          return `${e.rate} | ${rate(e.http.sentPerSecond)} | ${ms(e.http.lateP99)} | ${percentiles(e.http)} | ${rate(e.http.perSecond)} | ${failures(e.http).trim() || 0} | ${targetMet(s, e.http)} | ${cpuCells(e.http.cpu)} | ${sqlCells(sql)}`;
        case 'capacity': {
          const { held, over } = capacityOf(e.steps);
          const steps = e.steps.map((st) => `${st.rate}: ${ms(st.p95)}`).join(', ');
          return `${targetP95(s)} | ${capacityRate(e.steps)} | ${over ? `${over.rate} (${over.over})` : 'none'} | ${held ? percentiles(held) : '—'} | ${held ? ms(held.lateP99) : '—'} | ${cpuCells(cpuStep(e.steps)?.cpu)} | ${sqlCells(sql)} | ${steps}`;
        }
      }
    })();
    return `| ${s.name} | ${cells} |`;
  });
  return `${head}\n${body.join('\n')}\n`;
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
