// parseOverlay and checkOverlay (src/schema/overlay-check.ts): the shape of an untrusted overlay, and every
// reason an overlay may not be stored, each with its path (fields.<key>.<prop>, tabs.<key>.<prop>,
// file<json pointer>).
import { describe, expect, it } from 'vitest';
import { customFieldSchema, type CustomFieldDef } from '../../src/schema/custom-field.ts';
import { checkOverlay, parseOverlay, type OverlayProblem } from '../../src/schema/overlay-check.ts';
import type { OverlayField, OverlayTab, ResourceOverlay } from '../../src/schema/overlay.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { loadResource } from './helpers/load-resource.ts';
import { englishOf } from './helpers/english-of.ts';

const hoursDef: CustomFieldDef = { key: 'hours', type: 'number', title: '培训学时', minimum: 0, maximum: 100 };

function problemsOf(json: unknown): OverlayProblem[] {
  const r = parseOverlay(json);
  return 'problems' in r ? r.problems : [];
}

function parsed(json: unknown): ResourceOverlay {
  const r = parseOverlay(json);
  if ('problems' in r) throw new Error(JSON.stringify(r.problems));
  return r.overlay;
}

const rawField = (extra: Record<string, unknown> = {}) => ({ key: 'hours', enabled: true, sort: 0, def: hoursDef, ...extra });
const rawTab = (extra: Record<string, unknown> = {}) => ({ key: 't', title: '扩展', fields: ['name'], enabled: true, sort: 0, ...extra });

describe('parseOverlay: shape problems of untrusted JSON', () => {
  it.each<[string, unknown, OverlayProblem[]]>([
    ['null', null, [{ path: 'overlay', message: '配置格式不正确' }]],
    ['an array', [], [{ path: 'overlay', message: '配置格式不正确' }]],
    ['a string', 'x', [{ path: 'overlay', message: '配置格式不正确' }]],
    ['fields not a list', { fields: {} }, [{ path: 'fields', message: '自定义字段须为列表，至多 500 个' }]],
    ['too many fields', { fields: Array.from({ length: 501 }, (_, i) => rawField({ key: `f${i}` })) }, [{ path: 'fields', message: '自定义字段须为列表，至多 500 个' }]],
    ['tabs not a list', { tabs: 'a' }, [{ path: 'tabs', message: '页签须为列表，至多 50 个' }]],
    ['too many tabs', { tabs: Array.from({ length: 51 }, (_, i) => rawTab({ key: `t${i}` })) }, [{ path: 'tabs', message: '页签须为列表，至多 50 个' }]],
    ['patch not an object', { patch: [] }, [{ path: 'patch', message: '文件修改须为对象' }]],
    ['field order not names', { fieldOrder: ['a', 1] }, [{ path: 'fieldOrder', message: '字段顺序须为字段名列表' }]],
    ['every top-level problem at once', { fields: 1, tabs: 2, patch: 'x', fieldOrder: 'y' }, [
      { path: 'fields', message: '自定义字段须为列表，至多 500 个' },
      { path: 'tabs', message: '页签须为列表，至多 50 个' },
      { path: 'patch', message: '文件修改须为对象' },
      { path: 'fieldOrder', message: '字段顺序须为字段名列表' },
    ]],
    // fields
    ['a field that is not an object', { fields: ['x'] }, [{ path: 'fields.0', message: '字段格式不正确' }]],
    ['a field without a key', { fields: [rawField({ key: 5 })] }, [{ path: 'fields.0', message: '字段格式不正确' }]],
    ['enabled not a boolean', { fields: [rawField({ enabled: 'yes' })] }, [{ path: 'fields.hours', message: '字段的启用、排序或固定设置不正确' }]],
    ['sort not a number', { fields: [rawField({ sort: '1' })] }, [{ path: 'fields.hours', message: '字段的启用、排序或固定设置不正确' }]],
    ['an unknown pin', { fields: [rawField({ pinned: 'middle' })] }, [{ path: 'fields.hours', message: '字段的启用、排序或固定设置不正确' }]],
    ['a def that is not an object', { fields: [rawField({ def: 'number' })] }, [{ path: 'fields.hours.def', message: '字段定义格式不正确' }]],
    ['neither def nor schema', { fields: [rawField({ def: undefined })] }, [{ path: 'fields.hours.schema', message: '字段缺少定义' }]],
    ['a schema without a type', { fields: [rawField({ def: undefined, schema: { title: 'x' } })] }, [{ path: 'fields.hours.schema', message: '字段缺少定义' }]],
    ['a def with problems, each at its property', { fields: [rawField({ def: { type: 'number', title: '', minimum: 5, maximum: 1 } })] }, [
      { path: 'fields.hours.title', message: '请填写字段名称' },
      { path: 'fields.hours.minimum', message: '最小值不能大于最大值' },
    ]],
    ['a def with a bad pattern', { fields: [rawField({ def: { type: 'text', title: 'T', pattern: '([a-z', patternMessage: 'x' } })] }, [
      { path: 'fields.hours.pattern', message: '格式校验不是有效的正则表达式' },
    ]],
    ['a def with wrongly typed members is a problem, not a throw', { fields: [rawField({ def: { type: 'select', title: 'T', options: 'a,b', default: 'a', patternMessage: 3 } })] }, [
      { path: 'fields.hours.options', message: '请至少添加一个选项' },
      { path: 'fields.hours.default', message: '默认值必须是选项之一' },
    ]],
    // tabs
    ['a tab that is not an object', { tabs: [1] }, [{ path: 'tabs.0', message: '页签格式不正确' }]],
    ['a tab without a title', { tabs: [rawTab({ title: undefined })] }, [{ path: 'tabs.t', message: '页签格式不正确' }]],
    ['a tab whose fields are not names', { tabs: [rawTab({ fields: [1] })] }, [{ path: 'tabs.t', message: '页签格式不正确' }]],
    ['a tab with a bad switch', { tabs: [rawTab({ enabled: 1 })] }, [{ path: 'tabs.t', message: '页签的启用、排序或固定设置不正确' }]],
    ['a tab with a bad pin', { tabs: [rawTab({ pinned: 'left' })] }, [{ path: 'tabs.t', message: '页签的启用、排序或固定设置不正确' }]],
    ['disabled fields that are not names', { tabs: [rawTab({ disabledFields: 'name' })] }, [{ path: 'tabs.t.disabledFields', message: '停用字段须为字段名列表' }]],
    ['problems of fields and tabs together', { fields: [null], tabs: [null] }, [
      { path: 'fields.0', message: '字段格式不正确' },
      { path: 'tabs.0', message: '页签格式不正确' },
    ]],
  ])('%s', (_name, json, problems) => {
    expect(problemsOf(json)).toEqual(problems);
  });
});

