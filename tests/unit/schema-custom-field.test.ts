// Custom field definitions (src/schema/custom-field.ts): the types offered, and every refusal with its Chinese
// message naming the property. The schema each type compiles to: schema-custom-field-schema.test.ts.
import { describe, expect, it } from 'vitest';
import {
  CUSTOM_FIELD_TYPES,
  checkCustomField,
  customFieldSchema,
  isValidPattern,
  type CustomFieldDef,
  type CustomFieldType,
  type DefProblem,
} from '../../src/schema/custom-field.ts';
import { GOOD, OPTIONS, def, omit, raw } from './helpers/custom-field-defs.ts';
import { chineseText } from '../../src/schema/schema-text.ts';

describe('CUSTOM_FIELD_TYPES', () => {
  it('offers the twelve types of the issue and the reference of issue 12, each with a Chinese name', () => {
    expect(CUSTOM_FIELD_TYPES.map((t) => t.type)).toEqual([
      'text', 'textarea', 'number', 'date', 'datetime', 'select', 'multiselect', 'switch', 'image', 'file', 'person', 'department', 'reference',
    ]);
    for (const t of CUSTOM_FIELD_TYPES) expect(chineseText(t.label)).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('checkCustomField: valid definitions', () => {
  it.each(Object.keys(GOOD) as CustomFieldType[])('%s has no problems', (type) => {
    expect(checkCustomField(GOOD[type])).toEqual([]);
  });

  it.each<[string, CustomFieldDef]>([
    ['key of 63 characters', def('text', { key: `a${'b'.repeat(62)}` })],
    ['key with digits and _', def('text', { key: 'a_1B' })],
    ['title of 50 characters', def('text', { title: '题'.repeat(50) })],
    ['help of 200 characters', def('text', { help: '说'.repeat(200) })],
    ['empty pattern needs no message', def('text', { pattern: '', patternMessage: undefined })],
    ['minLength equal to maxLength', def('text', { minLength: 5, maxLength: 5, pattern: undefined })],
    ['textarea up to 10000 characters', def('textarea', { maxLength: 10000 })],
    ['minimum equal to maximum', def('number', { minimum: 3, maximum: 3, default: 3 })],
    ['negative and fractional range', def('number', { minimum: -1.5, maximum: 2.5, default: -1.5 })],
    ['precision 0 and 6', def('number', { precision: 0 })],
    ['precision 6', def('number', { precision: 6 })],
    ['maxCount 1 and 20', def('image', { maxCount: 20 })],
    ['file maxCount 1', def('file', { maxCount: 1 })],
    ['empty default is no default', def('date', { default: '' })],
    ['switch default true', def('switch', { default: true })],
    ['multiselect empty default', def('multiselect', { default: [] })],
    ['text default matching the pattern', def('text', { default: 'GP0001' })],
    ['inList false', def('person', { inList: false })],
    ['default length counted in code points, as ajv counts', def('text', { maxLength: 3, pattern: undefined, default: '𠀀𠀀𠀀' })],
    ['select default matching a trimmed option', def('select', { options: [{ label: '甲', value: ' x ' }], default: 'x' })],
    ['number default integer where precision is 0', def('number', { precision: 0, default: 8 })],
    ['required', def('department', { required: true })],
    ['empty options on a non-select type', def('text', { options: [] })],
  ])('%s', (_name, d) => {
    expect(checkCustomField(d)).toEqual([]);
  });
});

describe('checkCustomField: refusals name the property', () => {
  it.each<[string, CustomFieldDef, DefProblem[]]>([
    // key
    ['no key', def('text', { key: '' }), [{ field: 'key', message: '请填写字段标识' }]],
    ['key starting with a digit', def('text', { key: '1a' }), [{ field: 'key', message: '字段标识须以字母开头，只含字母、数字和下划线，至多 63 个字符' }]],
    ['key with a dash', def('text', { key: 'my-field' }), [{ field: 'key', message: '字段标识须以字母开头，只含字母、数字和下划线，至多 63 个字符' }]],
    ['key that could reach SQL', def('text', { key: "a'b" }), [{ field: 'key', message: '字段标识须以字母开头，只含字母、数字和下划线，至多 63 个字符' }]],
    ['key of 64 characters', def('text', { key: `a${'b'.repeat(63)}` }), [{ field: 'key', message: '字段标识须以字母开头，只含字母、数字和下划线，至多 63 个字符' }]],
    ['key colliding with a system field', def('text', { key: 'createdAt' }), [{ field: 'key', message: '字段标识「createdAt」与已有字段重复' }]],
    ['key colliding with validityStatus', def('text', { key: 'validityStatus' }), [{ field: 'key', message: '字段标识「validityStatus」与已有字段重复' }]],
    ['key that is not a string', raw(def('text'), 'key', 7), [{ field: 'key', message: '请填写字段标识' }]],
    // title, type, help
    ['no title', def('text', { title: '' }), [{ field: 'title', message: '请填写字段名称' }]],
    ['blank title', def('text', { title: '   ' }), [{ field: 'title', message: '请填写字段名称' }]],
    ['title over 50 characters', def('text', { title: '题'.repeat(51) }), [{ field: 'title', message: '字段名称不能超过 50 个字符' }]],
    ['unknown type', raw(def('text'), 'type', 'color'), [{ field: 'type', message: '请选择字段类型' }]],
    ['help over 200 characters', def('text', { help: '说'.repeat(201) }), [{ field: 'help', message: '帮助说明不能超过 200 个字符' }]],
    // lengths
    ['min length above max length', def('text', { minLength: 10, maxLength: 5, pattern: undefined }), [{ field: 'minLength', message: '最小长度不能大于最大长度' }]],
    ['negative min length', def('textarea', { minLength: -1 }), [{ field: 'minLength', message: '最小长度须为不小于 0 的整数' }]],
    ['fractional min length', def('textarea', { minLength: 1.5 }), [{ field: 'minLength', message: '最小长度须为不小于 0 的整数' }]],
    ['max length 0', def('text', { maxLength: 0 }), [{ field: 'maxLength', message: '最大长度须为 1 到 2000 的整数' }]],
    ['text max length over 2000', def('text', { maxLength: 2001 }), [{ field: 'maxLength', message: '最大长度须为 1 到 2000 的整数' }]],
    ['textarea max length over 10000', def('textarea', { maxLength: 10001 }), [{ field: 'maxLength', message: '最大长度须为 1 到 10000 的整数' }]],
    ['lengths on a number', def('number', { minLength: 1, maxLength: 5 }), [
      { field: 'minLength', message: '该类型不支持长度限制' },
      { field: 'maxLength', message: '该类型不支持长度限制' },
    ]],
    // pattern
    ['pattern that is not a regular expression', def('text', { pattern: '([a-z' }), [{ field: 'pattern', message: '格式校验不是有效的正则表达式' }]],
    ['pattern with a bad quantifier', def('text', { pattern: '*a' }), [{ field: 'pattern', message: '格式校验不是有效的正则表达式' }]],
    ['pattern invalid in unicode mode (what ajv uses)', def('text', { pattern: 'a\\-b' }), [{ field: 'pattern', message: '格式校验不是有效的正则表达式' }]],
    ['pattern over 500 characters', def('text', { pattern: 'a'.repeat(501) }), [{ field: 'pattern', message: '格式校验不是有效的正则表达式' }]],
    ['pattern without its message', def('text', { patternMessage: undefined }), [{ field: 'patternMessage', message: '请填写不符合格式时的提示' }]],
    ['pattern with a blank message', def('text', { patternMessage: '  ' }), [{ field: 'patternMessage', message: '请填写不符合格式时的提示' }]],
    ['pattern on a textarea', def('textarea', { pattern: '^a', patternMessage: 'x' }), [{ field: 'pattern', message: '只有单行文本支持格式校验' }]],
    // range and precision
    ['range with min above max', def('number', { minimum: 10, maximum: 1, default: undefined }), [{ field: 'minimum', message: '最小值不能大于最大值' }]],
    ['minimum not a number', raw(def('number', { default: undefined }), 'minimum', '1'), [{ field: 'minimum', message: '最小值必须是数字' }]],
    ['maximum not finite', def('number', { maximum: Number.POSITIVE_INFINITY, default: undefined }), [{ field: 'maximum', message: '最大值必须是数字' }]],
    ['range on a text', def('text', { minimum: 1, maximum: 2 }), [
      { field: 'minimum', message: '该类型不支持取值范围' },
      { field: 'maximum', message: '该类型不支持取值范围' },
    ]],
    ['precision 7', def('number', { precision: 7 }), [{ field: 'precision', message: '小数位数须为 0 到 6 的整数' }]],
    ['negative precision', def('number', { precision: -1 }), [{ field: 'precision', message: '小数位数须为 0 到 6 的整数' }]],
    ['precision on a text', def('text', { precision: 2 }), [{ field: 'precision', message: '该类型不支持小数位数' }]],
    // options
    ['select without options', def('select', { options: [], default: undefined }), [{ field: 'options', message: '请至少添加一个选项' }]],
    ['multiselect without options', omit(def('multiselect', { default: undefined }), 'options'), [{ field: 'options', message: '请至少添加一个选项' }]],
    ['options with a duplicate label', def('select', { options: [...OPTIONS, { label: '甲', value: 'c' }] }), [{ field: 'options', message: '选项名称「甲」重复' }]],
    ['options with a duplicate value', def('select', { options: [...OPTIONS, { label: '丙', value: 'b' }] }), [{ field: 'options', message: '选项值「b」重复' }]],
    ['duplicates after trimming', def('multiselect', { options: [...OPTIONS, { label: ' 甲 ', value: ' a ' }] }), [
      { field: 'options', message: '选项名称「甲」重复' },
      { field: 'options', message: '选项值「a」重复' },
    ]],
    ['an option without a value', def('select', { options: [OPTIONS[0], { label: '乙', value: ' ' }] }), [{ field: 'options', message: '第 2 个选项的名称和值都不能为空' }]],
    ['an option that is not an object', raw(def('select'), 'options', [OPTIONS[0], null]), [{ field: 'options', message: '第 2 个选项的名称和值都不能为空' }]],
    ['options on a text', def('text', { options: OPTIONS }), [{ field: 'options', message: '该类型不支持选项' }]],
    // upload count
    ['maxCount 0', def('image', { maxCount: 0 }), [{ field: 'maxCount', message: '上传数量须为 1 到 20 的整数' }]],
    ['maxCount 21', def('file', { maxCount: 21 }), [{ field: 'maxCount', message: '上传数量须为 1 到 20 的整数' }]],
    ['maxCount on a person', def('person', { maxCount: 2 }), [{ field: 'maxCount', message: '该类型不支持上传数量' }]],
    // defaults that do not fit
    ['text default that is not text', def('text', { default: 5 }), [{ field: 'default', message: '默认值必须是文本' }]],
    ['text default longer than max length', def('text', { default: 'GP1234', maxLength: 5, pattern: undefined }), [{ field: 'default', message: '默认值长度不能超过 5' }]],
    ['text default against the pattern', def('text', { default: 'XX0001' }), [{ field: 'default', message: '默认值不符合格式要求' }]],
    ['number default that is text', def('number', { default: '8' }), [{ field: 'default', message: '默认值必须是数字' }]],
    ['number default below the minimum', def('number', { default: -1 }), [{ field: 'default', message: '默认值不能小于 0' }]],
    ['number default above the maximum', def('number', { default: 101 }), [{ field: 'default', message: '默认值不能大于 100' }]],
    ['switch default that is text', def('switch', { default: 'true' }), [{ field: 'default', message: '默认值必须是 是 或 否' }]],
    ['select default not an option', def('select', { default: 'z' }), [{ field: 'default', message: '默认值必须是选项之一' }]],
    ['select default that is a list', def('select', { default: ['a'] }), [{ field: 'default', message: '默认值必须是选项之一' }]],
    ['multiselect default not an option', def('multiselect', { default: ['a', 'z'] }), [{ field: 'default', message: '默认值必须是选项之一' }]],
    ['multiselect default that is a string', def('multiselect', { default: 'a' }), [{ field: 'default', message: '默认值必须是选项之一' }]],
    ['text default shorter than min length', def('textarea', { default: 'a' }), [{ field: 'default', message: '默认值长度不能少于 2' }]],
    ['number default with a fraction where precision is 0', def('number', { precision: 0, default: 1.5 }), [{ field: 'default', message: '默认值必须是整数' }]],
    ['multiselect default with a repeated option', def('multiselect', { default: ['a', 'a'] }), [{ field: 'default', message: '默认值不能包含重复项' }]],
    ['select default matching an option only before trimming', def('select', { options: [{ label: '甲', value: ' x ' }], default: ' x ' }), [{ field: 'default', message: '默认值必须是选项之一' }]],
    ['date default', def('date', { default: '2024-01-01' }), [{ field: 'default', message: '该类型不支持默认值' }]],
    ['person default', def('person', { default: 3 }), [{ field: 'default', message: '该类型不支持默认值' }]],
  ])('%s', (_name, d, problems) => {
    expect(checkCustomField(d)).toEqual(problems);
  });

  it.each<[string, string[], string, DefProblem[]]>([
    ['a built-in field', ['name', 'mobile'], 'mobile', [{ field: 'key', message: '字段标识「mobile」与已有字段重复' }]],
    ['another custom field', ['hours'], 'hours', [{ field: 'key', message: '字段标识「hours」与已有字段重复' }]],
    ['a name not taken', ['name'], 'nickname', []],
  ])('key against %s (taken)', (_name, taken, key, problems) => {
    expect(checkCustomField(def('text', { key }), new Set(taken))).toEqual(problems);
  });

  it.each<[string, CustomFieldDef, DefProblem[]]>([
    ['a pattern message that is not text', raw(def('text'), 'patternMessage', 5), [{ field: 'patternMessage', message: '请填写不符合格式时的提示' }]],
    ['options null on a text', raw(def('text'), 'options', null), []],
    ['options that are not a list on a text', raw(def('text'), 'options', 'abc'), [{ field: 'options', message: '该类型不支持选项' }]],
    ['options that are not a list, with a default', raw(def('select'), 'options', 'abc'), [
      { field: 'options', message: '请至少添加一个选项' },
      { field: 'default', message: '默认值必须是选项之一' },
    ]],
    ['a null option, with a default', raw(def('multiselect'), 'options', [null, { label: '甲', value: 'a' }]), [
      { field: 'options', message: '第 1 个选项的名称和值都不能为空' },
      { field: 'default', message: '默认值必须是选项之一' },
    ]],
    ['a pattern that is not text', raw(def('text', { default: undefined }), 'pattern', 5), [{ field: 'pattern', message: '格式校验不是有效的正则表达式' }]],
    ['lengths that are null', raw(raw(def('textarea'), 'minLength', null), 'maxLength', null), [
      { field: 'minLength', message: '最小长度须为不小于 0 的整数' },
      { field: 'maxLength', message: '最大长度须为 1 到 10000 的整数' },
    ]],
  ])('untrusted JSON: %s is a problem, never a throw', (_name, d, problems) => {
    expect(checkCustomField(d)).toEqual(problems);
  });

  it('gives every problem of a definition at once', () => {
    const d = raw(def('number', { key: '', title: '', minimum: 5, maximum: 1, precision: 9, default: 'x' }), 'maxCount', 2);
    expect(checkCustomField(d).map((p) => p.field)).toEqual(['key', 'title', 'minimum', 'precision', 'maxCount', 'default']);
  });

  it('does not modify the definition', () => {
    const d = def('multiselect', { options: [{ label: ' 甲 ', value: ' a ' }, { label: '甲', value: 'a' }] });
    const copy = structuredClone(d);
    checkCustomField(d, new Set(['x']));
    customFieldSchema(d);
    expect(d).toEqual(copy);
  });
});

describe('isValidPattern', () => {
  it.each<[string, boolean]>([
    ['^GP\\d{4}$', true],
    ['[\\u4e00-\\u9fa5]+', true],
    ['\\p{Script=Han}', true],
    ['', true],
    ['([a-z', false],
    ['a{2,1}', false],
    ['a\\-b', false],
    ['\\p{Nope}', false],
  ])('%j -> %s', (source, ok) => {
    expect(isValidPattern(source)).toBe(ok);
  });
});
