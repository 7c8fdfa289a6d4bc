// The designer's own checks of a draft and the lookups of problems by field (designer/draft-problems.ts).
import { describe, expect, it } from 'vitest';
import { draftProblems, fieldsWithProblems, problemsOfErrors, problemsOfField } from '../../designer/draft-problems.ts';
import { addField, emptyOverlay } from '../../designer/overlay-edits.ts';
import type { CustomFieldDef } from '../../src/schema/custom-field.ts';
import type { ResourceOverlay } from '../../src/schema/overlay.ts';
import { SAFETY_MANAGER } from '../../stories/support/resource-fixtures.ts';

/** An overlay holding `def` as stored (schema compiled from a valid stand-in; the def is what is checked). */
function withDef(def: CustomFieldDef): ResourceOverlay {
  const o = addField(emptyOverlay(), { key: def.key, type: 'text', title: '占位' });
  return { ...o, fields: [{ ...o.fields[0], def }] };
}

describe('draftProblems', () => {
  it.each<[string, CustomFieldDef, string, string]>([
    ['a key of a built-in field', { key: 'name', type: 'text', title: '姓名2' }, 'fields.name.key', '字段标识「name」与已有字段重复'],
    ['a system field', { key: 'createdAt', type: 'text', title: '创建' }, 'fields.createdAt.key', '字段标识「createdAt」与已有字段重复'],
    ['an invalid regex', { key: 'code', type: 'text', title: '编码', pattern: '[', patternMessage: '格式' }, 'fields.code.pattern', '格式校验不是有效的正则表达式'],
    ['min above max', { key: 'qty', type: 'number', title: '数量', minimum: 9, maximum: 1 }, 'fields.qty.minimum', '最小值不能大于最大值'],
    [
      'duplicate options',
      { key: 'level', type: 'select', title: '等级', options: [{ label: '一级', value: '1' }, { label: '一级', value: '2' }] },
      'fields.level.options',
      '选项名称「一级」重复',
    ],
    ['no title', { key: 'memo', type: 'textarea', title: ' ' }, 'fields.memo.title', '请填写字段名称'],
    ['a formula naming a field the form lacks', { key: 'risk', type: 'number', title: '风险', compute: 'name * ghost' }, 'fields.risk.compute', '计算公式：字段「ghost」不存在'],
    ['a formula naming itself', { key: 'risk', type: 'number', title: '风险', compute: 'risk + 1' }, 'fields.risk.compute', '计算公式：不能引用字段自身'],
    ['a lookup table the file lacks', { key: 'risk', type: 'number', title: '风险', compute: "lookup('bands', 1)" }, 'fields.risk.compute', '计算公式：对照表「bands」不存在'],
    ['a rule that does not parse', { key: 'memo', type: 'text', title: '备注', rules: [{ assert: 'memo ==', message: '错' }] }, 'fields.memo.rules.0.assert', '校验条件：第 8 个字符处：表达式不完整'],
    ['a reference without a target', { key: 'owner', type: 'reference', title: '负责人' }, 'fields.owner.refResource', '请选择关联的资源'],
  ])('%s', (_name, def, path, message) => {
    expect(draftProblems(SAFETY_MANAGER, withDef(def))).toContainEqual({ path, message });
  });

  it('finds nothing in a sound draft, and flags two custom fields with one key', () => {
    const sound = addField(addField(emptyOverlay(), { key: 'a', type: 'text', title: '甲' }), { key: 'b', type: 'switch', title: '乙' });
    expect(draftProblems(SAFETY_MANAGER, sound)).toEqual([]);
    const twice: ResourceOverlay = { ...sound, fields: [...sound.fields, { ...sound.fields[0] }] };
    expect(draftProblems(SAFETY_MANAGER, twice)).toEqual([{ path: 'fields.a.key', message: '字段标识「a」重复' }]);
  });

  it('lets a formula and a rule name the file’s fields and the other custom fields', () => {
    let o = addField(emptyOverlay(), { key: 'hours', type: 'number', title: '学时' });
    o = addField(o, { key: 'score', type: 'number', title: '分数', compute: 'hours * 2', rules: [{ assert: 'isBlank(name) || score >= 0', message: '分数不能为负' }] });
    expect(draftProblems(SAFETY_MANAGER, o)).toEqual([]);
  });

  it('flags a field without a definition whose key collides', () => {
    const raw: ResourceOverlay = { fields: [{ key: 'mobile', schema: { type: 'string' }, enabled: true, sort: 0 }], tabs: [] };
    expect(draftProblems(SAFETY_MANAGER, raw)).toEqual([{ path: 'fields.mobile.key', message: '字段标识「mobile」与已有字段重复' }]);
  });
});

describe('problem lookups', () => {
  const problems = problemsOfErrors([
    { field: 'fields.code.pattern', message: '格式不对' },
    { field: 'fields.code.pattern', message: '太长' },
    { field: 'fields.code', message: '字段格式不正确' },
    { field: 'fields.qty.minimum', message: '太大' },
    { field: 'tabs.t1.title', message: '页签重复' },
    { field: 'file/form/properties', message: '文件不对' },
  ]);

  it('groups the messages of one field by property (a bare field path counts as its key)', () => {
    expect(problemsOfField(problems, 'code')).toEqual({ pattern: ['格式不对', '太长'], key: ['字段格式不正确'] });
    expect(problemsOfField(problems, 'nothing')).toEqual({});
  });

  it('names the fields with problems', () => {
    expect([...fieldsWithProblems(problems)].sort()).toEqual(['code', 'qty']);
  });
});
