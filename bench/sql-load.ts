import postgres from 'postgres';
import { backendCpu, backendCpuSpent, type CpuShare, cpuShare } from './cpu.ts';
import { type BenchUser, jitteredPoints, type Scenario, scenarioQuery } from './scenarios.ts';
import { connectionSettings } from './settings.ts';
import { type Summary, summarise } from './stats.ts';

/**
 * Runs the endpoint's exact SQL from `clients` concurrent connections (prepared statements) for
 * `seconds`, cycling through the same jittered points (and keys), and times every query.
 */
export async function loadSql(
  url: string,
  s: Scenario,
  seconds: number,
  clients: number,
  user: BenchUser,
): Promise<Summary & { cpu: CpuShare }> {
  const connection = connectionSettings(s);
  const sql = postgres(url, { max: clients, prepare: true, onnotice: () => {}, connection });
  const queries = jitteredPoints(s).map((p, i) => scenarioQuery(s, p, user, i));
  let next = 0;
  const run = () => {
    const q = queries[next++ % queries.length];
    if (!q) throw new Error('no queries');
    return sql.unsafe(q.text, q.params as postgres.ParameterOrJSON<never>[], { prepare: true });
  };
  try {
    // Open every connection and prepare the statement on it before the clock starts.
    await Promise.all(Array.from({ length: clients }, run));
    const latencies: number[] = [];
    const pgBefore = await backendCpu(url);
    const clientBefore = process.cpuUsage();
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const worker = async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await run();
        latencies.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: clients }, worker));
    const elapsed = (performance.now() - started) / 1000;
    const client = process.cpuUsage(clientBefore);
    const pg = backendCpuSpent(pgBefore, await backendCpu(url));
    const cpu = cpuShare(0, pg, (client.user + client.system) / 1000, latencies.length);
    return { ...summarise(latencies, elapsed), cpu };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
