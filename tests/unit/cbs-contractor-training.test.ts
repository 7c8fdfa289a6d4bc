// The pure rules of a contractor training session's trainees (src/domain/cbs-contractor-training.ts).
import { describe, expect, it } from 'vitest';
import { repeatedTrainee, sessionCounts, statusAfterResult } from '../../src/domain/cbs-contractor-training.ts';

describe('sessionCounts', () => {
  it('counts the rows and the passed ones; none for a session without rows', () => {
    expect(sessionCounts([{ passed: true }, { passed: false }, {}, { passed: true }])).toEqual({ traineeCount: 4, passCount: 2 });
    expect(sessionCounts([])).toBeNull();
  });
  it('counts only a true pass (not a text or a number)', () => {
    expect(sessionCounts([{ passed: 'true' }, { passed: 1 }])).toEqual({ traineeCount: 2, passCount: 0 });
  });
});

describe('repeatedTrainee', () => {
  it('answers the first row naming a worker already named, comparing ids as values', () => {
    expect(repeatedTrainee([{ contractorUserId: 5 }, { contractorUserId: 6 }, { contractorUserId: '5' }, { contractorUserId: 6 }])).toBe(2);
    expect(repeatedTrainee([{ contractorUserId: 5 }, {}, { contractorUserId: null }, { contractorUserId: 6 }, {}])).toBe(-1);
  });
});

describe('statusAfterResult', () => {
  it.each([
    [undefined, true, 'passed'],
    ['untrained', true, 'passed'],
    ['failed', true, 'passed'],
    ['passed', true, null],
    ['untrained', false, 'failed'],
    ['trained', false, 'failed'],
    [null, false, 'failed'],
    ['failed', false, null],
    ['passed', false, null],
  ] as const)('a worker %s who passed=%s becomes %s', (current, passed, next) => {
    expect(statusAfterResult(current, passed)).toBe(next);
  });
});
