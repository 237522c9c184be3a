/**
 * The feeds and search on the embedded default — what `npm start` runs: PGlite in the server's process, the demo data
 * and the OpenStreetMap places — at fixed offered rates, open loop (open-loop.ts):
 *   npx tsx bench/embedded-load.ts [--rates 50,100] [--duration 10] [--only text]
 * A fresh data directory each run (the first start seeds and imports, about 30 s), removed afterwards. The
 * signed-in scenarios are left out: the bench user lives in a PostgreSQL database (load.ts). There is no bare-SQL
 * side: the database runs inside the server, so its CPU is the server's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { processCpuMs } from './cpu.ts';
import { scenarioPaths } from './http-load.ts';
import { type OpenLoopSummary, openLoop } from './open-loop.ts';
import { requestHeaders, SCENARIOS, type Scenario, targetP95 } from './scenarios.ts';
import { benchDir, fileStamp, startServer } from './server.ts';
import { ms, rate } from './stats.ts';

const WARMUP_SECONDS = 3;
const WARMUP_RATE = 50;

type Row = { scenario: Scenario; offered: number; m: OpenLoopSummary; cpuMs: number };

async function main() {
  const { values } = parseArgs({
    options: {
      rates: { type: 'string', default: '50,100' },
      duration: { type: 'string', default: '10' },
      only: { type: 'string', default: '' },
    },
  });
  const rates = values.rates.split(',').map(Number);
  const seconds = Number(values.duration);
  if (!rates.every((r) => Number.isInteger(r) && r > 0) || !(seconds > 0)) {
    console.error('Usage: npx tsx bench/embedded-load.ts [--rates 50,100] [--duration 10] [--only text]');
    process.exit(2);
  }
  const scenarios = SCENARIOS.filter((s) => !s.signedIn && s.name.includes(values.only));
  console.log(`Starting the server on a fresh embedded database (demo data and OpenStreetMap places)…`);
  const server = await startServer(null);
  const rows: Row[] = [];
  try {
    for (const s of scenarios) {
      const paths = scenarioPaths(s);
      const headers = requestHeaders(s, { id: 0, token: '' });
      await openLoop(server.baseUrl, paths, WARMUP_RATE, WARMUP_SECONDS, { headers });
      for (const offered of rates) {
        const before = processCpuMs(server.pid);
        const m = await openLoop(server.baseUrl, paths, offered, seconds, { headers });
        const row = {
          scenario: s,
          offered,
          m,
          cpuMs: (processCpuMs(server.pid) - before) / Math.max(1, m.count),
        };
        rows.push(row);
        console.log(line(row));
      }
    }
  } finally {
    await server.stop();
  }
  const file = path.join(benchDir, 'results', `embedded-load-${fileStamp()}.md`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, markdown(rows, seconds));
  console.log(`Table: ${path.relative(process.cwd(), file)}`);
}

const failed = ({ failed: f }: OpenLoopSummary) => f.status + f.errors + f.timeouts;
const held = (r: Row) => failed(r.m) === 0 && r.m.p95 <= targetP95(r.scenario);

const line = (r: Row) =>
  `${r.scenario.name} at ${r.offered}/s: p50 ${ms(r.m.p50)}  p95 ${ms(r.m.p95)}  p99 ${ms(r.m.p99)} ms, ` +
  `sent ${rate(r.m.sentPerSecond)}/s (late p99 ${ms(r.m.lateP99)} ms), ${failed(r.m)} failed, ` +
  `server CPU ${ms(r.cpuMs)} ms/request; p95 ≤ ${targetP95(r.scenario)} ms: ${held(r) ? 'yes' : 'no'}`;

function markdown(rows: Row[], seconds: number): string {
  const head =
    '| scenario | offered/s | p50 / p95 / p99 (ms) | sent/s | failed | server CPU ms/request | p95 ≤ target |\n' +
    '|---|---|---|---|---|---|---|';
  const body = rows.map(
    (r) =>
      `| ${r.scenario.name} | ${r.offered} | ${ms(r.m.p50)} / ${ms(r.m.p95)} / ${ms(r.m.p99)} | ` +
      `${rate(r.m.sentPerSecond)} | ${failed(r.m)} | ${ms(r.cpuMs)} | ${held(r) ? 'yes' : 'no'} |`,
  );
  return `Embedded default (PGlite, demo data and OpenStreetMap places), open loop, ${seconds} s per rate.\n\n${head}\n${body.join('\n')}\n`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
