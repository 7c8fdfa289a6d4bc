// The designer on a permit form (issue 16 item 3, src/schema/permit-form-overlay.ts): an overlay adds custom fields and
// tabs of them only; the custom fields of a merged form are those the file lacks; the validator's file holds them alone,
// without expressions; and their values read as text for a reader without the overlay (custom-value-text.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRecordValidator } from '../../src/schema/compile-validator.ts';
import { customFieldSchema, type CustomFieldDef } from '../../src/schema/custom-field.ts';
import { customValueText } from '../../src/schema/custom-value-text.ts';
import { mergeOverlay, type OverlayField, type ResourceOverlay } from '../../src/schema/overlay.ts';
import { customFieldsResource, permitCustomFieldNames, permitOverlayProblems } from '../../src/schema/permit-form-overlay.ts';
import { permitKindOfKey } from '../../src/schema/permit-form.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';

const HOT_WORK = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../schemas/modules/tszy/permits/dong-huo.json'), 'utf8')) as ResourceFile;

const field = (def: CustomFieldDef, over: Partial<OverlayField> = {}): OverlayField => ({
  key: def.key,
  def,
  schema: customFieldSchema(def),
  enabled: true,
  sort: 0,
  ...(def.required ? { required: true } : {}),
  ...over,
});
const WELDER = field({ key: 'hanJiBianHao', type: 'text', title: '焊机编号', required: true, maxLength: 20 });
const CLASS = field({ key: 'fangHuoDengJi', type: 'select', title: '防火等级', options: [{ label: '甲级', value: 'A' }, { label: '乙级', value: 'B' }] }, { sort: 1 });
const overlay = (over: Partial<ResourceOverlay> = {}): ResourceOverlay => ({ fields: [WELDER, CLASS], tabs: [], ...over });

describe('permitOverlayProblems', () => {
  it('takes custom fields and tabs of custom fields', () => {
    expect(permitOverlayProblems(HOT_WORK, overlay({ tabs: [{ key: 'hanJie', title: '焊接', fields: ['hanJiBianHao'], enabled: true, sort: 0, disabledFields: ['hanJiBianHao'] }] }))).toEqual([]);
    expect(permitOverlayProblems(HOT_WORK, overlay({ patch: {} }))).toEqual([]);
  });

  it('refuses a patch, an order, and a tab holding or switching off a built-in field, naming it', () => {
    expect(permitOverlayProblems(HOT_WORK, overlay({ patch: { title: '改' } }))).toEqual([{ path: 'patch', message: expect.stringContaining('只能增加自定义字段和页签') }]);
    expect(permitOverlayProblems(HOT_WORK, overlay({ fieldOrder: ['hanJiBianHao', 'zuoYeDiDian'] })).map((p) => p.path)).toEqual(['fieldOrder']);
    const tab = { key: 'x', title: 'x', enabled: true, sort: 0 };
    expect(permitOverlayProblems(HOT_WORK, overlay({ tabs: [{ ...tab, fields: ['hanJiBianHao', 'zuoYeDiDian'] }] }))).toEqual([
      { path: 'tabs.x.fields', message: '作业票的页签只能放自定义字段，「作业地点」是附录 A 的内置字段' },
    ]);
    expect(permitOverlayProblems(HOT_WORK, overlay({ tabs: [{ ...tab, fields: [], disabledFields: ['buMen'] }] })).map((p) => p.path)).toEqual(['tabs.x.fields']);
  });
});

