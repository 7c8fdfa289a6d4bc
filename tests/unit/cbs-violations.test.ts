import { describe, expect, it } from 'vitest';
import { mayNameWorkers, shouldSuspend, VIOLATION_SUSPEND_THRESHOLD, violationWindowStart } from '../../src/domain/cbs-violations.ts';

describe('contractor suspension after violations', () => {
  it('the threshold is three violations within a year', () => {
    expect(VIOLATION_SUSPEND_THRESHOLD).toBe(3);
    expect(violationWindowStart('2026-06-01')).toBe('2025-06-02');
    expect(violationWindowStart('2024-03-01', 2)).toBe('2024-02-29');
  });
  it.each([
    ['admitted', 2, false],
    ['admitted', 3, true],
    ['admitted', 5, true],
    ['trained', 9, false],
    ['suspended', 9, false],
    [null, 9, false],
  ] as const)('%s with %i violations: suspend %s', (status, count, expected) => {
    expect(shouldSuspend(status, count)).toBe(expected);
  });
  it('only an admitted contractor may have its workers on a permit', () => {
    expect(['applied', 'qualified', 'trained', 'admitted', 'suspended', 'refused', undefined].map(mayNameWorkers)).toEqual([false, false, false, true, false, false, false]);
  });
});
