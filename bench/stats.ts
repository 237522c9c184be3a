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

/** The ratios `after[i] / before[i]` of paired figures (one round of each side): their median, lowest and highest. */
export function pairedRatios(
  before: readonly number[],
  after: readonly number[],
): { median: number; lowest: number; highest: number } {
  if (before.length !== after.length || before.length === 0) throw new Error('pairedRatios needs pairs');
  const ratios = Float64Array.from(after, (a, i) => a / (before[i] as number)).sort();
  const mid = ratios.length >> 1;
  const median =
    ratios.length % 2 === 1
      ? (ratios[mid] as number)
      : ((ratios[mid - 1] as number) + (ratios[mid] as number)) / 2;
  return { median, lowest: ratios[0] as number, highest: ratios[ratios.length - 1] as number };
}
