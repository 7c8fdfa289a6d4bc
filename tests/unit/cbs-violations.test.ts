import { describe, expect, it } from 'vitest';
import { mayNameWorkers, shouldSuspend, suspensionRuleOf, VIOLATION_SUSPEND_THRESHOLD, violationWindowStart } from '../../src/domain/cbs-violations.ts';

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
  it("an enterprise's own threshold and window come from its configuration, a missing or bad value is the constant's", () => {
    expect(suspensionRuleOf({ violationSuspendThreshold: 5, violationWindowDays: 90 })).toEqual({ threshold: 5, windowDays: 90 });
    expect(suspensionRuleOf({ qdglVersion: '2' })).toEqual({ threshold: 3, windowDays: 365 });
    expect(suspensionRuleOf(null)).toEqual({ threshold: 3, windowDays: 365 });
    expect(suspensionRuleOf({ violationSuspendThreshold: 0, violationWindowDays: 4000 })).toEqual({ threshold: 3, windowDays: 365 });
    expect(suspensionRuleOf({ violationSuspendThreshold: '5', violationWindowDays: 2.5 })).toEqual({ threshold: 3, windowDays: 365 });
    expect(shouldSuspend('admitted', 1, 1)).toBe(true);
    expect(shouldSuspend('admitted', 4, 5)).toBe(false);
  });
  it('only an admitted contractor may have its workers on a permit', () => {
    expect(['applied', 'qualified', 'trained', 'admitted', 'suspended', 'refused', undefined].map(mayNameWorkers)).toEqual([false, false, false, true, false, false, false]);
  });
});
