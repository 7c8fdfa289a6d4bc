// The `workflow` keyword's load-time check (docs/schema-engine.md "Workflow"): each broken workflow is refused
// at its JSON pointer with a Chinese message; a good one passes; the helpers answer what the server uses.
import { describe, expect, it } from 'vitest';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import type { FieldSchema } from '../../src/schema/resource-types.ts';
import { editableFields, RESERVED_ACTIONS, slotsOf, transitionsFrom } from '../../src/schema/keywords/workflow.ts';
import type { WorkflowSpec } from '../../src/schema/workflow-types.ts';
import { workflowGuard, workflowGuardNames } from '../../src/domain/workflow-guards.ts';
import { minimalResource } from './helpers/minimal-resource.ts';

const PROPS: Record<string, FieldSchema> = {
  state: {
    type: 'string', title: '状态',
    enum: [{ label: '待整改', value: 'open' }, { label: '待验收', value: 'fixed' }, { label: '已关闭', value: 'closed' }],
  },
  rectifier: { type: 'integer', title: '整改人', 'x-ref': { resource: 'staff' } },
  acceptor: { type: 'integer', title: '验收人', 'x-ref': { resource: 'staff' } },
  dept: { type: 'integer', title: '部门', 'x-ref': { resource: 'department' } },
  due: { type: 'string', format: 'date', title: '期限' },
  note: { type: 'string', title: '说明' },
  count: { type: 'integer', title: '数量' },
  conclusion: { type: 'string', title: '结论' },
  rectified: { type: 'boolean', title: '已整改' },
};

function good(): WorkflowSpec {
  return {
    field: 'state',
    initial: 'open',
    states: [
      { key: 'open', label: '待整改' },
      { key: 'fixed', label: '待验收' },
      { key: 'closed', label: '已关闭', terminal: true },
    ],
    transitions: [
      { action: 'fix', label: '整改', from: ['open'], to: 'fixed', who: [{ field: 'rectifier' }], require: ['note'] },
      { action: 'accept', label: '验收', from: ['fixed'], to: 'closed', who: [{ role: 'safetyDept' }, { slot: 'acceptor' }], notPersonIn: ['rectifier'], opinion: 'required', guard: '{{ count > 0 }}' },
      { action: 'reject', label: '退回', from: ['fixed'], to: 'open', who: [{ department: 'dept', role: 'qyUser' }, { field: 'creator' }] },
    ],
    deadlines: [{ field: 'due', states: ['open'] }],
  };
}

function problems(workflow: unknown, props: Record<string, FieldSchema> = PROPS): string[] {
  const r = checkResourceFile({ ...minimalResource('ticket', props), workflow });
  return r.ok ? [] : r.errors.map((e) => `${e.pointer}: ${e.message}`);
}

/** A good workflow changed by `edit`. */
function broken(edit: (w: WorkflowSpec) => void): WorkflowSpec {
  const w = good();
  edit(w);
  return w;
}

