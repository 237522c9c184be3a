import postgres from 'postgres';
import { type BenchUser, type Scenario, scenarioQuery } from './scenarios.ts';
import { connectionSettings } from './settings.ts';

/** A parameter as an SQL literal for EXECUTE: null, booleans, strings, numbers and arrays of numbers. */
const literal = (v: unknown): string => {
  if (v === null) return 'NULL';
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'string') return `'${v.replaceAll("'", "''")}'`;
  if (Array.isArray(v)) return `'{${v.map(Number).join(',')}}'`;
  const n = Number(v);
  return Number.isFinite(n) ? String(n) : `'${n}'`;
};

export type PlanSummary = { text: string; indexes: string[]; knn: boolean; executionMs: number };

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of a scenario's SQL at its centre, as the server runs it: a prepared
 * statement already executed 6 times, so PostgreSQL's plan cache may have switched to a generic plan.
 * `i`: which of a search scenario's keys (the first by default).
 */
export async function explainScenario(
  url: string,
  s: Scenario,
  user: BenchUser,
  i = 0,
): Promise<PlanSummary> {
  const connection = connectionSettings(s);
  const sql = postgres(url, { max: 1, onnotice: () => {}, connection });
  try {
    const { text, params } = scenarioQuery(s, s, user, i);
    const args = params.map(literal).join(', ');
    await sql.unsafe(`PREPARE bench_q AS ${text}`);
    const execute = params.length ? `EXECUTE bench_q(${args})` : 'EXECUTE bench_q';
    for (let i = 0; i < 6; i++) await sql.unsafe(execute);
    const rows = await sql.unsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN (ANALYZE, BUFFERS) ${execute}`);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const indexes = [
      ...new Set([...plan.matchAll(/ using (\w+)| Index Scan on (\w+)/g)].map((m) => m[1] ?? m[2] ?? '')),
    ];
    return {
      text: `-- ${s.name}\n-- ${execute}\n${text}\n\n${plan}\n`,
      indexes,
      knn: /Order By: \((\w+\.)?(geo|pt) <->/.test(plan),
      executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN),
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
