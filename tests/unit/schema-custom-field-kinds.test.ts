// Issue 12 item 8: a custom field may be a reference, a computed field or carry rules. Its definition compiles
// to the keywords the files use (x-ref, x-compute, x-rules), which then pass the engine's own checks; bad and
// hostile definitions are refused at the property (refResource, refLabel, compute, rules.N.assert ...).
import { describe, expect, it } from 'vitest';
import { checkCustomField, customFieldSchema, type CustomFieldContext, type CustomFieldDef } from '../../src/schema/custom-field.ts';
import { EXPRESSION_FUNCTIONS } from '../../src/schema/expression-functions.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import { mergeOverlay, type ResourceOverlay } from '../../src/schema/overlay.ts';
import { refTargetsFor } from '../../src/schema/ref-targets.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { SAFETY_MANAGER } from '../../stories/support/resource-fixtures.ts';
import { say } from '../../src/server/http/say.ts';

const TARGETS = refTargetsFor([SAFETY_MANAGER], new Set([SAFETY_MANAGER.module ?? '']));
const FIELDS = new Map([
  ['L', '可能性'],
  ['E', '频繁程度'],
  ['C', '后果'],
  ['startDate', '开始日期'],
  ['endDate', '结束日期'],
  ['score', '分数'],
]);
const CTX: CustomFieldContext = { fields: FIELDS, lookups: new Set(['bands']), refTargets: TARGETS };

const ref = (extra: Partial<CustomFieldDef> = {}): CustomFieldDef => ({ key: 'ownerId', type: 'reference', title: '负责人', refResource: 'staff', ...extra });
const computed = (compute: unknown, extra: Partial<CustomFieldDef> = {}): CustomFieldDef =>
  ({ key: 'score', type: 'number', title: '分数', compute, ...extra }) as CustomFieldDef;
const ruled = (rules: unknown, extra: Partial<CustomFieldDef> = {}): CustomFieldDef =>
  ({ key: 'endDate', type: 'date', title: '结束日期', rules, ...extra }) as CustomFieldDef;

function problems(def: CustomFieldDef, ctx: CustomFieldContext = CTX) {
  return checkCustomField(def, new Set(), ctx).map((p) => `${p.field}: ${p.message}`);
}

describe('the three kinds compile to the files’ keywords', () => {
  it.each<[string, CustomFieldDef, Record<string, unknown>]>([
    [
      'a reference to one staff member, restrict by default',
      ref(),
      { type: 'integer', minimum: 1, 'x-ref': { resource: 'staff', label: 'name', onDelete: 'restrict' }, 'x-component': 'RefPicker', title: '负责人' },
    ],
    [
      'a reference to several records of a resource, shown by another label, cleared on delete',
      ref({ refResource: 'safety-manager', refLabel: 'mobile', refMultiple: true, refOnDelete: 'clear' }),
      {
        type: 'array',
        uniqueItems: true,
        items: { type: 'integer', minimum: 1 },
        'x-ref': { resource: 'safety-manager', label: 'mobile', onDelete: 'clear' },
        'x-component': 'RefPicker',
      },
    ],
    ['a computed number: read-only, the formula in braces', computed(' L * E * C '), { type: 'number', 'x-compute': '{{ L * E * C }}', 'x-pattern': 'readOnly', 'x-component': 'NumberPicker' }],
    ['a formula typed with its braces keeps one pair', computed('{{ round(L / 3, 1) }}'), { 'x-compute': '{{ round(L / 3, 1) }}' }],
    [
      'rules with their messages',
      ruled([{ assert: 'endDate >= startDate', message: ' 结束日期不能早于开始日期 ' }]),
      { type: 'string', format: 'date', 'x-rules': [{ assert: '{{ endDate >= startDate }}', message: '结束日期不能早于开始日期' }] },
    ],
  ])('%s', (_name, def, expected) => {
    expect(problems(def)).toEqual([]);
    expect(customFieldSchema(def)).toMatchObject(expected);
  });

  it('a computed field has no default; a plain field has no x-compute, x-rules or x-ref', () => {
    expect(customFieldSchema(computed('L', { default: 3 } as Partial<CustomFieldDef>)).default).toBeUndefined();
    const plain = customFieldSchema({ key: 'n', type: 'number', title: '数' });
    expect(Object.keys(plain).filter((k) => ['x-compute', 'x-rules', 'x-ref'].includes(k))).toEqual([]);
  });

  it('the merged file passes the engine’s checks (meta-schema, x-ref and rules checks)', () => {
    const defs: CustomFieldDef[] = [
      ref({ key: 'auditorId' }),
      { key: 'L', type: 'number', title: '可能性' },
      { key: 'E', type: 'number', title: '频繁程度' },
      computed('L * E', { key: 'risk' }),
      { key: 'note', type: 'text', title: '说明', rules: [{ assert: "isBlank(note) || len(note) >= 2", message: '说明至少两个字' }] },
    ];
    const overlay: ResourceOverlay = { fields: defs.map((d, i) => ({ key: d.key, def: d, schema: customFieldSchema(d), enabled: true, sort: i })), tabs: [] };
    const check = checkResourceFile(mergeOverlay(SAFETY_MANAGER, overlay).resource);
    expect(check.ok ? [] : check.errors).toEqual([]);
  });
});