describe('the workflow keyword', () => {
  it('accepts a good workflow', () => {
    expect(problems(good())).toEqual([]);
  });

  const cases: [string, WorkflowSpec | Record<string, unknown>, string][] = [
    ['a state field that is no string', { ...good(), field: 'count' }, "/workflow/field: 工作流的状态字段“count”必须是字符串字段"],
    ['an unknown state field', { ...good(), field: 'phase' }, '/workflow/field: 未知字段“phase”'],
    ['an enum that does not list the states', broken((w) => w.states.pop() && w.transitions.splice(1, 1)), '/workflow/field: 状态字段“state”的枚举必须正好列出各状态：open, fixed'],
    ['a duplicate state', broken((w) => w.states.push({ key: 'open', label: '又一个' })), '/workflow/states/3/key: 状态“open”重复声明'],
    ['an unknown initial state', { ...good(), initial: 'new' }, '/workflow/initial: 初始状态“new”不是已声明的状态'],
    ['a transition to an unknown state', broken((w) => (w.transitions[0].to = 'done')), '/workflow/transitions/0/to: 状态“done”未声明'],
    ['a transition from an unknown state', broken((w) => (w.transitions[0].from = ['draft'])), '/workflow/transitions/0/from/0: 状态“draft”未声明'],
    ['an unreachable state', broken((w) => (w.transitions[0].to = 'open')), '/workflow/states/1/key: 状态“fixed”从初始状态“open”无法到达'],
    ['a terminal state with a way out', broken((w) => w.transitions.push({ action: 'reopen', label: '重开', from: ['closed'], to: 'open' })), '/workflow/transitions/3/from/0: 终态“closed”不能有流出的操作'],
    ['a duplicate action', broken((w) => (w.transitions[2].action = 'fix')), '/workflow/transitions/2/action: 操作“fix”重复声明（另见 /workflow/transitions/0/action）'],
    ['a reserved action', broken((w) => (w.transitions[0].action = 'export')), '/workflow/transitions/0/action: 操作名“export”是通用接口保留的名称，请换一个'],
    ['another reserved action', broken((w) => (w.transitions[0].action = 'state-counts')), '/workflow/transitions/0/action: 操作名“state-counts”是通用接口保留的名称，请换一个'],
    ['an action that is no URL segment', broken((w) => (w.transitions[0].action = 'a/b')), '/workflow/transitions/0/action: 操作名“a/b”只能由小写字母、数字和连字符组成，以字母开头'],
    ['a who field that holds no person', broken((w) => (w.transitions[0].who = [{ field: 'note' }])), '/workflow/transitions/0/who/0/field: “note”不是人员字段（需要引用 staff 的整数字段）'],
    ['a who field that does not exist', broken((w) => (w.transitions[0].who = [{ field: 'owner' }])), '/workflow/transitions/0/who/0/field: 未知字段“owner”'],
    ['a department that is no department field', broken((w) => (w.transitions[2].who = [{ department: 'rectifier', role: 'qyUser' }])), '/workflow/transitions/2/who/0/department: “rectifier”不是部门字段（需要引用 department 的整数字段）'],
    ['notPersonIn on a field that holds no person', broken((w) => (w.transitions[1].notPersonIn = ['due'])), '/workflow/transitions/1/notPersonIn/0: “due”不是人员字段（需要引用 staff 的整数字段）'],
    ['an unknown required field', broken((w) => (w.transitions[0].require = ['photo'])), '/workflow/transitions/0/require/0: 未知字段“photo”'],
    ['an unknown editable field', broken((w) => (w.transitions[0].editable = ['photo'])), '/workflow/transitions/0/editable/0: 未知字段“photo”'],
    ['the state field as editable', broken((w) => (w.transitions[0].editable = ['state'])), '/workflow/transitions/0/editable/0: 状态字段“state”只能由流转改变，不能列为必填或可编辑'],
    ['a guard that does not parse', broken((w) => (w.transitions[1].guard = '{{ count > }}')), '/workflow/transitions/1/guard: 守卫表达式有误：表达式无效'],
    ['a guard reading an unknown field', broken((w) => (w.transitions[1].guard = '{{ total > 0 }}')), '/workflow/transitions/1/guard: 守卫表达式有误：表达式无效：“total”不是表单的字段'],
    ['an unknown guard rule', broken((w) => (w.transitions[1].guard = { rule: 'gb30871Magic' })), '/workflow/transitions/1/guard/rule: 守卫规则“gb30871Magic”不存在（在 src/domain/workflow-guards.ts 中注册）'],
    ['a guard rule whose field the file lacks', broken((w) => (w.transitions[1].guard = { rule: 'attachmentsPresent' })), '/workflow/transitions/1/guard/rule: 守卫规则“attachmentsPresent”读取的字段“attachments”不是表单字段'],
    ['a deadline on a field that is no date', broken((w) => (w.deadlines = [{ field: 'note', states: ['open'] }])), '/workflow/deadlines/0/field: 期限字段“note”必须是日期字段（format: date 或 date-time）'],
    ['a deadline in an unknown state', broken((w) => (w.deadlines = [{ field: 'due', states: ['late'] }])), '/workflow/deadlines/0/states/0: 状态“late”未声明'],
    ['an approval whose approved state is unknown', broken((w) => (w.states[1].approval = { steps: [{ key: 'a', title: '审核', mode: 'any', signers: [{ role: 'qyUser' }] }], approved: 'ok', returned: 'open' })), '/workflow/states/1/approval/approved: 审批的approved状态“ok”未声明'],
    ['a duplicate approval step', broken((w) => (w.states[1].approval = { steps: [{ key: 'a', title: '审核', mode: 'any', signers: [{ role: 'qyUser' }] }, { key: 'a', title: '复核', mode: 'all', signers: [{ field: 'acceptor' }] }], approved: 'closed', returned: 'open' })), '/workflow/states/1/approval/steps/1/key: 审批步骤“a”重复声明'],
    ['a payload opinion on a field that is no string', broken((w) => (w.transitions[2].payload = { opinion: 'count' })), '/workflow/transitions/2/payload/opinion: “count”必须是字符串字段，才能存放意见'],
    ['a who that is no known shape (meta-schema)', broken((w) => (w.transitions[0].who = [{ person: 3 } as never])), '/workflow/transitions/0/who/0'],
    ['a transition without a target (meta-schema)', { ...good(), transitions: [{ action: 'fix', label: '整改', from: ['open'] }] }, '/workflow/transitions/0'],
  ];
  it.each(cases)('refuses %s at its pointer', (_what, workflow, expected) => {
    expect(problems(workflow)).toContainEqual(expect.stringContaining(expected));
  });

  it('accepts a state field without enum, and reaches approval outcomes', () => {
    const props = { ...PROPS, state: { type: 'string', title: '状态' } as FieldSchema };
    const w = broken((x) => {
      x.states.push({ key: 'review', label: '审核中', approval: { steps: [{ key: 'a', title: '审核', mode: 'all', signers: [{ slot: 'reviewer' }] }], approved: 'closed', returned: 'open' } });
      x.transitions.push({ action: 'submit', label: '提交', from: ['open'], to: 'review' });
    });
    expect(problems(w, props)).toEqual([]);
    expect(slotsOf(w)).toEqual(['acceptor', 'reviewer']);
  });

  it('answers the transitions from a state and the editable fields', () => {
    const w = good();
    expect(transitionsFrom(w, 'fixed').map((t) => t.action)).toEqual(['accept', 'reject']);
    expect(transitionsFrom(w, 'closed')).toEqual([]);
    expect(editableFields({ ...w.transitions[0], editable: ['note', 'due'] })).toEqual(['note', 'due']);
    expect(RESERVED_ACTIONS.has('import')).toBe(true);
  });

  it('names guard rules that answer a reason', () => {
    expect(workflowGuardNames()).toContain('acceptancePassed');
    const rule = workflowGuard('acceptancePassed');
    expect(rule?.check({ conclusion: 'passed' })).toBeNull();
    expect(rule?.check({ conclusion: 'passed_after_rectify', rectified: false })).toEqual({ id: 'workflow.guard.acceptancePassed' });
    expect(rule?.check({ conclusion: 'passed_after_rectify', rectified: true })).toBeNull();
    expect(workflowGuard('toString')).toBeUndefined();
  });
});

describe('the workflow in English', () => {
  it('takes the labels, confirmations and guard reasons the file gives in English', async () => {
    const { localizeResource } = await import('../../src/schema/localize.ts');
    const w = good();
    w.states[0]['x-title-en'] = 'To rectify';
    w.transitions[1] = { ...w.transitions[1], 'x-title-en': 'Accept', confirm: '确定？', 'x-confirm-en': 'Sure?', guardMessage: '数量不足', 'x-guard-message-en': 'Too few' };
    const en = localizeResource({ ...minimalResource('ticket', PROPS), workflow: w }, 'en').workflow as WorkflowSpec;
    expect(en.states.map((s) => s.label)).toEqual(['To rectify', '待验收', '已关闭']);
    expect(en.transitions[1]).toMatchObject({ label: 'Accept', confirm: 'Sure?', guardMessage: 'Too few' });
    expect(localizeResource({ ...minimalResource('ticket', PROPS), workflow: w }, 'zh').workflow?.transitions[1].label).toBe('验收');
  });
});
