import { describe, expect, it } from 'vitest';
import { checkPeriod, hiddenDangerIntake, INTAKE_DESCRIPTION_MAX, INTAKE_TITLE_MAX, taskLevelRefusal } from '../../src/domain/fxfjgk-control.ts';
import { chinese } from '../../src/domain/i18n/chinese.ts';
import { formatMessage, type Text } from '../../src/domain/i18n/message-format.ts';

const zh = (t: Text | null): string | null => (t ? formatMessage((chinese as Record<string, string>)[t.id], t.params) : null);

describe('the check period of a measure (§4)', () => {
  it.each<[unknown, unknown, string | null]>([
    [undefined, 'post', 'shift'],
    [undefined, 'team', 'day'],
    [undefined, 'workshop', 'week'],
    [undefined, 'company', 'month'],
    ['month', 'post', 'month'],
    ['', 'team', 'day'],
    ['fortnight', 'team', 'day'],
    [undefined, 'toString', null],
    [undefined, undefined, null],
  ])('own %j at level %j → %s', (own, level, period) => {
    expect(checkPeriod(own, level)).toBe(period);
  });
});

describe('who may do a control task', () => {
  it.each<[string, string | null, string | null]>([
    ['team', 'team', null],
    ['team', 'company', '该管控任务为班组级，张三是公司级人员，不能执行'],
    ['company', 'post', '该管控任务为公司级，张三是岗位级人员，不能执行'],
    ['post', null, '张三没有所属部门，无法确定管控层级，不能执行岗位级任务'],
  ])('a %s task by a %s person', (task, person, reason) => {
    expect(zh(taskLevelRefusal(task as never, person as never, '张三'))).toBe(reason);
  });
});

describe('the intake of an abnormal check', () => {
  it('names the task, what was checked, what is wrong and where it came from', () => {
    expect(hiddenDangerIntake(7, { name: '液位报警联锁投用', period: '2026-11-25', checkContent: '检查联锁是否投用', abnormalDesc: '联锁被摘除', photos: ['a.jpg', 3] })).toEqual({
      title: '液位报警联锁投用（2026-11-25）',
      description: '检查联锁是否投用\n联锁被摘除',
      source: { kind: 'control-task', resource: 'control-task', recordId: 7 },
      photos: ['a.jpg'],
    });
    expect(hiddenDangerIntake(8, { name: '巡检' })).toEqual({ title: '巡检', source: { kind: 'control-task', resource: 'control-task', recordId: 8 } });
  });

  it('fits a measure of the longest name and content into the hidden danger’s title and description, keeping the period', () => {
    const intake = hiddenDangerIntake(9, { name: '检'.repeat(200), period: '2026-11-25', checkContent: '查'.repeat(1000), abnormalDesc: '坏'.repeat(1000) });
    expect(intake.title).toHaveLength(INTAKE_TITLE_MAX);
    expect(intake.title.endsWith('（2026-11-25）')).toBe(true);
    expect(intake.description).toHaveLength(INTAKE_DESCRIPTION_MAX);
  });
});
