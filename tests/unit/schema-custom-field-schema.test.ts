// The form property a custom field definition becomes (src/schema/custom-field.ts customFieldSchema), that the
// meta-schema accepts it, and that the server's validator (compileRecordValidator) and the client's field
// check (checkField) give the same answer for good and bad values of every type.
import { describe, expect, it } from 'vitest';
import { compileRecordValidator } from '../../src/schema/compile-validator.ts';
import { customFieldSchema, type CustomFieldDef, type CustomFieldType } from '../../src/schema/custom-field.ts';
import { checkField } from '../../src/schema/field-check.ts';
import { checkResourceFile, formatProblems } from '../../src/schema/meta-schema.ts';
import type { FieldSchema, ResourceFile } from '../../src/schema/resource-types.ts';
import { GOOD, OPTIONS, def } from './helpers/custom-field-defs.ts';

describe('customFieldSchema', () => {
  it.each<[CustomFieldType, FieldSchema]>([
    ['text', {
      type: 'string', title: '工牌号', 'x-decorator': 'FormItem', maxLength: 20, 'x-component': 'Input',
      pattern: '^(?:^GP\\d{4}$)$', 'x-pattern-message': '工牌号为 GP 加 4 位数字',
    }],
    ['textarea', { type: 'string', title: '备注', 'x-decorator': 'FormItem', maxLength: 500, minLength: 2, 'x-component': 'Input.TextArea' }],
    ['number', {
      type: 'number', title: '培训学时', 'x-decorator': 'FormItem', 'x-component': 'NumberPicker', minimum: 0, maximum: 100,
      'x-component-props': { precision: 1 }, default: 8,
    }],
    ['date', { type: 'string', title: '检查日期', 'x-decorator': 'FormItem', format: 'date', 'x-component': 'DatePicker' }],
    ['datetime', {
      type: 'string', title: '检查时间', 'x-decorator': 'FormItem', format: 'date-time', 'x-component': 'DatePicker',
      'x-component-props': { showTime: true },
    }],
    ['select', { type: 'string', title: '等级', 'x-decorator': 'FormItem', enum: OPTIONS, 'x-component': 'Select', default: 'a' }],
    ['multiselect', {
      type: 'array', title: '标签', 'x-decorator': 'FormItem', uniqueItems: true, items: { type: 'string', enum: OPTIONS },
      'x-component': 'Select', 'x-component-props': { mode: 'multiple' }, default: ['a', 'b'],
    }],
    ['switch', { type: 'boolean', title: '已培训', 'x-decorator': 'FormItem', 'x-component': 'Switch', default: false }],
    ['image', {
      type: 'array', title: '照片', 'x-decorator': 'FormItem', maxItems: 3, items: { type: 'string' }, 'x-component': 'Upload',
      'x-component-props': { accept: 'image', maxCount: 3 },
    }],
    ['file', {
      type: 'array', title: '文档', 'x-decorator': 'FormItem', maxItems: 5, items: { type: 'string' }, 'x-component': 'Upload',
      'x-component-props': { accept: 'document', maxCount: 5 },
    }],
    ['person', { type: 'integer', title: '负责人', 'x-decorator': 'FormItem', minimum: 1, 'x-component': 'PersonPicker' }],
    ['department', { type: 'integer', title: '部门', 'x-decorator': 'FormItem', minimum: 1, 'x-component': 'DepartmentPicker' }],
  ])('%s', (type, schema) => {
    expect(customFieldSchema(GOOD[type])).toEqual(schema);
  });

  it.each<[string, CustomFieldDef, Partial<FieldSchema>]>([
    ['text without maxLength gets 2000', def('text', { maxLength: undefined, pattern: undefined, patternMessage: undefined }), { maxLength: 2000 }],
    ['textarea without maxLength gets 10000', def('textarea', { maxLength: undefined, minLength: undefined }), { maxLength: 10000 }],
    ['help becomes the description', def('date', { help: '按检查记录填写' }), { description: '按检查记录填写' }],
    ['title is trimmed', def('date', { title: ' 检查日期 ' }), { title: '检查日期' }],
    ['option labels and values are trimmed', def('select', { options: [{ label: ' 甲 ', value: ' a ' }], default: undefined }), { enum: [{ label: '甲', value: 'a' }] }],
    ['precision 0 makes an integer', def('number', { precision: 0 }), { type: 'integer', 'x-component-props': { precision: 0 } }],
  ])('%s', (_name, d, part) => {
    expect(customFieldSchema(d)).toMatchObject(part);
  });

  it.each<[string, CustomFieldDef, string]>([
    ['no default when absent', def('number', { default: undefined }), 'default'],
    ['no default when empty', def('select', { default: '' }), 'default'],
    ['no minLength 0', def('textarea', { minLength: 0 }), 'minLength'],
    ['no pattern when empty', def('text', { pattern: '', patternMessage: undefined }), 'pattern'],
    ['no required in the property (it goes to the form)', def('text', { required: true }), 'required'],
    ['no precision props without precision', def('number', { precision: undefined }), 'x-component-props'],
  ])('%s', (_name, d, key) => {
    expect(customFieldSchema(d)).not.toHaveProperty(key);
  });

  it.each(Object.keys(GOOD) as CustomFieldType[])('the %s property passes the meta-schema of resource files', (type) => {
    const check = checkResourceFile(resourceWith(GOOD[type]));
    expect(check.ok ? '' : formatProblems(check.errors)).toBe('');
  });
});

/** A tiny resource holding one built-in field and the custom field (required when the def says so). */
function resourceWith(d: CustomFieldDef): ResourceFile {
  return {
    key: 'tiny',
    title: '测试',
    endpoint: '/u-basic/tiny',
    actions: ['list', 'create', 'update'],
    permissions: { read: ['qyUser'], write: ['qyUser'] },
    form: {
      type: 'object',
      required: d.required ? [d.key] : [],
      properties: { name: { type: 'string', title: '名称' }, [d.key]: customFieldSchema(d) },
    },
    list: { columns: [{ field: 'name' }, { field: d.key }] },
  };
}