describe('parseOverlay: the typed overlay', () => {
  it('an empty object is an empty overlay', () => {
    expect(parsed({})).toEqual({ fields: [], tabs: [] });
  });

  it('recompiles the schema of a field with a def (a sent schema is ignored) and takes the key of the field', () => {
    const o = parsed({ fields: [rawField({ schema: { type: 'string', title: '伪造', 'x-component': 'Evil' }, def: { ...hoursDef, key: 'other' } })] });
    expect(o.fields).toEqual([{ key: 'hours', schema: customFieldSchema(hoursDef), def: hoursDef, enabled: true, sort: 0 }]);
  });

  it('keeps a schema written in the schema editor when there is no def', () => {
    const schema = { type: 'string', title: '编码', maxLength: 20 };
    expect(parsed({ fields: [rawField({ def: undefined, schema, required: true })] }).fields).toEqual([
      { key: 'hours', schema, enabled: true, sort: 0, required: true },
    ]);
  });

  it.each<[string, Record<string, unknown>, Partial<OverlayField>]>([
    ['required comes from the def', { def: { ...hoursDef, required: true }, required: false }, { required: true }],
    ['a required flag beside a def is not used', { required: true }, {}],
    ['removed', { removed: true }, { removed: true }],
    ['removed only when true', { removed: 'yes' }, {}],
    ['inList false on the field', { inList: false }, { inList: false }],
    ['inList false in the def', { def: { ...hoursDef, inList: false } }, { inList: false }],
    ['pinned', { pinned: 'end' }, { pinned: 'end' }],
    ['pinned null is no pin', { pinned: null }, {}],
    ['unknown members are dropped', { evil: 1 }, {}],
  ])('%s', (_name, extra, expected) => {
    const [f] = parsed({ fields: [rawField(extra)] }).fields;
    const { key: _k, schema: _s, def: _d, enabled: _e, sort: _o, ...rest } = f;
    expect(rest).toEqual(expected);
  });

  it('tabs, patch and field order', () => {
    const o = parsed({
      tabs: [rawTab({ pinned: 'top', disabledFields: ['name'], extra: 1 }), rawTab({ key: 'u', title: '其他', disabledFields: [] })],
      patch: { title: 'x' },
      fieldOrder: ['b', 'a'],
    });
    expect(o).toEqual({
      fields: [],
      tabs: [
        { key: 't', title: '扩展', fields: ['name'], enabled: true, sort: 0, pinned: 'top', disabledFields: ['name'] },
        { key: 'u', title: '其他', fields: ['name'], enabled: true, sort: 0 },
      ],
      patch: { title: 'x' },
      fieldOrder: ['b', 'a'],
    });
  });

  it('does not modify the body', () => {
    const body = { fields: [rawField({ def: { ...hoursDef, key: 'x' } })], tabs: [rawTab()], fieldOrder: ['a'] };
    const copy = structuredClone(body);
    const o = parsed(body);
    o.tabs[0].fields.push('y');
    o.fieldOrder?.push('b');
    expect(body).toEqual(copy);
  });
});

