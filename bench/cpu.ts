import fs from 'node:fs';
import postgres from 'postgres';

/** Linux clock ticks per second (`getconf CLK_TCK`), the unit of /proc/<pid>/stat times. */
const TICKS_PER_S = 100;

/** CPU time (user + system) a process has used so far, in ms; 0 when it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm)": state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return 0;
  }
}

/** CPU time so far of every PostgreSQL backend connected to the database (same machine only), by pid. */
export async function backendCpu(url: string): Promise<Map<number, number>> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ pid: number }[]>`SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()`;
    return new Map(rows.map((r) => [r.pid, processCpuMs(r.pid)]));
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** CPU used between two snapshots by the backends present in both, in ms. */
export function backendCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) {
    const was = before.get(pid);
    if (was !== undefined) total += ms - was;
  }
  return total;
}

/**
 * Where the CPU of a measured phase went, per completed request, in ms: the API server process, the
 * PostgreSQL backends, and this process (autocannon or the SQL clients). On 2 cores the sum bounds the
 * throughput at 2000 / total requests per second, whatever else runs.
 */
export type CpuShare = { server: number; postgres: number; client: number; total: number };

export const cpuShare = (server: number, pg: number, client: number, requests: number): CpuShare => {
  const per = (ms: number) => (requests > 0 ? ms / requests : Number.NaN);
  return { server: per(server), postgres: per(pg), client: per(client), total: per(server + pg + client) };
};
