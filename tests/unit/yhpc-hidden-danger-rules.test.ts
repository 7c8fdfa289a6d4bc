import { describe, expect, it } from 'vitest';
import { hiddenDangerProblems, isOverdue, PLAN_FIELDS, rateText, stampHiddenDanger } from '../../src/domain/yhpc-hidden-danger-rules.ts';

const TODAY = '2026-06-10';
const plan = { planResponsibility: '生产部', planMeasures: '更换阀门', planFunds: 5000, planTimeLimit: '2026-07-01', planContingency: '泄漏处置预案' };
const ids = (problems: ReturnType<typeof hiddenDangerProblems>) => problems.map((p) => `${p.field}:${p.message.id}`);

describe('hiddenDangerProblems', () => {
  it.each([
    ['a criterion case registered as general', { state: 'rectifying', criterionId: 3, level: 'general' }, null, ['level:yhpc.rule.majorByCriterion']],
    ['a criterion case registered as major with its plan', { criterionId: 3, level: 'major', state: 'rectifying', ...plan }, null, []],
    ['a general one without a criterion', { level: 'general', state: 'rectifying' }, null, []],
    ['a report (待登记) is not checked yet', { state: 'reported', criterionId: 3, level: 'general', rectifyDeadline: '2026-06-01' }, null, []],
    ['registering with a deadline yesterday', { state: 'rectifying', rectifyDeadline: '2026-06-09' }, { state: 'reported', rectifyDeadline: '2026-06-09' }, ['rectifyDeadline:yhpc.rule.deadlinePast']],
    ['a new deadline today', { state: 'rectifying', rectifyDeadline: '2026-06-10' }, null, []],
    ['a stored deadline now past, unchanged', { state: 'accepting', rectifyDeadline: '2026-06-01' }, { state: 'rectifying', rectifyDeadline: '2026-06-01' }, []],
    ['a deadline moved into the past', { state: 'rectifying', rectifyDeadline: '2026-06-02' }, { state: 'rectifying', rectifyDeadline: '2026-06-01' }, ['rectifyDeadline:yhpc.rule.deadlinePast']],
    ['an extension before the deadline', { state: 'extending', rectifyDeadline: '2026-06-20', extendedDeadline: '2026-06-15' }, { state: 'rectifying', rectifyDeadline: '2026-06-20' }, ['extendedDeadline:yhpc.rule.extensionNotLater']],
    ['an extension on the deadline day', { state: 'extending', rectifyDeadline: '2026-06-20', extendedDeadline: '2026-06-20' }, { state: 'rectifying', rectifyDeadline: '2026-06-20' }, ['extendedDeadline:yhpc.rule.extensionNotLater']],
    ['an extension past the deadline', { state: 'extending', rectifyDeadline: '2026-06-20', extendedDeadline: '2026-06-21' }, { state: 'rectifying', rectifyDeadline: '2026-06-20' }, []],
    ['an extension in the past', { state: 'extending', rectifyDeadline: '2026-06-01', extendedDeadline: '2026-06-05' }, { state: 'rectifying', rectifyDeadline: '2026-06-01' }, ['extendedDeadline:yhpc.rule.extendedPast']],
    [
      'a second extension',
      { state: 'extending', rectifyDeadline: '2026-06-20', extendedDeadline: '2026-07-20', extensionResult: 'approved' },
      { state: 'rectifying', rectifyDeadline: '2026-06-20', extendedDeadline: '2026-06-30', extensionResult: 'approved' },
      ['extendedDeadline:yhpc.rule.extensionOnce'],
    ],
    ['a major one reported, no plan yet', { level: 'major', state: 'reported' }, null, []],
  ])('%s', (_name, next, stored, expected) => {
    expect(ids(hiddenDangerProblems(next, stored, TODAY))).toEqual(expected);
  });

  it('names every missing part of a major plan (五落实)', () => {
    for (const missing of PLAN_FIELDS) {
      const next: Record<string, unknown> = { level: 'major', state: 'rectifying', ...plan };
      delete next[missing];
      expect(ids(hiddenDangerProblems(next, null, TODAY))).toEqual([`${missing}:yhpc.rule.${missing}`]);
    }
    expect(hiddenDangerProblems({ level: 'major', state: 'closed' }, null, TODAY)).toHaveLength(PLAN_FIELDS.length);
  });
});

describe('stampHiddenDanger', () => {
  it('stamps the found day and never trusts sent stamps', () => {
    const v: Record<string, unknown> = { state: 'reported', closedDate: '2020-01-01', onTime: true };
    stampHiddenDanger(v, null, TODAY);
    expect(v).toEqual({ state: 'reported', foundDate: TODAY, sourceKind: 'report' });
  });
  it('stamps the rectified day on entering 待验收 and keeps it after', () => {
    const v: Record<string, unknown> = { state: 'accepting', foundDate: '2026-06-01' };
    stampHiddenDanger(v, { state: 'rectifying', foundDate: '2026-06-01' }, TODAY);
    expect(v.rectifiedDate).toBe(TODAY);
    const later: Record<string, unknown> = { state: 'accepting', rectifiedDate: '2030-01-01' };
    stampHiddenDanger(later, { state: 'accepting', rectifiedDate: TODAY, foundDate: '2026-06-01' }, '2026-06-12');
    expect(later.rectifiedDate).toBe(TODAY);
  });
  it.each([
    ['rectified before the due day', '2026-06-09', '2026-06-10', true],
    ['rectified on the due day', '2026-06-10', '2026-06-10', true],
    ['rectified after the due day', '2026-06-11', '2026-06-10', false],
  ])('closing: %s', (_n, rectifiedDate, dueDate, onTime) => {
    const v: Record<string, unknown> = { state: 'closed', dueDate };
    stampHiddenDanger(v, { state: 'accepting', rectifiedDate, foundDate: '2026-06-01' }, '2026-06-12');
    expect(v).toMatchObject({ closedDate: '2026-06-12', onTime, fixedOnSite: false, rectifiedDate });
  });
  it('closing straight from 待登记 is a fix on site, on time', () => {
    const v: Record<string, unknown> = { state: 'closed' };
    stampHiddenDanger(v, { state: 'reported', foundDate: TODAY }, TODAY);
    expect(v).toMatchObject({ closedDate: TODAY, rectifiedDate: TODAY, fixedOnSite: true, onTime: true });
  });
});

describe('isOverdue and rateText', () => {
  it.each([
    [{ state: 'rectifying', dueDate: '2026-06-09' }, true],
    [{ state: 'extending', dueDate: '2026-06-09' }, true],
    [{ state: 'rectifying', dueDate: '2026-06-10' }, false],
    [{ state: 'accepting', dueDate: '2026-06-01' }, false],
    [{ state: 'closed', dueDate: '2026-06-01' }, false],
    [{ state: 'reported' }, false],
  ])('%j overdue: %s', (v, expected) => {
    expect(isOverdue(v, TODAY)).toBe(expected);
  });
  it.each([
    [0, 0, '-'],
    [1, 3, '33.33%'],
    [2, 3, '66.67%'],
    [3, 3, '100.00%'],
    [0, 4, '0.00%'],
  ])('%i of %i → %s', (onTime, due, expected) => {
    expect(rateText(onTime, due)).toBe(expected);
  });
});
