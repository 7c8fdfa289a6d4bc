import { describe, expect, it } from 'vitest';
import { percentile, summarize } from '../bench/percentiles.ts';

describe('percentile (nearest rank)', () => {
  const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

  it.each<[number, number]>([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [50, 5],
    [51, 6],
    [90, 9],
    [99, 10],
    [100, 10],
  ])('p%s of 1..10 is %s', (p, expected) => {
    expect(percentile(ten, p)).toBe(expected);
  });

  it('answers the only sample for every p of a single sample', () => {
    for (const p of [0, 50, 99, 100]) expect(percentile([42], p)).toBe(42);
  });

  it('p99 of 200 samples is the 198th, not the maximum', () => {
    const samples = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(percentile(samples, 99)).toBe(198);
    expect(percentile(samples, 50)).toBe(100);
  });

  it('refuses no samples and p outside 0..100', () => {
    expect(() => percentile([], 50)).toThrow(RangeError);
    expect(() => percentile(ten, -1)).toThrow(/0\.\.100/);
    expect(() => percentile(ten, 100.5)).toThrow(/0\.\.100/);
    expect(() => percentile(ten, Number.NaN)).toThrow(RangeError);
  });
});

describe('summarize', () => {
  it('sorts numerically, not as text, and leaves its input alone', () => {
    const samples = [100, 9, 20, 3, 1000, 1];
    const s = summarize(samples);
    expect(s).toEqual({ count: 6, min: 1, max: 1000, mean: 1133 / 6, p50: 9, p90: 1000, p99: 1000 });
    expect(samples).toEqual([100, 9, 20, 3, 1000, 1]);
  });

  it('keeps fractional latencies exact', () => {
    const s = summarize([0.25, 0.5, 0.125, 2.75]);
    expect(s.min).toBe(0.125);
    expect(s.max).toBe(2.75);
    expect(s.p50).toBe(0.25);
    expect(s.mean).toBeCloseTo(0.90625, 10);
  });

  it('refuses no samples', () => {
    expect(() => summarize([])).toThrow(RangeError);
  });
});
