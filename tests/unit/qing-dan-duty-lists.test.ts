// 岗位履职模板 → 履职清单 (src/domain/qing-dan-duty-lists.ts): who holds a post, when a template cannot derive, and what
// a first and a second derivation write.
import { describe, expect, it } from 'vitest';
import { chinese } from '../../src/domain/i18n/chinese.ts';
import { formatMessage, type Text } from '../../src/domain/i18n/message-format.ts';
import {
  configFor,
  derivationRefusal,
  dutyListOf,
  measureItemsOf,
  measureItemsRefusal,
  planDutyLists,
  postHolders,
  type DutyTemplate,
  type MeasureSources,
  type Person,
  type Post,
} from '../../src/domain/qing-dan-duty-lists.ts';
import type { PersonLevel } from '../../src/domain/person-level.ts';

const chineseOf = (t: Text): string => formatMessage((chinese as Record<string, string>)[t.id], t.params);

const people: Person[] = [
  { id: 4, name: '赵志强', departmentId: 10, post: '车间主任' },
  { id: 1, name: '张伟', departmentId: 11, post: ' 操作工 ' },
  { id: 6, name: '刘洋', departmentId: 20, post: '班长' },
  { id: 9, name: '孙磊', departmentId: 20, post: '操作工' },
  { id: 7, name: '周强', departmentId: null, post: '操作工' },
];
const posts: Post[] = [{ name: '车间主任', departmentId: 20, staffIds: [6] }];
const template: DutyTemplate = { id: 3, name: '车间主任履职清单', postName: '车间主任', deptId: null, items: '组织安全检查\n督促隐患整改', frequency: 'week', startDate: '2026-11-23', active: true };

describe('who holds a post', () => {
  it.each<[string, string, ReadonlySet<number> | null, number[]]>([
    ['their record names it (trimmed), anywhere', '操作工', null, [1, 7, 9]],
    ['in the department and its sub-departments only', '操作工', new Set([10, 11]), [1]],
    ['nobody outside the scope; a person without a department is outside any', '操作工', new Set([30]), []],
    ['a post of the user service names its holders', '车间主任', null, [4, 6]],
    ['a post of another department does not count in scope', '车间主任', new Set([10]), [4]],
    ['an unknown post', '质检员', null, []],
  ])('%s', (_, post, scope, ids) => {
    expect(postHolders(post, people, posts, scope).map((p) => p.id)).toEqual(ids);
  });
});

describe('refusals', () => {
  const holders = postHolders('车间主任', people, posts, null);
  it.each<[string, Partial<DutyTemplate>, Person[], string | null, { status: number; field: string; message: string } | null]>([
    ['none', {}, holders, null, null],
    ['a template switched off', { active: false }, holders, null, { status: 409, field: 'active', message: '岗位履职模板「车间主任履职清单」已停用，不能生成履职清单' }],
    ['a template with no items', { items: ' \n ' }, holders, null, { status: 400, field: 'items', message: '请填写检查项（每行一项）' }],
    ['a post nobody holds', { postName: '质检员' }, [], null, { status: 409, field: 'postName', message: '岗位「质检员」没有在岗人员，无法生成履职清单（请在人员信息或岗位职责中设置该岗位的人员）' }],
    ['a post nobody holds in the department', { postName: '质检员', deptId: 10 }, [], '生产一车间', { status: 409, field: 'postName', message: '岗位「质检员」在生产一车间没有在岗人员，无法生成履职清单（请在人员信息或岗位职责中设置该岗位的人员）' }],
  ])('%s', (_, patch, who, dept, want) => {
    const r = derivationRefusal({ ...template, ...patch }, who, dept);
    expect(r && { status: r.status, field: r.field, message: chineseOf(r.message) }).toEqual(want);
  });
});

describe('deriving', () => {
  const holders = postHolders('车间主任', people, posts, null);
  it('gives each holder a duty list of the template, in their department', () => {
    expect(dutyListOf(template, holders[0])).toEqual({
      name: '车间主任履职清单（赵志强）',
      listType: 'duty',
      postName: '车间主任',
      deptId: 10,
      assigneeId: 4,
      items: '组织安全检查\n督促隐患整改',
      frequency: 'week',
      startDate: '2026-11-23',
      active: true,
      templateId: 3,
    });
    expect(dutyListOf({ ...template, deptId: 10, endDate: '2026-12-31' }, { id: 7, name: '周强', departmentId: null, post: null })).toMatchObject({ deptId: 10, endDate: '2026-12-31' });
  });

  it('creates a list per holder the first time', () => {
    const plan = planDutyLists(template, holders, []);
    expect(plan.create.map((v) => v.assigneeId)).toEqual([4, 6]);
    expect(plan.update).toEqual([]);
    expect(plan.disable).toEqual([]);
  });

  it('updates the lists it made the second time, adds one for a new holder and switches off a former holder’s', () => {
    const now = postHolders('车间主任', people, [], null);
    const plan = planDutyLists({ ...template, items: '组织安全检查' }, [...now, { id: 8, name: '陈明', departmentId: 10, post: '车间主任' }], [
      { id: 51, assigneeId: 4, active: false },
      { id: 52, assigneeId: 6, active: true },
      { id: 53, assigneeId: 4, active: true },
    ]);
    expect(plan.update).toEqual([{ id: 51, values: expect.objectContaining({ assigneeId: 4, items: '组织安全检查', active: true }) }]);
    expect(plan.create.map((v) => v.assigneeId)).toEqual([8]);
    expect(plan.disable).toEqual([52, 53]);
  });
});