describe('references are refused at their property', () => {
  it.each<[string, CustomFieldDef, string[]]>([
    ['no target', ref({ refResource: undefined }), ['refResource: 请选择关联的资源']],
    ['a blank target', ref({ refResource: '  ' }), ['refResource: 请选择关联的资源']],
    ['an unknown resource', ref({ refResource: 'no-such' }), ['refResource: 不能关联「no-such」：资源不存在或本企业未开通']],
    ['enterprise (a platform entity an enterprise’s field may not name)', ref({ refResource: 'enterprise' }), ['refResource: 不能关联「enterprise」：资源不存在或本企业未开通']],
    ['a prototype name as target', ref({ refResource: '__proto__' }), ['refResource: 不能关联「__proto__」：资源不存在或本企业未开通']],
    ['a label the target does not have', ref({ refLabel: 'salary' }), ['refLabel: 「人员」没有可显示的字段「salary」']],
    ['an id field of an entity as label', ref({ refLabel: 'departmentId' }), ['refLabel: 「人员」没有可显示的字段「departmentId」']],
    ['an onDelete that does not exist', ref({ refOnDelete: 'wipe' as 'clear' }), ['refOnDelete: 被关联记录删除时的处理方式不正确']],
    ['enabled-only on an entity without a status', ref({ refEnabledOnly: true }), ['refEnabledOnly: 「人员」没有启用状态，不能只选启用的记录']],
    ['enabled-only as a string', { ...ref(), refEnabledOnly: 'yes' } as unknown as CustomFieldDef, ['refEnabledOnly: 只选启用的记录须为 是 或 否']],
    ['a filter on an entity (it has no filter fields)', ref({ refFilter: [{ field: 'post', value: '班长' }] }), ['refFilter: 第 1 条筛选条件：「人员」没有可筛选的字段「post」']],
    ['a filter that is not a list', { ...ref(), refFilter: 'gender=male' } as unknown as CustomFieldDef, ['refFilter: 筛选条件格式不正确']],
    ['clear on a required field', ref({ refOnDelete: 'clear', required: true }), ['refOnDelete: 必填字段不能在被关联记录删除时清空']],
    ['multiple as a string', { ...ref(), refMultiple: 'yes' } as unknown as CustomFieldDef, ['refMultiple: 多选须为 是 或 否']],
    ['reference members on a text field', { key: 'x', type: 'text', title: '文本', refResource: 'staff' }, ['refResource: 只有关联记录字段可以设置关联']],
    ['a default on a reference', ref({ default: 3 }), ['default: 该类型不支持默认值']],
  ])('%s', (_name, def, expected) => {
    expect(problems(def)).toEqual(expected);
  });

  const sm = (extra: Partial<CustomFieldDef>) => ref({ refResource: 'safety-manager', ...extra });
  it.each<[string, CustomFieldDef, string[]]>([
    ['a field of the target equal to one of its options, and enabled only', sm({ refFilter: [{ field: 'gender', value: 'female' }], refEnabledOnly: true }), []],
    ['a text field equal to a value', sm({ refFilter: [{ field: 'post', value: '班长' }] }), []],
    ['a field the target does not have', sm({ refFilter: [{ field: 'salary', value: '1' }] }), ['refFilter: 第 1 条筛选条件：「安全管理人员」没有可筛选的字段「salary」']],
    ['a reference field of the target', sm({ refFilter: [{ field: 'department', value: '3' }] }), ['refFilter: 第 1 条筛选条件：「安全管理人员」没有可筛选的字段「department」']],
    ['a value that is not an option', sm({ refFilter: [{ field: 'gender', value: 'other' }] }), ['refFilter: 第 1 条筛选条件：「性别」没有选项「other」']],
    ['status (the switch says it)', sm({ refFilter: [{ field: 'status', value: '1' }] }), ['refFilter: 第 1 条筛选条件：按启用状态筛选请用「只选启用的记录」']],
    ['a blank field and a blank value', sm({ refFilter: [{ field: '', value: 'x' }, { field: 'post', value: ' ' }] }), ['refFilter: 第 1 条筛选条件：请选择字段', 'refFilter: 第 2 条筛选条件：请填写值']],
    ['the same field twice', sm({ refFilter: [{ field: 'post', value: 'a' }, { field: 'post', value: 'b' }] }), ['refFilter: 第 2 条筛选条件：字段「post」重复']],
    ['a row that is not an object', sm({ refFilter: [null as unknown as { field: string; value: string }] }), ['refFilter: 第 1 条筛选条件：请选择字段']],
    ['six conditions', sm({ refFilter: ['a', 'b', 'c', 'd', 'e', 'f'].map((v) => ({ field: 'post', value: v })) }), expect.arrayContaining(['refFilter: 筛选条件最多 5 条']) as unknown as string[]],
  ])('filter: %s', (_name, def, expected) => {
    expect(problems(def)).toEqual(expected);
  });

  it('a filter compiles to x-ref.filter (status 1 for enabled only) and passes the file checks', () => {
    const def = sm({ key: 'femaleManagerId', refFilter: [{ field: 'gender', value: ' female ' }], refEnabledOnly: true, refOnDelete: 'cascade' });
    expect(customFieldSchema(def)['x-ref']).toEqual({ resource: 'safety-manager', label: 'name', onDelete: 'cascade', filter: { gender: 'female', status: 1 } });
    expect(customFieldSchema(ref())['x-ref']).not.toHaveProperty('filter');
    const overlay: ResourceOverlay = { fields: [{ key: def.key, def, schema: customFieldSchema(def), enabled: true, sort: 0 }], tabs: [] };
    const check = checkResourceFile(mergeOverlay(SAFETY_MANAGER, overlay).resource);
    expect(check.ok ? [] : check.errors).toEqual([]);
  });

  it('groups the targets and says which are trees, switchable and filterable by what', () => {
    expect(TARGETS.get('staff')).toMatchObject({ group: 'entity' });
    expect(TARGETS.get('staff')?.hasStatus).toBeUndefined();
    const target = TARGETS.get('safety-manager');
    expect(target).toMatchObject({ group: 'resource', hasStatus: true });
    expect(target?.filters).toContainEqual({ field: 'gender', title: '性别', options: [{ label: '男', value: 'male' }, { label: '女', value: 'female' }] });
    expect(target?.filters).toContainEqual({ field: 'voided', title: expect.any(String), options: [{ label: '是', value: 'true' }, { label: '否', value: 'false' }] });
    const english = refTargetsFor([SAFETY_MANAGER], new Set([SAFETY_MANAGER.module ?? '']), (m) => say('en', m)).get('safety-manager');
    expect(english?.filters).toContainEqual({ field: 'voided', title: expect.any(String), options: [{ label: 'Yes', value: 'true' }, { label: 'No', value: 'false' }] });
    expect(target?.filters?.map((f) => f.field)).not.toContain('department');
    const area: ResourceFile = { ...SAFETY_MANAGER, key: 'area', module: null, shared: 'platform', tree: { parent: 'parentId' } };
    const shared = refTargetsFor([area], new Set());
    expect(shared.get('area')).toMatchObject({ group: 'shared', tree: true });
    const toArea = ref({ refResource: 'area' });
    expect(problems({ ...toArea, refOnDelete: 'cascade' }, { refTargets: shared })).toEqual(['refOnDelete: 「安全管理人员」是平台共享数据，不能在其删除时一并删除本企业的记录']);
    expect(problems({ ...toArea, refOnDelete: 'clear' }, { refTargets: shared })).toEqual([]);
  });

  it('a target without a name field needs its label chosen', () => {
    const targets = new Map([['meet-record', { key: 'meet-record', title: '会议记录', labels: [{ field: 'meetingTitle', title: '会议名称' }] }]]);
    expect(problems(ref({ refResource: 'meet-record' }), { refTargets: targets })).toEqual(['refLabel: 「会议记录」没有名称字段，请选择显示的字段']);
    expect(problems(ref({ refResource: 'meet-record', refLabel: 'meetingTitle' }), { refTargets: targets })).toEqual([]);
  });

  it('without the enterprise’s targets only the shape is checked (the server checks the rest)', () => {
    expect(problems(ref({ refResource: 'no-such' }), {})).toEqual([]);
  });

  it('a resource of a module the enterprise has not opened is not a target', () => {
    const moduled: ResourceFile = { ...SAFETY_MANAGER, key: 'duty-roster', module: 'zbgl' };
    const none = refTargetsFor([SAFETY_MANAGER, moduled], new Set());
    expect([...none.keys()]).toEqual(['staff', 'department', 'safety-manager']);
    expect(problems(ref({ refResource: 'duty-roster' }), { refTargets: none })).toEqual(['refResource: 不能关联「duty-roster」：资源不存在或本企业未开通']);
    expect([...refTargetsFor([moduled], new Set(['zbgl'])).keys()]).toContain('duty-roster');
  });

  it('offers the target’s scalar fields as labels, name first', () => {
    const sm = TARGETS.get('safety-manager');
    expect(sm?.labels[0]).toEqual({ field: 'name', title: '姓名' });
    const names = sm?.labels.map((l) => l.field) ?? [];
    for (const n of names) expect(['array', 'object']).not.toContain((SAFETY_MANAGER as ResourceFile).form.properties[n].type);
    expect(TARGETS.get('staff')?.labels.map((l) => l.field)).toEqual(['name', 'mobile', 'post', 'idCard']);
  });
});

