import { DATABASE_POOL_MAX } from '@sefer/api/src/config.ts';
import { openDatabase } from '@sefer/api/src/db/client.ts';
import { backendCpu, backendCpuSpent, type CpuShare, cpuShare } from './cpu.ts';
import { type BenchUser, jitteredPoints, type Scenario, scenarioQuery } from './scenarios.ts';
import { connectionSettings } from './settings.ts';
import { type Summary, summarise } from './stats.ts';

/**
 * The connections the server's pool holds (`DATABASE_POOL_MAX`, read from the same environment the bench's server
 * starts with): the server lets at most that many queries into PostgreSQL at once and queues the rest in its gate.
 */
export const serverPoolSize = (): number => DATABASE_POOL_MAX.parse(process.env.DATABASE_POOL_MAX);

/**
 * Runs the endpoint's exact SQL from `clients` concurrent callers (prepared statements) for `seconds`, cycling
 * through the same jittered points (and keys), and times every query. The callers go through the server's own
 * database layer (`openDatabase` with the server's pool size, the scenario's settings by `withSettings`): a pool of that
 * size behind its first-come gate, so PostgreSQL runs as many queries at once as under the endpoint and the two times
 * differ by what the API adds. A connection per caller was rejected: 32 queries at once on 2 cores against the
 * server's 10 made the bare SQL of a search slower than its endpoint.
 */
export async function loadSql(
  url: string,
  s: Scenario,
  seconds: number,
  clients: number,
  user: BenchUser,
): Promise<Summary & { cpu: CpuShare }> {
  const pool = serverPoolSize();
  const db = await openDatabase({ kind: 'postgres', url, max: pool });
  const scenarioDb = db.withSettings(connectionSettings(s));
  const queries = jitteredPoints(s).map((p, i) => scenarioQuery(s, p, user, i));
  let next = 0;
  const run = () => {
    const q = queries[next++ % queries.length];
    if (!q) throw new Error('no queries');
    return scenarioDb.query(q.text, q.params);
  };
  try {
    // Open every connection and prepare the statement on it before the clock starts.
    await Promise.all(Array.from({ length: pool }, run));
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
    await db.close();
  }
}
