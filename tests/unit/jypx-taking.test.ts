import { describe, expect, it } from 'vitest';
import { answerText, formatCountdown, isAnswered, myExamState, unsaved, type MyExam } from '../../src/domain/jypx-taking.ts';

const words = { yes: '对', no: '错' };
const exam = (over: Partial<MyExam> = {}): MyExam => ({
  id: 1, name: '考试', timeLimit: 30, passMark: 60, maxAttempts: 2, windowStart: '2026-01-01 00:00:00', windowEnd: '2026-12-31 23:59:59',
  attempts: 0, bestScore: null, passed: false, openAttemptId: null, lastAttemptId: null, showAnswers: true, remark: '', ...over,
});

describe('formatCountdown', () => {
  it.each([[0, '00:00'], [-5, '00:00'], [59.9, '00:59'], [61, '01:01'], [3599, '59:59'], [3600, '1:00:00'], [5025, '1:23:45']])('%s s is %s', (s, text) => {
    expect(formatCountdown(s)).toBe(text);
  });
});

describe('isAnswered', () => {
  it.each<[string, Parameters<typeof isAnswered>[0], Parameters<typeof isAnswered>[1], boolean]>([
    ['a letter', { type: 'single', blanks: 0 }, 'A', true],
    ['no letter', { type: 'single', blanks: 0 }, '', false],
    ['letters', { type: 'multiple', blanks: 0 }, ['A', 'C'], true],
    ['no letters', { type: 'multiple', blanks: 0 }, [], false],
    ['false is an answer', { type: 'judge', blanks: 0 }, false, true],
    ['nothing', { type: 'judge', blanks: 0 }, undefined, false],
    ['cleared', { type: 'judge', blanks: 0 }, null, false],
    ['every blank', { type: 'blank', blanks: 2 }, ['CO2', '30'], true],
    ['a blank left', { type: 'blank', blanks: 2 }, ['CO2', ' '], false],
  ])('%s', (_name, q, given, expected) => {
    expect(isAnswered(q, given)).toBe(expected);
  });
});

describe('answerText', () => {
  it('says each form of answer', () => {
    expect(answerText(['A', 'B', 'C'], words)).toBe('ABC');
    expect(answerText(['30', 'CO2'], words)).toBe('30；CO2');
    expect(answerText(false, words)).toBe('错');
    expect(answerText('B', words)).toBe('B');
    expect(answerText(null, words)).toBe('');
  });
});

describe('unsaved', () => {
  it('answers the answers that differ from the saved ones', () => {
    expect(unsaved({ 1: 'A', 2: ['A', 'B'], 3: true }, { 1: 'A', 2: ['A'] })).toEqual({ 2: ['A', 'B'], 3: true });
    expect(unsaved({ 1: null }, {})).toEqual({});
  });
});

describe('myExamState', () => {
  const now = '2026-06-01 08:00:00';
  it.each<[string, Partial<MyExam>, string, ReturnType<typeof myExamState>]>([
    ['open and unattempted', {}, now, 'start'],
    ['an attempt under way', { openAttemptId: 9, attempts: 1 }, now, 'continue'],
    ['passed', { attempts: 1, passed: true, lastAttemptId: 9 }, now, 'passed'],
    ['attempts used', { attempts: 2, lastAttemptId: 9 }, now, 'used'],
    ['before its window', {}, '2025-12-31 23:59:59', 'notOpen'],
    ['after its window', {}, '2027-01-01 00:00:00', 'closed'],
  ])('%s', (_name, over, at, state) => {
    expect(myExamState(exam(over), at)).toBe(state);
  });
});