describe('computed fields are checked as typed', () => {
  it.each<[string, unknown, string[]]>([
    ['blank', '  ', []],
    ['does not parse', 'L * ', ['compute: 计算公式：第 4 个字符处：表达式不完整']],
    ['a field that does not exist', 'L * X', ['compute: 计算公式：字段「X」不存在']],
    ['its own name', 'score + 1', ['compute: 计算公式：不能引用字段自身']],
    ['a function not in the whitelist', 'eval(L)', [`compute: 计算公式：第 1 个字符处：不支持函数「eval」，可用：${Object.keys(EXPRESSION_FUNCTIONS).join('、')}`]],
    ['a wrong arity', 'abs(L, E)', ['compute: 计算公式：第 1 个字符处：函数 abs() 需要 1 个参数，这里是 2 个']],
    ['constructor', 'L.constructor', ['compute: 计算公式：第 3 个字符处：不能使用名称「constructor」']],
    ['__proto__', '__proto__', ['compute: 计算公式：第 1 个字符处：不能使用名称「__proto__」']],
    ['new', 'new L', ['compute: 计算公式：第 1 个字符处：不能使用「new」']],
    ['an unterminated string', "'abc", ['compute: 计算公式：第 1 个字符处：引号没有闭合']],
    ['a character of another language', 'L; process.exit()', ['compute: 计算公式：第 2 个字符处：不能使用字符「;」']],
    ['a huge number', `L * 1${'0'.repeat(400)}`, ['compute: 计算公式：第 5 个字符处：数字格式不正确']],
    ['a lookup table the file does not declare', "lookup('grades', L)", ['compute: 计算公式：对照表「grades」不存在']],
    ['a declared lookup table', "lookup('bands', L)", []],
    ['too long', `L${' + L'.repeat(130)}`, ['compute: 计算公式不能超过 500 个字符']],
    ['deep nesting', `${'('.repeat(200)}L${')'.repeat(200)}`, ['compute: 计算公式：第 65 个字符处：括号或运算嵌套过深']],
    ['not a string', 42, ['compute: 请填写计算公式']],
  ])('%s', (_name, compute, expected) => {
    const def = computed(compute);
    expect(problems(def)).toEqual(typeof compute === 'string' && !compute.trim() ? [] : expected);
  });

  it('a switch or an upload cannot be computed; a computed field has no default', () => {
    expect(problems({ key: 'ok', type: 'switch', title: '合格', compute: 'L > 1' })).toEqual(['compute: 只有单行文本、数字、日期和日期时间字段可以计算']);
    expect(problems(computed('L', { default: 2 }))).toEqual(['default: 计算字段不能设置默认值']);
  });
});

