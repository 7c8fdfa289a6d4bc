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
  ])('%s', (_name, values, def) => {
    expect(defFromValues(values)).toEqual(def);
  });
});

describe('valuesFromDef', () => {
  it('starts a new field as a listed single-line text', () => {
    expect(valuesFromDef(null)).toEqual({ type: 'text', required: false, inList: true, options: [] });
  });

  it('round-trips a definition', () => {
    const def: CustomFieldDef = { key: 'lv', type: 'select', title: '等级', required: true, options: [{ label: '一级', value: '1' }], inList: false };
    const values = valuesFromDef(def);
    expect(values.options).not.toBe(def.options);
    expect(defFromValues(values)).toEqual(def);
  });
});

describe('settingsOf', () => {
  it.each<[CustomFieldDef['type'] | undefined, string[]]>([
    ['text', ['minLength', 'maxLength', 'pattern', 'patternMessage', 'default']],
    ['textarea', ['minLength', 'maxLength', 'default']],
    ['number', ['minimum', 'maximum', 'precision', 'default']],
    ['multiselect', ['options', 'default']],
    ['file', ['maxCount']],
    ['person', []],
    [undefined, []],
  ])('%s', (type, props) => {
    expect(settingsOf(type)).toEqual(props);
  });
});
