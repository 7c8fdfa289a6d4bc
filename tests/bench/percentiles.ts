/** Percentiles of latency samples (nearest-rank method, as most load tools report them). */

export interface Summary {
  count: number;
  min: number;
  max: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
}

/**
 * The p-th percentile (0..100) of samples sorted ascending, by nearest rank:
 * the smallest sample such that at least p% of the samples are less than or equal to it.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) throw new RangeError('percentile of no samples');
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must lie in 0..100, got ${p}`);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Count, extremes, mean and p50/p90/p99 of unsorted samples (the input is not modified). */
export function summarize(samples: readonly number[]): Summary {
  if (!samples.length) throw new RangeError('summary of no samples');
  const sorted = Float64Array.from(samples).sort();
  const values = Array.from(sorted);
  let sum = 0;
  for (const v of values) sum += v;
  return {
    count: values.length,
    min: values[0],
    max: values[values.length - 1],
    mean: sum / values.length,
    p50: percentile(values, 50),
    p90: percentile(values, 90),
    p99: percentile(values, 99),
  };
}