const ABSENT = Symbol('absent');

/** The server's message for the field (validating a whole payload) and the client's, '' when accepted. */
function messages(d: CustomFieldDef, value: unknown): { server: string; client: string } {
  const resource = resourceWith(d);
  const payload = value === ABSENT ? { name: '名' } : { name: '名', [d.key]: value };
  const result = compileRecordValidator(resource)(payload);
  expect(result.errors.every((e) => e.field === d.key), JSON.stringify(result.errors)).toBe(true);
  const server = result.errors[0]?.message ?? '';
  const client = checkField(resource.form.properties[d.key], value === ABSENT ? undefined : value, {
    title: d.title.trim(),
    required: d.required === true,
  });
  return { server, client };
}

describe('a compiled custom field: server and client agree', () => {
  const badge = def('text', { maxLength: 6, required: true });
  const remark = def('textarea', { minLength: 3, maxLength: 5 });
  const hours = def('number');
  const count = def('number', { precision: 0, minimum: 1, maximum: 9, default: undefined });
  const level = def('select', { required: true });
  const tags = def('multiselect');
  const photos = def('image', { maxCount: 2 });
  const owner = def('person', { required: true });

  it.each<[string, CustomFieldDef, unknown, string]>([
    ['text matching the pattern', badge, 'GP1234', ''],
    ['text against the pattern: the custom message', badge, 'XX1234', '工牌号为 GP 加 4 位数字'],
    ['text partly matching: the custom message', badge, 'GP12', '工牌号为 GP 加 4 位数字'],
    ['text too long before the pattern', badge, 'GP12345', '工牌号长度不能超过6个字符'],
    ['required text absent', badge, ABSENT, '请填写工牌号'],
    ['required text empty', badge, '', '请填写工牌号'],
    ['required text null', badge, null, '请填写工牌号'],
    ['text that is a number', badge, 1234, '工牌号格式不正确'],
    ['optional textarea absent', remark, ABSENT, ''],
    ['optional textarea null', remark, null, ''],
    ['textarea too short', remark, 'ab', '备注长度不能少于3个字符'],
    ['textarea too long', remark, '一二三四五六', '备注长度不能超过5个字符'],
    ['textarea counts code points', remark, '𠀀𠀀𠀀', ''],
    ['number in range', hours, 50.5, ''],
    ['number below the minimum', hours, -1, '培训学时不能小于0'],
    ['number above the maximum', hours, 100.5, '培训学时不能大于100'],
    ['number as text', hours, '5', '培训学时格式不正确'],
    ['integer (precision 0)', count, 3, ''],
    ['fraction where precision is 0', count, 1.5, '培训学时格式不正确'],
    ['integer above the maximum', count, 10, '培训学时不能大于9'],
    ['date', def('date'), '2024-02-29', ''],
    ['date not in the calendar', def('date'), '2023-02-29', '检查日期格式不正确'],
    ['date-time as antd sends it', def('datetime'), '2024-01-01 08:30:00', ''],
    ['date where a date-time is due', def('datetime'), '2024-01-01', '检查时间格式不正确'],
    ['select option', level, 'b', ''],
    ['select value not an option', level, 'z', '等级取值不正确'],
    ['select label instead of value', level, '甲', '等级取值不正确'],
    ['required select absent', level, ABSENT, '请选择等级'],
    ['multiselect options', tags, ['a', 'b'], ''],
    ['multiselect empty', tags, [], ''],
    ['multiselect with an unknown option', tags, ['a', 'z'], '标签取值不正确'],
    ['multiselect with a repeated option', tags, ['a', 'a'], '标签不能包含重复项'],
    ['multiselect as a string', tags, 'a', '标签格式不正确'],
    ['switch', def('switch'), true, ''],
    ['switch as text', def('switch'), 'true', '已培训格式不正确'],
    ['images within the count', photos, ['1', '2'], ''],
    ['images over the count', photos, ['1', '2', '3'], '照片不能超过2项'],
    ['files over the default count of 5', def('file'), ['1', '2', '3', '4', '5', '6'], '文档不能超过5项'],
    ['file ids that are not strings', def('file'), [1], '文档格式不正确'],
    ['person id', owner, 12, ''],
    ['person id 0', owner, 0, '负责人不能小于1'],
    ['person id with a fraction', owner, 1.5, '负责人格式不正确'],
    ['person id as text', owner, '12', '负责人格式不正确'],
    ['required person null', owner, null, '请选择负责人'],
    ['department id', def('department'), 7, ''],
    ['department id negative', def('department'), -7, '部门不能小于1'],
  ])('%s', (_name, d, value, message) => {
    expect(messages(d, value)).toEqual({ server: message, client: message });
  });

  it('each default the check accepts is accepted by both sides', () => {
    for (const type of Object.keys(GOOD) as CustomFieldType[]) {
      const d = GOOD[type];
      if (d.default === undefined) continue;
      expect(messages(d, d.default), type).toEqual({ server: '', client: '' });
    }
  });
});

describe('patterns match the whole value', () => {
  it.each<[string, boolean]>([
    ['123', true],
    ['abc1234', false],
    ['1234', false],
  ])('\\d{3} against %s', (value, ok) => {
    const schema = customFieldSchema({ key: 'code', type: 'text', title: '编码', pattern: '\\d{3}', patternMessage: '编码为 3 位数字' });
    expect(checkField(schema, value, { title: '编码', required: false })).toBe(ok ? '' : '编码为 3 位数字');
  });
});
