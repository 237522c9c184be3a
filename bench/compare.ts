/**
 * Old and new code against the same database, interleaved: `npx tsx bench/compare.ts --url postgres://… --before
 * <checkout> [--rate 100] [--duration 10] [--rounds 2] [--only text]`.
 *
 * Starts the API of this checkout and of `--before` (another clone or worktree with its own node_modules, say
 * `git worktree add ../before main`) side by side, then for each scenario runs both in turn at `--rate` requests/s
 * offered, open loop, `--rounds` times, the order alternating (before, after, after, before, …) so neither side
 * always runs on a warmer cache. Each run has its 3 s of warm-up. Printed per scenario: p50 and p95 of each side over
 * all its rounds, the change of p95, the change of p95 round by round (each round's after against the same round's
 * before: their median and range, which one slow tail moves less than the pooled figure), and the CPU per answered
 * request (API server and PostgreSQL backends), which does not depend on what else the 2 cores were doing. Written
 * to bench/results/compare-<time>.md. `--before .` runs this checkout against itself: the noise of the same figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createAccessTokens } from '@sefer/api/src/modules/auth/access-token.ts';
import { positiveInt, readArgs } from './args.ts';
import { backendCpu, backendCpuSpent, processCpuMs } from './cpu.ts';
import { benchUser, waitForIdle } from './database.ts';
import { loadEndpoint, scenarioPaths } from './http-load.ts';
import { openLoop } from './open-loop.ts';
import { type BenchUser, requestHeaders, SCENARIOS, type Scenario } from './scenarios.ts';
import { benchDir, fileStamp, type Server, startServer } from './server.ts';
import { ms, pairedRatios, type Summary, summarise } from './stats.ts';

const WARMUP_SECONDS = 3;

type Side = { name: 'before' | 'after'; server: Server; user: BenchUser };
/** One side's runs of a scenario: every answer's latency, each round's p95, failures, and CPU spent (ms). */
type Tally = { latencies: number[]; roundP95: number[]; failed: number; cpuMs: number; answered: number };
const emptyTally = (): Tally => ({ latencies: [], roundP95: [], failed: 0, cpuMs: 0, answered: 0 });

async function main() {
  const usage =
    'npx tsx bench/compare.ts --url postgres://… --before <checkout> [--rate 100] [--duration 10] [--rounds 2] [--only text]';
  const { url, values } = readArgs(usage, {
    before: '',
    rate: '100',
    duration: '10',
    rounds: '2',
    only: '',
  });
  if (!values.before || !fs.existsSync(path.join(values.before, 'apps/api/src/server.ts'))) {
    console.error(`--before must be a checkout of this repository\nUsage: ${usage}`);
    process.exit(2);
  }
  const rate = positiveInt('rate', values.rate);
  const seconds = positiveInt('duration', values.duration);
  const rounds = positiveInt('rounds', values.rounds);
  const scenarios = SCENARIOS.filter((s) => s.name.includes(values.only));
  const setup =
    `${scenarios.length} scenarios; ${rounds} rounds each of before and after, interleaved; open loop, ${rate}` +
    ` requests/s offered, ${seconds} s a run, ${WARMUP_SECONDS} s of warm-up before each`;
  console.log(setup);

  const userId = await benchUser(url);
  const sides: Side[] = [];
  try {
    for (const [name, root] of [
      ['before', path.resolve(values.before)],
      ['after', undefined],
    ] as const) {
      const server = await startServer(url, root);
      const token = await createAccessTokens(server.jwtSecret, 3600).sign(userId);
      sides.push({ name, server, user: { id: userId, token } });
    }
    const lines: string[] = [];
    for (const s of scenarios) {
      const tallies = new Map<Side['name'], Tally>();
      for (let round = 0; round < rounds; round++) {
        // before, after, after, before, …
        const order = round % 2 === 0 ? sides : [...sides].reverse();
        for (const side of order) {
          const tally = tallies.get(side.name) ?? emptyTally();
          await run(url, side, s, rate, seconds, tally);
          tallies.set(side.name, tally);
        }
      }
      const line = row(s, tallies, seconds * rounds);
      console.log(line);
      lines.push(line);
    }
    const file = path.join(benchDir, 'results', `compare-${fileStamp()}.md`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      `${setup}\n\n| scenario | before p50 | before p95 | after p50 | after p95 | p95 change | by round: median (range) | CPU ms/request before → after | failed |\n|---|---|---|---|---|---|---|---|---|\n${lines.join('\n')}\n`,
    );
    console.log(`Table: ${path.relative(process.cwd(), file)}`);
  } finally {
    await Promise.all(sides.map((side) => side.server.stop()));
  }
}

async function run(url: string, side: Side, s: Scenario, rate: number, seconds: number, tally: Tally) {
  await loadEndpoint(side.server.baseUrl, s, WARMUP_SECONDS, 8, side.user);
  await waitForIdle(url);
  const pgBefore = await backendCpu(url);
  const serverBefore = processCpuMs(side.server.pid);
  const round: number[] = [];
  const result = await openLoop(side.server.baseUrl, scenarioPaths(s), rate, seconds, {
    headers: requestHeaders(s, side.user),
    onAnswer: (_send, time) => round.push(time),
  });
  tally.latencies.push(...round);
  tally.roundP95.push(summarise(round, seconds).p95);
  tally.cpuMs +=
    processCpuMs(side.server.pid) - serverBefore + backendCpuSpent(pgBefore, await backendCpu(url));
  tally.answered += result.count;
  tally.failed += result.failed.status + result.failed.errors + result.failed.timeouts;
}

const percent = (ratio: number) => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)} %`;

/** Each round's after p95 against the same round's before: the median change and the range. */
function roundChanges(before: readonly number[], after: readonly number[]): string {
  const { median, lowest, highest } = pairedRatios(before, after);
  return `${percent(median)} (${percent(lowest)} … ${percent(highest)})`;
}

function row(s: Scenario, tallies: Map<Side['name'], Tally>, seconds: number): string {
  const of = (name: Side['name']): Summary & { cpu: number; failed: number; roundP95: number[] } => {
    const t = tallies.get(name) ?? emptyTally();
    return {
      ...summarise(t.latencies, seconds),
      cpu: t.cpuMs / Math.max(1, t.answered),
      failed: t.failed,
      roundP95: t.roundP95,
    };
  };
  const [before, after] = [of('before'), of('after')];
  const byRound = roundChanges(before.roundP95, after.roundP95);
  return `| ${s.name} | ${ms(before.p50)} | ${ms(before.p95)} | ${ms(after.p50)} | ${ms(after.p95)} | ${percent(after.p95 / before.p95)} | ${byRound} | ${before.cpu.toFixed(2)} → ${after.cpu.toFixed(2)} | ${before.failed + after.failed} |`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
