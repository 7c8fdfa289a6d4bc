// The `schedule` keyword's checks (src/schema/keywords/schedule.ts): the plan's fields (frequency values,
// the rule field a rule needs, date, boolean and integer fields) at their JSON pointers, and across files the
// target, its plan reference, its fields' types, a missed state of its workflow, copied fields' types.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRegistry } from '../../src/schema/keywords/keyword-checks.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';

const dir = path.resolve(import.meta.dirname, '../fixtures/schedule-resources');
const read = (key: string) => JSON.parse(fs.readFileSync(path.join(dir, `${key}.json`), 'utf8')) as ResourceFile;

function problems(json: unknown): string[] {
  const r = checkResourceFile(json);
  return r.ok ? [] : r.errors.map((e) => `${e.pointer}: ${e.message}`);
}

function checked(json: unknown): ResourceFile {
  const r = checkResourceFile(json);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.resource;
}

const plan = read('sched-plan');
const task = read('sched-task');
const withSchedule = (patch: Record<string, unknown>) => ({ ...plan, schedule: { ...plan.schedule, ...patch } });
const withProps = (props: Record<string, unknown>) => ({ ...plan, form: { ...plan.form, properties: { ...plan.form.properties, ...props } } });

describe('schedule file checks', () => {
  it('accepts the fixture pair', () => {
    expect(problems(plan)).toEqual([]);
    expect(problems(task)).toEqual([]);
    expect(checkRegistry([checked(plan), checked(task)])).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['an unknown schedule key', withSchedule({ every: 'day' }), '/schedule/every: 未知属性“every”'],
    ['a frequency that is neither a field nor fixed', withSchedule({ frequency: { fixed: 'hour' } }), '/schedule/frequency'],
    ['a missing frequency field', withSchedule({ frequency: { field: 'cycle' } }), '/schedule/frequency/field: 未知字段“cycle”'],
    ['a frequency value that is no frequency', withProps({ frequency: { type: 'string', title: '频次', enum: [{ label: '每小时', value: 'hour' }] } }), '/schedule/frequency/field: 频次字段“frequency”的可选值只能是 shift、day、week、month、year、rule，不能有“hour”'],
    ['a rule frequency without a rule field', withSchedule({ ruleField: undefined }), '/schedule: 频次可能为 rule 时需要 ruleField（计划中保存执行规则的字段）'],
    ['a start that is not a date', withSchedule({ startField: 'name' }), '/schedule/startField: “name”应为日期（format: date 或 date-time）字段'],
    ['an active field that is not boolean', withSchedule({ activeField: 'area' }), '/schedule/activeField: “area”应为布尔字段'],
    ['an assignee that is not an integer', withSchedule({ assigneeFrom: 'area' }), '/schedule/assigneeFrom: “area”应为整数字段'],
    ['a copy from a missing plan field', withSchedule({ copy: { name: 'title' } }), '/schedule/copy/title: 未知字段“title”'],
  ])('refuses %s', (_what, json, message) => {
    expect(problems(json).join('\n')).toContain(message);
  });
});

describe('schedule registry checks', () => {
  const registry = (p: unknown, t: unknown = task) => checkRegistry([checked(p), checked(t)]).map((x) => `${x.key}: ${x.pointer}: ${x.message}`);
  const taskWith = (props: Record<string, unknown>) => ({ ...task, form: { ...task.form, properties: { ...task.form.properties, ...props } } });

  it.each<[string, unknown, unknown, string]>([
    ['a target that does not exist', withSchedule({ target: 'sched-nothing' }), task, 'sched-plan: /schedule/target: 计划生成的资源“sched-nothing”不存在'],
    ['a plan field that does not refer to the plan', plan, taskWith({ planId: { type: 'integer', title: '计划' } }), 'sched-plan: /schedule/planField: “planId”应为引用本计划（x-ref: {resource: "sched-plan"}）的整数字段'],
    ['a plan field missing from the target', withSchedule({ planField: 'planRef' }), task, 'sched-plan: /schedule/planField: “planRef”不是“sched-task”的字段'],
    ['a due field that is a date only', plan, taskWith({ dueAt: { type: 'string', format: 'date', title: '截止' } }), 'sched-plan: /schedule/dueField: “dueAt”应为日期时间（format: date-time）字段'],
    ['a period field that is not text', plan, taskWith({ period: { type: 'integer', title: '周期' } }), 'sched-plan: /schedule/periodField: “period”应为文本字段'],
    ['a missed state without a workflow', withSchedule({ missedState: 'missed' }), task, 'sched-plan: /schedule/missedState: “sched-task”没有流程（workflow），不能设置 missedState；请改用 missedField'],
    ['a copied field of another type', withSchedule({ copy: { missed: 'name' } }), task, 'sched-plan: /schedule/copy/missed: 复制字段“missed”与计划字段“name”的类型不同'],
  ])('refuses %s', (_what, p, t, message) => {
    expect(registry(p, t)).toContain(message);
  });

  it('accepts a missed state of the target workflow and refuses one it does not have', () => {
    const p = checked(withSchedule({ missedState: 'missed', missedField: undefined }));
    const t: ResourceFile = { ...checked(task), workflow: { field: 'state', initial: 'todo', states: [{ key: 'todo', label: '待执行' }, { key: 'missed', label: '已错过' }], transitions: [] } };
    expect(checkRegistry([p, t])).toEqual([]);
    const q = checked(withSchedule({ missedState: 'lost', missedField: undefined }));
    expect(checkRegistry([q, t]).map((x) => x.message)).toEqual(['“lost”不是“sched-task”流程中的状态']);
  });
});
