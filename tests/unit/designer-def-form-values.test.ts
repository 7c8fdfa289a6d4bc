// The definition editor's values and the definitions they make (designer/def-form-values.ts).
import { describe, expect, it } from 'vitest';
import { defFromValues, settingsOf, valuesFromDef, type DefFormValues } from '../../designer/def-form-values.ts';
import type { CustomFieldDef } from '../../src/schema/custom-field.ts';

describe('defFromValues', () => {
  it.each<[string, DefFormValues, CustomFieldDef]>([
    ['a bare text field', { key: ' code ', type: 'text', title: '编码', required: false, inList: true }, { key: 'code', type: 'text', title: '编码' }],
    [
      'text keeps length and pattern, trims them, drops blanks',
      { key: 'code', type: 'text', title: '编码', maxLength: 20, minLength: null, pattern: ' ^A$ ', patternMessage: ' 须为A ', help: '  ', default: '' },
      { key: 'code', type: 'text', title: '编码', maxLength: 20, pattern: '^A$', patternMessage: '须为A' },
    ],
    [
      'a number drops the text settings left over from another type',
      { key: 'qty', type: 'number', title: '数量', pattern: 'x', maxLength: 5, minimum: 0, maximum: 10, precision: 2, default: 3, required: true },
      { key: 'qty', type: 'number', title: '数量', required: true, minimum: 0, maximum: 10, precision: 2, default: 3 },
    ],
    [
      'a choice keeps its options, empty rows included',
      { key: 'lv', type: 'select', title: '等级', options: [{ label: '一级', value: '1' }, { label: '', value: '' }], default: '1', inList: false },
      { key: 'lv', type: 'select', title: '等级', options: [{ label: '一级', value: '1' }, { label: '', value: '' }], default: '1', inList: false },
    ],
    ['no options is no options', { key: 'lv', type: 'multiselect', title: '等级', options: [], default: [] }, { key: 'lv', type: 'multiselect', title: '等级' }],
    ['an upload keeps its count', { key: 'pics', type: 'image', title: '照片', maxCount: 3, default: 'x' }, { key: 'pics', type: 'image', title: '照片', maxCount: 3 }],
    ['a switch keeps false as its default', { key: 'ok', type: 'switch', title: '合格', default: false }, { key: 'ok', type: 'switch', title: '合格', default: false }],
    ['a date has no settings', { key: 'd', type: 'date', title: '日期', help: ' 选择日期 ', minimum: 1 }, { key: 'd', type: 'date', title: '日期', help: '选择日期' }],
    [
      'a reference keeps its target and label, drops the defaults (one record, restrict)',
      { key: 'o', type: 'reference', title: '负责人', refResource: ' staff ', refLabel: 'name', refMultiple: false, refOnDelete: 'restrict', default: 1 },
      { key: 'o', type: 'reference', title: '负责人', refResource: 'staff', refLabel: 'name' },
    ],
    [
      'a reference to several records that clears itself',
      { key: 'o', type: 'reference', title: '成员', refResource: 'staff', refMultiple: true, refOnDelete: 'clear' },
      { key: 'o', type: 'reference', title: '成员', refResource: 'staff', refMultiple: true, refOnDelete: 'clear' },
    ],
    [
      'a reference keeps its filter (values trimmed, half-filled rows kept for the check) and enabled-only when on',
      { key: 'o', type: 'reference', title: '区域', refResource: 'admin-area', refEnabledOnly: true, refFilter: [{ field: 'level', value: ' county ' }, { field: 'name' }], refOnDelete: 'cascade' },
      { key: 'o', type: 'reference', title: '区域', refResource: 'admin-area', refEnabledOnly: true, refFilter: [{ field: 'level', value: 'county' }, { field: 'name', value: '' }], refOnDelete: 'cascade' },
    ],
    [
      'a reference drops enabled-only when off and an empty filter',
      { key: 'o', type: 'reference', title: '区域', refResource: 'admin-area', refEnabledOnly: false, refFilter: [] },
      { key: 'o', type: 'reference', title: '区域', refResource: 'admin-area' },
    ],
    [
      'a computed number keeps its trimmed formula and drops its default',
      { key: 'd', type: 'number', title: '风险值', computed: true, compute: ' L * E * C ', default: 3 },
      { key: 'd', type: 'number', title: '风险值', compute: 'L * E * C' },
    ],
    ['a formula switched off is dropped', { key: 'd', type: 'number', title: '风险值', computed: false, compute: 'L * E' }, { key: 'd', type: 'number', title: '风险值' }],
    ['a reference target left on another type is dropped', { key: 'd', type: 'text', title: '名称', refResource: 'staff', refMultiple: true }, { key: 'd', type: 'text', title: '名称' }],
    [
      'rules are kept, half-filled rows included (the check names them)',
      { key: 'e', type: 'date', title: '结束', rules: [{ assert: 'e >= s', message: ' 结束不能早于开始 ' }, { assert: '' }] },
      { key: 'e', type: 'date', title: '结束', rules: [{ assert: 'e >= s', message: ' 结束不能早于开始 ' }, { assert: '', message: '' }] },
    ],
    ['an upload has no rules', { key: 'p', type: 'image', title: '照片', rules: [{ assert: 'x', message: 'y' }] }, { key: 'p', type: 'image', title: '照片' }],
  ])('%s', (_name, values, def) => {
    expect(defFromValues(values)).toEqual(def);
  });
});

describe('valuesFromDef', () => {
  it('starts a new field as a listed single-line text', () => {
    expect(valuesFromDef(null)).toEqual({ type: 'text', required: false, inList: true, options: [], computed: false, rules: [] });
  });

  it('round-trips a definition', () => {
    const def: CustomFieldDef = { key: 'lv', type: 'select', title: '等级', required: true, options: [{ label: '一级', value: '1' }], inList: false };
    const values = valuesFromDef(def);
    expect(values.options).not.toBe(def.options);
    expect(defFromValues(values)).toEqual(def);
  });

  it('round-trips a computed field with rules', () => {
    const def: CustomFieldDef = { key: 'd', type: 'number', title: '风险值', compute: 'L * E * C', rules: [{ assert: 'd < 400', message: '过大' }] };
    const values = valuesFromDef(def);
    expect(values.computed).toBe(true);
    expect(defFromValues(values)).toEqual(def);
  });
});

describe('settingsOf', () => {
  it.each<[CustomFieldDef['type'] | undefined, string[]]>([
    ['text', ['minLength', 'maxLength', 'pattern', 'patternMessage', 'compute', 'default', 'rules']],
    ['textarea', ['minLength', 'maxLength', 'default', 'rules']],
    ['number', ['minimum', 'maximum', 'precision', 'compute', 'default', 'rules']],
    ['date', ['compute', 'rules']],
    ['multiselect', ['options', 'default', 'rules']],
    ['file', ['maxCount']],
    ['person', ['rules']],
    ['reference', ['refResource', 'refLabel', 'refMultiple', 'refOnDelete', 'refEnabledOnly', 'refFilter', 'rules']],
    [undefined, []],
  ])('%s', (type, props) => {
    expect(settingsOf(type)).toEqual(props);
  });
});