describe('纳入管控措施: the measures of the units a department controls', () => {
  // 1 公司 → 10 车间 → 11 班组 (and 12 班组 without a configuration of its own); 20 another 车间 with none.
  const parents = new Map<number, number | null>([[1, null], [10, 1], [11, 10], [12, 10], [20, 1]]);
  const levels = new Map<number, PersonLevel>([[1, 'company'], [10, 'workshop'], [11, 'team'], [12, 'team'], [20, 'workshop']]);
  const src: MeasureSources = {
    configs: [
      { deptId: 10, unitIds: [100, 101] },
      { deptId: 11, unitIds: [101] },
    ],
    measures: [
      { id: 5, unitId: 101, controlLevel: 'team', checkContent: '1. 检查液位计读数\n2. 检查紧急切断阀' },
      { id: 3, unitId: 100, controlLevel: 'team', checkContent: '检查安全阀铅封' },
      { id: 4, unitId: 100, controlLevel: 'workshop', checkContent: '检查储罐区防火堤' },
      { id: 6, unitId: 102, controlLevel: 'team', checkContent: '其他单元的内容' },
      { id: 7, unitId: 101, controlLevel: 'post', checkContent: '交接班检查\n检查紧急切断阀' },
      { id: 8, unitId: null, controlLevel: 'team', checkContent: '没有单元的措施' },
    ],
    parents,
    levels,
  };
  const on: DutyTemplate = { ...template, postName: '操作工', items: '交接班检查', includeMeasures: true };
  const at = (departmentId: number | null): Person => ({ id: 1, name: '张伟', departmentId, post: '操作工' });

  it.each<[string, number | null, readonly number[] | null]>([
    ['its own', 11, [101]],
    ['the nearest above it when it has none', 12, [100, 101]],
    ['none up the tree', 20, null],
    ['none without a department', null, null],
  ])('a department takes its configuration: %s', (_, dept, units) => {
    expect(configFor(dept, src.configs, parents)?.unitIds ?? null).toEqual(units);
  });

  it('ends the walk at a stored cycle', () => {
    expect(configFor(30, src.configs, new Map([[30, 31], [31, 30]]))).toBeNull();
  });

  it.each<[string, Partial<DutyTemplate>, number | null, string[]]>([
    ['switched off: nothing', { includeMeasures: false }, 11, []],
    ['a team member: the team-level measures of the team’s units, in measure order, without the template’s lines', {}, 11, ['检查液位计读数', '检查紧急切断阀']],
    ['a team without its own configuration: the workshop’s units at team level', {}, 12, ['检查安全阀铅封', '检查液位计读数', '检查紧急切断阀']],
    ['the post’s level when the template names one (a line twice is taken once)', { controlLevel: 'post' }, 11, ['检查紧急切断阀']],
    ['a workshop person: the workshop-level measures', {}, 10, ['检查储罐区防火堤']],
    ['no configuration up the tree', {}, 20, []],
    ['a person without a department takes the template’s', { deptId: 11 }, null, ['检查液位计读数', '检查紧急切断阀']],
  ])('%s', (_, change, dept, items) => {
    expect(measureItemsOf({ ...on, ...change }, at(dept), src)).toEqual(items);
  });

  it('appends the contents to the holder’s list; a list without them keeps the template’s text', () => {
    const extra = measureItemsOf(on, at(11), src);
    expect(dutyListOf(on, at(11), extra).items).toBe('交接班检查\n检查液位计读数\n检查紧急切断阀');
    expect(dutyListOf(on, at(20), measureItemsOf(on, at(20), src)).items).toBe('交接班检查');
    const plan = planDutyLists(on, [at(11)], [], () => extra);
    expect(plan.create[0].items).toBe('交接班检查\n检查液位计读数\n检查紧急切断阀');
  });

  it('refuses at includeMeasures when the items together are more than 50', () => {
    const many = Array.from({ length: 49 }, (_, i) => `事项${i + 1}`).join('\n');
    expect(measureItemsRefusal({ ...on, items: many }, at(11), ['一'])).toBeNull();
    const r = measureItemsRefusal({ ...on, items: many }, at(11), ['一', '二']);
    expect(r && { ...r, message: chineseOf(r.message) }).toEqual({
      status: 400,
      field: 'includeMeasures',
      message: '张伟的履职事项加上管控措施的隐患排查内容共 51 项，最多 50 项（请减少履职事项或关闭“纳入管控措施”）',
    });
    expect(measureItemsRefusal({ ...on, items: many + '\n多' }, at(11), [])).toBeNull();
  });
});
