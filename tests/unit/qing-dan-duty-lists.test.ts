// 岗位履职模板 → 履职清单 (src/domain/qing-dan-duty-lists.ts): who holds a post, when a template cannot derive, and what
// a first and a second derivation write.
import { describe, expect, it } from 'vitest';
import { chinese } from '../../src/domain/i18n/chinese.ts';
import { formatMessage, type Text } from '../../src/domain/i18n/message-format.ts';
import { derivationRefusal, dutyListOf, planDutyLists, postHolders, type DutyTemplate, type Person, type Post } from '../../src/domain/qing-dan-duty-lists.ts';

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