describe('the custom fields of a merged permit form', () => {
  const merged = mergeOverlay(HOT_WORK, overlay()).resource;

  it('are the enabled fields the file lacks, in the form order', () => {
    expect(permitCustomFieldNames(HOT_WORK, merged)).toEqual(['hanJiBianHao', 'fangHuoDengJi']);
    const off = mergeOverlay(HOT_WORK, overlay({ fields: [{ ...WELDER, enabled: false }, { ...CLASS, removed: true }] })).resource;
    expect(permitCustomFieldNames(HOT_WORK, off)).toEqual([]);
    expect(permitCustomFieldNames(HOT_WORK, HOT_WORK)).toEqual([]);
  });

  it('are checked alone by the record validator: required, options, length, unknown members', () => {
    const validate = compileRecordValidator(customFieldsResource(merged, permitCustomFieldNames(HOT_WORK, merged)));
    expect(validate({ hanJiBianHao: 'HJ-01', fangHuoDengJi: 'A' })).toEqual({ valid: true, errors: [] });
    expect(validate({ fangHuoDengJi: 'A' }).errors).toEqual([{ field: 'hanJiBianHao', message: '请填写焊机编号' }]);
    expect(validate({ hanJiBianHao: 'HJ-01', fangHuoDengJi: 'C' }).errors).toEqual([{ field: 'fangHuoDengJi', message: '防火等级取值不正确' }]);
    expect(validate({ hanJiBianHao: 'H'.repeat(21) }).errors[0]).toMatchObject({ field: 'hanJiBianHao', message: expect.stringContaining('焊机编号') });
    expect(validate({ hanJiBianHao: 'HJ-01', zuoYeDiDian: '一车间' }).errors).toEqual([{ field: 'zuoYeDiDian', message: '不支持的字段：zuoYeDiDian' }]);
  });

  it('leave the expressions to the whole form (a rule reads the built-in fields)', () => {
    const ruled = { ...WELDER, schema: { ...WELDER.schema, 'x-rules': [{ assert: '{{ luTian }}', message: '露天才需要' }] } };
    const r = customFieldsResource(mergeOverlay(HOT_WORK, overlay({ fields: [ruled] })).resource, ['hanJiBianHao']);
    expect(r.form.properties.hanJiBianHao['x-rules']).toBeUndefined();
    expect(r.rules).toBeUndefined();
    expect(Object.keys(r.form.properties)).toEqual(['hanJiBianHao']);
  });

  it('permitKindOfKey names the kind of a permit form key only', () => {
    expect(permitKindOfKey('permit-dong-huo')).toBe('DONG_HUO');
    expect(permitKindOfKey('permit-dian-qi-ge-li')).toBe('DIAN_QI_GE_LI');
    expect(permitKindOfKey('safety-manager')).toBeUndefined();
  });
});

describe('customValueText', () => {
  const schema = (def: CustomFieldDef) => customFieldSchema(def);
  it.each([
    ['text', schema({ key: 'a', type: 'text', title: 'a' }), 'HJ-01', undefined, 'HJ-01'],
    ['select', CLASS.schema, 'A', undefined, '甲级'],
    ['multiselect', schema({ key: 'm', type: 'multiselect', title: 'm', options: [{ label: '甲', value: 'a' }, { label: '乙', value: 'b' }] }), ['a', 'b'], undefined, '甲、乙'],
    ['switch', schema({ key: 's', type: 'switch', title: 's' }), false, undefined, '否'],
    ['number', schema({ key: 'n', type: 'number', title: 'n' }), 2.5, undefined, '2.5'],
    ['date-time with a zone, at the sites (UTC+8)', schema({ key: 'd', type: 'datetime', title: 'd' }), '2026-01-08T06:30:00.000Z', undefined, '2026-01-08 14:30'],
    ['date-time as a wall time', schema({ key: 'd', type: 'datetime', title: 'd' }), '2026-01-08 14:30:00', undefined, '2026-01-08 14:30'],
    ['person by name', schema({ key: 'p', type: 'person', title: 'p' }), 6, new Map([[6, '刘洋']]), '刘洋'],
    ['person no longer known', schema({ key: 'p', type: 'person', title: 'p' }), 7, new Map<number, string>(), '#7'],
    ['files counted', schema({ key: 'f', type: 'file', title: 'f' }), ['1', '2'], undefined, '2 个文件'],
    ['empty', schema({ key: 'a', type: 'text', title: 'a' }), null, undefined, ''],
  ])('%s', (_, f, value, names, expected) => {
    expect(customValueText(f, value, names)).toBe(expected);
  });
});