const sm = loadResource('safety-manager');

function custom(def: CustomFieldDef, extra: Partial<OverlayField> = {}): OverlayField {
  return { key: def.key, schema: customFieldSchema(def), def, enabled: true, sort: 0, ...extra };
}

function tab(key: string, title: string, fields: string[], extra: Partial<OverlayTab> = {}): OverlayTab {
  return { key, title, fields, enabled: true, sort: 0, ...extra };
}

const good: ResourceOverlay = {
  fields: [
    custom({ ...hoursDef, required: true }, { required: true }),
    custom({ key: 'badge', type: 'text', title: '工牌号', pattern: '^GP\\d{4}$', patternMessage: '工牌号为 GP 加 4 位数字' }, { pinned: 'top' }),
    custom({ key: 'level', type: 'select', title: '等级', options: [{ label: '一级', value: '1' }] }, { enabled: false }),
    custom({ key: 'old', type: 'date', title: '旧字段' }, { removed: true }),
    { key: 'code', schema: { type: 'string', title: '编码', maxLength: 20, 'x-component': 'Input' }, enabled: true, sort: 2 },
  ],
  tabs: [
    tab('train', '培训', ['hours', 'old', 'post', 'department'], { disabledFields: ['department'] }),
    tab('extra', '其他', ['badge', 'level'], { pinned: 'top' }),
    tab('off', '停用页签', ['code'], { enabled: false }),
  ],
  patch: { title: '安全管理人员台账', form: { properties: { post: { title: '岗位名称' } } } },
  fieldOrder: ['name', 'hours'],
};

