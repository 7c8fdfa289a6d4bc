import { describe, expect, it } from 'vitest';
import { examAssignedTo } from '../../src/domain/jypx-assignment.ts';

describe('examAssignedTo', () => {
  it.each<[string, number[], number[][], boolean]>([
    ['an exam of no plan is open to everyone', [], [], true],
    ['a plan naming the person assigns it', [], [[7, 8]], true],
    ['a plan naming others only does not', [], [[8, 9]], false],
    ['any of several plans is enough', [], [[8], [7]], true],
    ['a plan without trainees opens it to everyone', [], [[]], true],
    ['the exam participants narrow a plan', [9], [[7]], false],
    ['the exam participants alone', [7], [], true],
  ])('%s', (_name, participants, plans, expected) => {
    expect(examAssignedTo(7, participants, plans)).toBe(expected);
  });
});
