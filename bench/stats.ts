/** Latency percentiles of one measured run. */
export type Summary = {
  count: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
};

/** Nearest-rank percentile of ascending `sorted` (milliseconds). */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function summarise(latencies: number[], seconds: number): Summary {
  const sorted = Float64Array.from(latencies).sort();
  return {
    count: sorted.length,
    seconds,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

export const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');
export const rate = (v: number) => (Number.isFinite(v) ? Math.round(v).toString() : '—');
