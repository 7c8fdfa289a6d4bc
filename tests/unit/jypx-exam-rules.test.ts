import { describe, expect, it } from 'vitest';
import { BLANK_MARKER, parseAnswerKey, type AnswerKey, type QuestionForKey } from '../../src/domain/jypx-answer-key.ts';
import { assembleByRules, assembleFixed, type BankQuestion } from '../../src/domain/jypx-assembly.ts';
import { foldWidth, isRight, scoreExam, type GivenAnswer } from '../../src/domain/jypx-scoring.ts';

const abcd = [
  { key: 'A', text: '甲' },
  { key: 'B', text: '乙' },
  { key: 'C', text: '丙' },
  { key: 'D', text: '丁' },
];
const B = BLANK_MARKER;

describe('answer keys by type', () => {
  const cases: [string, QuestionForKey, AnswerKey | string][] = [
    ['single letter', { type: 'single', stem: '?', options: abcd, answer: 'b' }, { type: 'single', option: 'B' }],
    ['single with two letters', { type: 'single', stem: '?', options: abcd, answer: 'AB' }, 'singleNotOne'],
    ['single outside options', { type: 'single', stem: '?', options: abcd, answer: 'E' }, 'answerNotAnOption'],
    ['single with one option', { type: 'single', stem: '?', options: [abcd[0]!], answer: 'A' }, 'optionsTooFew'],
    ['options not lettered in order', { type: 'single', stem: '?', options: [abcd[0]!, abcd[2]!], answer: 'A' }, 'optionKeys'],
    ['option without text', { type: 'single', stem: '?', options: [abcd[0]!, { key: 'B', text: ' ' }], answer: 'A' }, 'optionEmpty'],
    ['multiple, separators', { type: 'multiple', stem: '?', options: abcd, answer: 'D、a,C' }, { type: 'multiple', options: ['A', 'C', 'D'] }],
    ['multiple with one letter', { type: 'multiple', stem: '?', options: abcd, answer: 'A' }, 'multipleTooFew'],
    ['judge 对', { type: 'judge', stem: '?', answer: '对' }, { type: 'judge', value: true }],
    ['judge false', { type: 'judge', stem: '?', answer: 'false' }, { type: 'judge', value: false }],
    ['judge other text', { type: 'judge', stem: '?', answer: '也许' }, 'judgeValue'],
    ['judge with options', { type: 'judge', stem: '?', options: abcd, answer: 'true' }, 'judgeHasOptions'],
    ['blank, five asterisks', { type: 'blank', stem: `灭火器压力表指针在${B}区为正常`, answer: '绿色*****绿 ' }, { type: 'blank', blanks: [['绿色', '绿']] }],
    ['two blanks, a line each', { type: 'blank', stem: `${B}和${B}`, answer: '甲*****A\n乙' }, { type: 'blank', blanks: [['甲', 'A'], ['乙']] }],
    ['blank without the marker', { type: 'blank', stem: '没有空', answer: '甲' }, 'blankNoMarker'],
    ['blank count differs', { type: 'blank', stem: `${B}和${B}`, answer: '甲' }, 'blankCount'],
    ['empty alternative', { type: 'blank', stem: `${B}`, answer: '甲**********乙' }, 'blankEmptyAlternative'],
    ['empty answer', { type: 'judge', stem: '?', answer: '  ' }, 'answerEmpty'],
    ['unknown type', { type: 'essay', stem: '?', answer: 'x' }, 'unknownType'],
  ];
  it.each(cases)('%s', (_name, q, expected) => {
    const result = parseAnswerKey(q);
    if (typeof expected === 'string') expect(result).toMatchObject({ ok: false, problem: expected });
    else expect(result).toEqual({ ok: true, key: expected });
  });
});