describe('checkOverlay', () => {
  it('a good overlay over a real file gives no problems', () => {
    expect(checkOverlay(sm, good)).toEqual([]);
  });

  it('an empty overlay gives no problems', () => {
    expect(checkOverlay(sm, { fields: [], tabs: [] })).toEqual([]);
  });

  it('a good overlay read from JSON gives no problems', () => {
    expect(checkOverlay(sm, parsed(JSON.parse(JSON.stringify(good))))).toEqual([]);
  });

  it.each<[string, Partial<ResourceOverlay>, OverlayProblem[]]>([
    // fields
    ['a key that is not a name', { fields: [{ key: 'my-field', schema: { type: 'string' }, enabled: true, sort: 0 }] }, [
      { path: 'fields.my-field.key', message: '字段标识须以字母开头，只含字母、数字和下划线' },
    ]],
    ['a key colliding with a built-in field', { fields: [{ key: 'mobile', schema: { type: 'string' }, enabled: true, sort: 0 }] }, [
      { path: 'fields.mobile.key', message: '字段标识「mobile」与系统字段重复' },
    ]],
    ['a key colliding with a system field', { fields: [{ key: 'updatedBy', schema: { type: 'integer' }, enabled: true, sort: 0 }] }, [
      { path: 'fields.updatedBy.key', message: '字段标识「updatedBy」与系统字段重复' },
    ]],
    ['a designer field colliding with a system field: one problem', { fields: [custom({ ...hoursDef, key: 'createdAt' })] }, [
      { path: 'fields.createdAt.key', message: '字段标识「createdAt」与系统字段重复' },
    ]],
    ['a designer field with a key that is not a name: one problem', { fields: [custom({ ...hoursDef, key: 'a-b' })] }, [
      { path: 'fields.a-b.key', message: '字段标识须以字母开头，只含字母、数字和下划线' },
    ]],
    ['a key declared twice', { fields: [custom(hoursDef), custom(hoursDef, { sort: 1 })] }, [
      { path: 'fields.hours.key', message: '字段标识「hours」重复' },
    ]],
    ['a disabled field still may not collide', { fields: [{ key: 'name', schema: { type: 'string' }, enabled: false, sort: 0 }] }, [
      { path: 'fields.name.key', message: '字段标识「name」与系统字段重复' },
    ]],
    ['a def with problems', { fields: [custom({ key: 'tags', type: 'multiselect', title: '标签', options: [{ label: '甲', value: 'a' }, { label: '甲', value: 'b' }] })] }, [
      { path: 'fields.tags.options', message: '选项名称「甲」重复' },
    ]],
    ['a def with min length above max length', { fields: [custom({ key: 'note', type: 'textarea', title: '说明', minLength: 9, maxLength: 3 })] }, [
      { path: 'fields.note.minLength', message: '最小长度不能大于最大长度' },
    ]],
    // tabs
    ['a tab key that is not a name', { tabs: [tab('1t', '甲', [])] }, [{ path: 'tabs.1t.key', message: '页签标识须以字母开头，只含字母、数字、- 和 _' }]],
    ['a tab key declared twice', { tabs: [tab('t', '甲', []), tab('t', '乙', [])] }, [{ path: 'tabs.t.key', message: '页签标识「t」重复' }]],
    ['a tab title missing', { tabs: [tab('t', ' ', [])] }, [{ path: 'tabs.t.title', message: '请填写页签名称' }]],
    ['a tab title over 20 characters', { tabs: [tab('t', '页'.repeat(21), [])] }, [{ path: 'tabs.t.title', message: '页签名称不能超过 20 个字符' }]],
    ['a tab title used twice', { tabs: [tab('a', '培训', []), tab('b', ' 培训 ', [])] }, [{ path: 'tabs.b.title', message: '页签名称「培训」已存在' }]],
    ['a field in two tabs', { tabs: [tab('a', '甲', ['name', 'post']), tab('b', '乙', ['mobile', 'post'])] }, [
      { path: 'tabs.b.fields', message: '字段「post」已在页签「甲」中' },
    ]],
    ['a field twice in one tab', { tabs: [tab('a', '甲', ['post', 'post'])] }, [{ path: 'tabs.a.fields', message: '字段「post」已在页签「甲」中' }]],
    ['a disabled field that is not in the tab', { tabs: [tab('a', '甲', ['post'], { disabledFields: ['department'] })] }, [
      { path: 'tabs.a.disabledFields', message: '停用的字段「department」不在该页签中' },
    ]],
    ['disabling a required built-in field', { tabs: [tab('a', '甲', ['name', 'post'], { disabledFields: ['name'] })] }, [
      { path: 'tabs.a.disabledFields', message: '「姓名」为系统必填字段，不能停用' },
    ]],
    ['disabling a field the validity derives from', { tabs: [tab('a', '甲', ['certEnd', 'voided'], { disabledFields: ['certEnd', 'voided'] })] }, [
      { path: 'tabs.a.disabledFields', message: '「证书有效期至」为系统必填字段，不能停用' },
      { path: 'tabs.a.disabledFields', message: '「已作废」为系统必填字段，不能停用' },
    ]],
    ['field and tab problems together', { fields: [{ key: 'id', schema: { type: 'integer' }, enabled: true, sort: 0 }], tabs: [tab('a', '', [])] }, [
      { path: 'fields.id.key', message: '字段标识「id」与系统字段重复' },
      { path: 'tabs.a.title', message: '请填写页签名称' },
    ]],
  ])('%s', (_name, parts, problems) => {
    expect(checkOverlay(sm, { fields: [], tabs: [], ...parts })).toEqual(problems);
  });

  it('a tab key colliding with a tab of the file', () => {
    const withTabs: ResourceFile = { ...sm, layout: { tabs: [{ key: 'base', title: '基本', fields: ['name'] }] } };
    expect(checkOverlay(withTabs, { fields: [], tabs: [tab('base', '甲', [])] })).toEqual([{ path: 'tabs.base.key', message: '页签标识「base」重复' }]);
  });

  it('a required built-in field may be placed in a tab, and disabling an optional one is fine', () => {
    expect(checkOverlay(sm, { fields: [], tabs: [tab('a', '甲', ['name', 'attachments'], { disabledFields: ['attachments'] })] })).toEqual([]);
  });

  it('a tab may name a removed custom field (the screen shows a placeholder)', () => {
    expect(checkOverlay(sm, { fields: [custom(hoursDef, { removed: true })], tabs: [tab('a', '甲', ['hours'])] })).toEqual([]);
  });
});

