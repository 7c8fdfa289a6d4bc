// 重点检修's pure rules (src/domain/zdjx-overhaul.ts): a plan's calendar, its items inside it, the permits an
// item names, and the isolation a device stop needs (the guard isolationConfirmed).
import { describe, expect, it } from 'vitest';
import { chineseOf } from '../../src/server/http/app-error.ts';
import { workflowGuard } from '../../src/domain/workflow-guards.ts';
import { dayNumber, isolationProblem, itemPermitProblem, itemWindowProblem, planSpanProblem, type OverhaulProblem } from '../../src/domain/zdjx-overhaul.ts';

const said = (p: OverhaulProblem | null) => (p ? { field: p.field, message: chineseOf(p.message) } : null);

describe('dayNumber', () => {
  it.each([
    ['2026-11-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['2026-1-1', false],
    [20261128, false],
  ])('%s is a real day: %s', (v, real) => {
    expect(dayNumber(v) !== null).toBe(real);
  });
});

describe('planSpanProblem', () => {
  it.each([
    [{ planStartDate: '2026-11-01', planEndDate: '2026-11-01' }, null],
    [{ planStartDate: '2026-11-01', planEndDate: '2027-11-01' }, null],
    [{ planStartDate: '2026-11-02', planEndDate: '2026-11-01' }, { field: 'planEndDate', message: '计划完成日期不能早于计划开始日期' }],
    [{ planStartDate: '2026-11-01', planEndDate: '2027-11-02' }, { field: 'planEndDate', message: '检修工期不能超过 366 天，请核对计划日期' }],
    [{ planStartDate: '2026-02-30', planEndDate: '2026-01-01' }, null],
  ])('%j', (plan, problem) => {
    expect(said(planSpanProblem(plan))).toEqual(problem);
  });
});

describe('itemWindowProblem', () => {
  const plan = { planStartDate: '2026-11-10', planEndDate: '2026-11-20' };
  const outside = '检修项目的计划日期应在检修计划的日期（2026-11-10 至 2026-11-20）以内';
  it.each([
    [{ planStartDate: '2026-11-10', planEndDate: '2026-11-20' }, null],
    [{ planStartDate: '2026-11-12', planEndDate: '2026-11-15' }, null],
    [{ planStartDate: '2026-11-09', planEndDate: '2026-11-15' }, { field: 'planStartDate', message: outside }],
    [{ planStartDate: '2026-11-12', planEndDate: '2026-11-21' }, { field: 'planEndDate', message: outside }],
    [{ planStartDate: '2026-11-21', planEndDate: undefined }, { field: 'planStartDate', message: outside }],
  ])('%j', (item, problem) => {
    expect(said(itemWindowProblem(plan, item))).toEqual(problem);
  });
});

describe('itemPermitProblem', () => {
  const found = [
    { number: 'HJZA0000000000001', kind: 'DONG_HUO', state: 'APPROVED' },
    { number: 'HJZA0000000000002', kind: 'GAO_CHU', state: 'FINISHED' },
    { number: 'HJZA0000000000003', kind: 'DONG_HUO', state: 'REMOVED' },
  ];
  it('accepts permits of the kinds the item needs', () => {
    expect(itemPermitProblem(['DONG_HUO', 'GAO_CHU'], ['HJZA0000000000001', 'HJZA0000000000002'], found)).toBeNull();
    expect(itemPermitProblem([], [], [])).toBeNull();
  });
  it('refuses an unknown, a removed permit and one of a kind the item does not need', () => {
    expect(said(itemPermitProblem(['DONG_HUO'], ['HJZA0000000000009'], found))).toEqual({ field: 'permitNumbers', message: '作业票 HJZA0000000000009 不存在或已作废' });
    expect(said(itemPermitProblem(['DONG_HUO'], ['HJZA0000000000003'], found))).toEqual({ field: 'permitNumbers', message: '作业票 HJZA0000000000003 不存在或已作废' });
    expect(said(itemPermitProblem(['DONG_HUO'], ['HJZA0000000000002'], found))).toEqual({
      field: 'permitNumbers',
      message: '作业票 HJZA0000000000002 是高处作业票，该检修项目未涉及此类特殊作业',
    });
  });
});

describe('isolation before a stop', () => {
  it('needs energy isolation, lock-out and purging, each confirmed', () => {
    expect(isolationProblem({ energyIsolated: true, lockedOut: true, purged: true })).toBeNull();
    for (const missing of ['energyIsolated', 'lockedOut', 'purged']) {
      const stop = { energyIsolated: true, lockedOut: true, purged: true, [missing]: false };
      expect(chineseOf(isolationProblem(stop)!)).toBe('停车前须确认能量隔离、上锁挂牌和置换清洗合格');
    }
  });
  it('is the named workflow guard isolationConfirmed', () => {
    const guard = workflowGuard('isolationConfirmed');
    expect(guard?.fields).toEqual(['energyIsolated', 'lockedOut', 'purged']);
    expect(guard?.check({ energyIsolated: true, lockedOut: false, purged: true })).not.toBeNull();
    expect(guard?.check({ energyIsolated: true, lockedOut: true, purged: true })).toBeNull();
  });
});