describe('scoring', () => {
  const single: AnswerKey = { type: 'single', option: 'B' };
  const multiple: AnswerKey = { type: 'multiple', options: ['A', 'C'] };
  const judge: AnswerKey = { type: 'judge', value: false };
  const blank: AnswerKey = { type: 'blank', blanks: [['CO2', '二氧化碳'], ['4']] };
  const cases: [string, AnswerKey, GivenAnswer, boolean][] = [
    ['single right', single, 'B', true],
    ['single lower case', single, 'b', true],
    ['single wrong', single, 'A', false],
    ['single two letters', single, ['A', 'B'], false],
    ['multiple exact set', multiple, ['C', 'A'], true],
    ['multiple subset', multiple, ['A'], false],
    ['multiple superset', multiple, ['A', 'B', 'C'], false],
    ['judge boolean', judge, false, true],
    ['judge text', judge, '错', true],
    ['judge wrong', judge, true, false],
    ['blank first alternative', blank, ['CO2', '4'], true],
    ['blank second alternative', blank, ['二氧化碳', '4'], true],
    ['blank full-width, spaces', blank, ['　ＣＯ２ ', '４'], true],
    ['blank case kept', blank, ['co2', '4'], false],
    ['blank one wrong', blank, ['CO2', '5'], false],
    ['blank missing', blank, ['CO2'], false],
    ['blank empty', blank, ['', ''], false],
    ['no answer', single, null, false],
  ];
  it.each(cases)('%s', (_name, key, given, right) => {
    expect(isRight(key, given)).toBe(right);
  });

  it('folds width and white space', () => {
    expect(foldWidth('　Ａ　ｂ  １２３！ ')).toBe('A b 123!');
  });

  it('sums the points of the right questions and compares with the pass mark', () => {
    const qs = [
      { questionId: 1, key: single, points: 40 },
      { questionId: 2, key: multiple, points: 30 },
      { questionId: 3, key: judge, points: 30 },
    ];
    expect(scoreExam(qs, { '1': 'B', '2': ['A', 'C'], '3': true }, 60)).toEqual({ score: 70, total: 100, passed: true, right: [1, 2] });
    expect(scoreExam(qs, { '1': 'B' }, 60)).toEqual({ score: 40, total: 100, passed: false, right: [1] });
  });
});

describe('exam assembly', () => {
  const bank: BankQuestion[] = [
    ...Array.from({ length: 10 }, (_, i) => ({ id: i + 1, type: 'single' as const, categories: [i < 5 ? 1 : 2] })),
    ...Array.from({ length: 4 }, (_, i) => ({ id: 20 + i, type: 'judge' as const, categories: [1] })),
  ];

  it('draws the counts per type and category, each question once, the same for the same seed', () => {
    const rules = [
      { type: 'single' as const, categoryId: 1, count: 3, points: 5 },
      { type: 'single' as const, count: 4, points: 5 },
      { type: 'judge' as const, count: 2, points: 10 },
    ];
    const a = assembleByRules(bank, rules, 42);
    const b = assembleByRules([...bank].reverse(), rules, 42);
    expect(a).toEqual(b);
    if (!a.ok) throw new Error('assembly failed');
    expect(a.questions).toHaveLength(9);
    expect(new Set(a.questions.map((q) => q.questionId)).size).toBe(9);
    expect(a.questions.slice(0, 3).every((q) => q.questionId <= 5)).toBe(true);
    expect(a.questions.slice(7).every((q) => q.questionId >= 20 && q.points === 10)).toBe(true);
    const seeds = new Set([1, 2, 3, 4, 5].map((s) => JSON.stringify(assembleByRules(bank, rules, s))));
    expect(seeds.size).toBeGreaterThan(1);
  });

  it('refuses a rule the bank cannot fill, naming it', () => {
    expect(assembleByRules(bank, [{ type: 'judge', count: 5, points: 1 }], 1)).toEqual({ ok: false, problem: 'notEnough', rule: 0, available: 4 });
    expect(assembleByRules(bank, [{ type: 'multiple', count: 1, points: 1 }], 1)).toMatchObject({ ok: false, problem: 'notEnough', available: 0 });
    expect(assembleByRules(bank, [{ type: 'single', count: 0, points: 1 }], 1)).toMatchObject({ ok: false, problem: 'badCount' });
    expect(assembleByRules(bank, [], 1)).toMatchObject({ ok: false, problem: 'empty' });
  });

  it('takes fixed questions as given, refusing unknown and repeated ones', () => {
    expect(assembleFixed(bank, [{ questionId: 3, points: 50 }, { questionId: 20, points: 50 }])).toEqual({
      ok: true,
      questions: [{ questionId: 3, points: 50 }, { questionId: 20, points: 50 }],
    });
    expect(assembleFixed(bank, [{ questionId: 99, points: 1 }])).toMatchObject({ ok: false, problem: 'unknownQuestion', rule: 0 });
    expect(assembleFixed(bank, [{ questionId: 3, points: 1 }, { questionId: 3, points: 1 }])).toMatchObject({ ok: false, problem: 'duplicate', rule: 1 });
  });
});