describe('checkOverlay: the merged file against the meta-schema', () => {
  it.each<[string, ResourceFile, Partial<ResourceOverlay>, OverlayProblem[]]>([
    ['a schema-editor field with an unknown component', sm, { fields: [{ key: 'x', schema: { type: 'string', title: 'X', 'x-component': 'Bogus' }, enabled: true, sort: 0 }] }, [
      { path: 'file/form/properties/x/x-component', message: expect.stringContaining("unknown component 'Bogus'") as unknown as string },
    ]],
    ['a schema-editor field with a keyword of another type', sm, { fields: [{ key: 'x', schema: { type: 'boolean', title: 'X', maxLength: 3 }, enabled: true, sort: 0 }] }, [
      { path: 'file/form/properties/x/maxLength', message: "'maxLength' applies only to string fields" },
    ]],
    ['a patch naming an unknown default sort field', sm, { patch: { list: { sort: { default: { field: 'ghost' } } } } }, [
      { path: 'file/list/sort/default/field', message: "default sort field 'ghost' is not in list.sort.fields" },
    ]],
    ['a patch removing a required property', sm, { patch: { form: { properties: { gender: null } } } }, expect.arrayContaining([
      { path: 'file/form/required/1', message: "required names unknown property 'gender'" },
    ]) as unknown as OverlayProblem[]],
    ['a schema-editor field without a title', sm, { fields: [{ key: 'x', schema: { type: 'string' }, enabled: true, sort: 0 }] }, [
      { path: 'file/form/properties/x/title', message: 'is required' },
    ]],
  ])('%s is reported as file<pointer>', (_name, base, parts, problems) => {
    expect(checkOverlay(base, { fields: [], tabs: [], ...parts }).map((p) => ({ ...p, message: englishOf(p) }))).toEqual(problems);
  });

  it('hiding a field another field\'s linkage rule depends on is refused in Chinese at the tab', () => {
    const problems = checkOverlay(loadResource('warehouse'), { fields: [], tabs: [tab('a', '甲', ['isHazardSource'], { disabledFields: ['isHazardSource'] })] });
    expect(problems).toEqual([{ path: 'tabs.a.disabledFields', message: expect.stringMatching(/^「.+」被「.+」的联动规则引用，不能停用$/) }]);
  });

  it('the file is checked only once the fields and tabs are sound', () => {
    const problems = checkOverlay(sm, { fields: [], tabs: [tab('a', '', [])], patch: { list: { sort: { default: { field: 'ghost' } } } } });
    expect(problems).toEqual([{ path: 'tabs.a.title', message: '请填写页签名称' }]);
  });

  it('does not modify the base or the overlay', () => {
    const base = structuredClone(sm);
    const o = structuredClone(good);
    checkOverlay(base, o);
    expect(base).toEqual(sm);
    expect(o).toEqual(good);
  });
});