describe('rules are checked at their row', () => {
  it.each<[string, unknown, string[]]>([
    ['two good rules', [{ assert: 'endDate >= startDate', message: '结束不能早于开始' }, { assert: '{{ !isBlank(endDate) }}', message: '请填写' }], []],
    ['not a list', 'endDate > 1', ['rules: 校验规则须为列表，至多 10 条']],
    ['eleven rules', Array.from({ length: 11 }, () => ({ assert: 'true', message: '好' })), ['rules: 校验规则须为列表，至多 10 条']],
    ['a row that is not an object', [null], ['rules.0: 第 1 条校验规则格式不正确']],
    ['an array as a row', [['endDate']], ['rules.0: 第 1 条校验规则格式不正确']],
    ['a blank assert and message', [{ assert: ' ', message: '' }], ['rules.0.assert: 请填写校验条件', 'rules.0.message: 请填写不满足条件时的提示']],
    ['a missing field in the second row', [{ assert: 'true', message: '好' }, { assert: 'endDate > begin', message: '晚于' }], ['rules.1.assert: 校验条件：字段「begin」不存在']],
    ['a parse error', [{ assert: 'endDate >', message: '晚于' }], ['rules.0.assert: 校验条件：第 10 个字符处：表达式不完整']],
    ['a message too long', [{ assert: 'true', message: '长'.repeat(101) }], ['rules.0.message: 提示不能超过 100 个字符']],
    ['a message that is not a string', [{ assert: 'true', message: { toString: 1 } }], ['rules.0.message: 请填写不满足条件时的提示']],
  ])('%s', (_name, rules, expected) => {
    expect(problems(ruled(rules))).toEqual(expected);
  });

  it('a rule may name its own field (it asserts over the value)', () => {
    expect(problems(ruled([{ assert: 'endDate != null', message: '必填' }]))).toEqual([]);
  });
});
