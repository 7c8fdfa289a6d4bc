import { describe, expect, it } from 'vitest';
import { judgeAgainstLimit, limitBound, type ExposureLimit } from '../../src/domain/health-limits.ts';

const upper: ExposureLimit = { low: null, high: 8, unit: 'mg_m3' };
const lower: ExposureLimit = { low: 19.5, high: null, unit: 'percent' };
const range: ExposureLimit = { low: 19.5, high: 23.5, unit: 'percent' };

describe('a detection judged against its factor limit', () => {
  it.each([
    ['under the upper bound', 7.9, 'mg_m3', upper, 'qualified'],
    ['at the upper bound', 8, 'mg_m3', upper, 'qualified'],
    ['over the upper bound', 8.01, 'mg_m3', upper, 'over'],
    ['above a lower bound only', 20.9, 'percent', lower, 'qualified'],
    ['at the lower bound', 19.5, 'percent', lower, 'qualified'],
    ['under the lower bound', 18, 'percent', lower, 'under'],
    ['inside a range', 21, 'percent', range, 'qualified'],
    ['over a range', 24, 'percent', range, 'over'],
    ['under a range', 19, 'percent', range, 'under'],
    ['negative values against a range', -1, 'percent', range, 'under'],
  ] as const)('%s', (_name, value, unit, limit, judgement) => {
    expect(judgeAgainstLimit(value, unit, limit)).toEqual({ ok: true, judgement });
  });

  it('refuses a result in another unit than the limit, whatever its value', () => {
    expect(judgeAgainstLimit(1, 'ppm', upper)).toEqual({ ok: false, problem: 'unit' });
    expect(judgeAgainstLimit(100, 'db_a', range)).toEqual({ ok: false, problem: 'unit' });
  });

  it('cannot judge against a factor without any bound', () => {
    expect(judgeAgainstLimit(1, 'mg_m3', { low: null, high: null, unit: 'mg_m3' })).toEqual({ ok: false, problem: 'noLimit' });
  });

  it('reads a bound only from a finite number', () => {
    expect(limitBound(3.5)).toBe(3.5);
    expect(limitBound(0)).toBe(0);
    expect(limitBound(null)).toBeNull();
    expect(limitBound('8')).toBeNull();
    expect(limitBound(Number.NaN)).toBeNull();
  });
});
