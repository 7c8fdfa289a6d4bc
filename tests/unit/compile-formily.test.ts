// toFormilySchema (src/schema/compile-formily.ts) and the server twin behind its validators
// (src/schema/field-check.ts): options, pickers, component props, tabs, placeholders, and, for every field
// of every resource file and a battery of values, the same message as the server's record validator.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MOBILE_MESSAGE } from '../../src/domain/validators.ts';
import {
  BASIC_TAB_TITLE,
  DATE_TIME_FORMAT,
  FORMILY_COMPONENTS,
  isBlank,
  toFormilySchema,
  type FormilySchema,
} from '../../src/schema/compile-formily.ts';
import { compileRecordValidator } from '../../src/schema/compile-validator.ts';
import { checkField } from '../../src/schema/field-check.ts';
import { fieldRuleError } from '../../src/schema/record-compute.ts';
import type { FieldSchema, ResourceFile } from '../../src/schema/resource-types.ts';
import { validRecord } from './helpers/sample-records.ts';
import { RESOURCE_FILE_PATHS, resourceFilePath } from './helpers/resource-files.ts';

const load = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as ResourceFile;
const RESOURCES = RESOURCE_FILE_PATHS.map(load);
const SAFETY = load(resourceFilePath('safety-manager'));
const HAZARD = load(resourceFilePath('hazard-source'));

const props = (s: FormilySchema) => s.properties ?? {};
const validatorOf = (node: FormilySchema) => {
  const v = node['x-validator'];
  if (!v) throw new Error('no validator');
  return v;
};

describe('toFormilySchema: fields', () => {
  const schema = toFormilySchema(SAFETY);
  const p = props(schema);

  it('keeps the form order and titles, one node per property', () => {
    expect(schema.type).toBe('object');
    expect(Object.keys(p)).toEqual(Object.keys(SAFETY.form.properties));
    expect(p.name.title).toBe('姓名');
    expect(p.name['x-decorator']).toBe('FormItem');
  });

  it('turns enums into labelled options without colours', () => {
    expect(p.gender.enum).toEqual([
      { label: '男', value: 'male' },
      { label: '女', value: 'female' },
    ]);
    const level = props(toFormilySchema(HAZARD)).level;
    expect(level.enum?.[0]).toEqual({ label: '一级', value: '1' });
  });

  it('gives date fields a YYYY-MM-DD picker and date-time fields a picker with time', () => {
    expect(p.certEnd['x-component']).toBe('DatePicker');
    expect(p.certEnd['x-component-props']).toMatchObject({ format: 'YYYY-MM-DD' });
    const withTime = toFormilySchema({
      ...SAFETY,
      form: { type: 'object', properties: { at: { type: 'string', format: 'date-time', title: '时间', 'x-component': 'DatePicker' } } },
    });
    expect(props(withTime).at['x-component-props']).toMatchObject({ showTime: true, format: 'YYYY-MM-DD HH:mm:ss' });
  });

  it('makes the picker produce date-time strings the server accepts', () => {
    const resource: ResourceFile = {
      ...SAFETY,
      form: { type: 'object', required: ['at'], properties: { at: { type: 'string', format: 'date-time', title: '时间' } } },
    };
    const validate = compileRecordValidator(resource);
    const sample = DATE_TIME_FORMAT.replace('YYYY', '2026').replace('MM', '03').replace('DD', '09').replace('HH', '14').replace('mm', '05').replace('ss', '00');
    expect(sample).toBe('2026-03-09 14:05:00');
    expect(validate({ at: sample })).toEqual({ valid: true, errors: [] });
    expect(validatorOf(props(toFormilySchema(resource)).at)(sample)).toBe('');
  });

  it('copies none of the keywords Formily would validate by itself', () => {
    for (const resource of RESOURCES) {
      const all = Object.values(props(toFormilySchema(resource)));
      for (const node of all) {
        for (const k of ['required', 'maxLength', 'minLength', 'pattern', 'format', 'minimum', 'maximum', 'maxItems', 'minItems', 'uniqueItems']) {
          expect(node, `${resource.key}.${String(node.title)}.${k}`).not.toHaveProperty(k);
        }
      }
      expect(toFormilySchema(resource)).not.toHaveProperty('required');
    }
  });

  it('marks required fields with the asterisk and checks them with the server message', () => {
    expect(p.name['x-decorator-props']).toMatchObject({ asterisk: true });
    expect(p.department['x-decorator-props']).toMatchObject({ asterisk: false });
    const validate = compileRecordValidator(SAFETY);
    const { name: _omit, ...withoutName } = validRecord(SAFETY);
    const serverMessage = validate(withoutName).errors.find((e) => e.field === 'name')?.message;
    expect(serverMessage).toBe('请填写姓名');
    for (const blank of [undefined, null, '']) expect(validatorOf(p.name)(blank)).toBe(serverMessage);
    expect(validatorOf(p.department)(undefined)).toBe('');
  });

  it('checks x-validator fields with the functions and messages of the server', () => {
    expect(validatorOf(p.mobile)('12345')).toBe(MOBILE_MESSAGE);
    expect(validatorOf(p.mobile)('13800138000')).toBe('');
    expect(validatorOf(p.idCard)('110105198001011230')).toBe('身份证号格式不正确');
  });

  it('treats blank values (undefined, null, empty string, empty array) as not filled in', () => {
    expect([undefined, null, '', []].map(isBlank)).toEqual([true, true, true, true]);
    expect([0, false, ' ', ['a']].map(isBlank)).toEqual([false, false, false, false]);
    // An optional mobile cleared to '' passes (the form leaves it out of the payload).
    const hazard = props(toFormilySchema({ ...HAZARD, form: { ...HAZARD.form, required: [] } }));
    expect(validatorOf(hazard.mobile)('')).toBe('');
    expect(validatorOf(hazard.chemicals)([])).toBe('');
  });

  it('derives component props from the type and limits; the file props win', () => {
    const h = props(toFormilySchema(HAZARD));
    expect(h.chemicals['x-component-props']).toMatchObject({ mode: 'tags', maxCount: 50 });
    // No min/max on the picker: antd would change a typed -5 to 0; the validator refuses it with a message.
    expect(h.quantity['x-component-props']).not.toHaveProperty('min');
    expect(validatorOf(h.quantity)(-5)).toBe('设计最大量(吨)不能小于0');
    expect(h.name['x-component-props']).toMatchObject({ maxLength: 100, placeholder: '请填写危险源名称' });
    expect(h.stopReason['x-component']).toBe('Input.TextArea');
    expect(h.stopReason['x-reactions']).toEqual(HAZARD.form.properties.stopReason['x-reactions']);
    expect(p.attachments['x-component-props']).toEqual({ maxCount: 10, accept: 'document' });
    const integer = props(toFormilySchema({ ...SAFETY, form: { type: 'object', properties: { n: { type: 'integer', title: '数量' } } } }));
    expect(integer.n['x-component']).toBe('NumberPicker');
    expect(integer.n['x-component-props']).toMatchObject({ precision: 0 });
  });

  it('replaces a component the runtime does not know with UnknownComponent', () => {
    const s = toFormilySchema({
      ...SAFETY,
      form: { type: 'object', properties: { x: { type: 'string', title: '坐标', 'x-component': 'MapPicker' } } },
    });
    expect(props(s).x['x-component']).toBe('UnknownComponent');
    expect(props(s).x['x-component-props']).toMatchObject({ componentName: 'MapPicker' });
    for (const resource of RESOURCES) {
      for (const node of Object.values(props(toFormilySchema(resource)))) {
        expect(FORMILY_COMPONENTS, `${resource.key}: ${String(node['x-component'])}`).toContain(node['x-component']);
      }
    }
  });

  it('leaves hidden fields out', () => {
    const s = toFormilySchema(SAFETY, { hiddenFields: ['department', 'voided'] });
    expect(Object.keys(props(s))).not.toContain('department');
    expect(Object.keys(props(s))).not.toContain('voided');
    expect(Object.keys(props(s))).toContain('name');
  });
});

describe('toFormilySchema: tabs', () => {
  const tabbed: ResourceFile = {
    ...SAFETY,
    layout: {
      tabs: [
        { key: 'cert', title: '证书', fields: ['certNo', 'certStart', 'certEnd', 'trainingHours'] },
        { key: 'files', title: '附件', fields: ['attachments', 'certNo', 'department'] },
      ],
    },
  };

  it('puts a FormTab with 基本信息 first, then one pane per tab in its order', () => {
    const s = toFormilySchema(tabbed, { hiddenFields: ['department'] });
    const [tabsKey] = Object.keys(props(s));
    const tabs = props(s)[tabsKey];
    expect(tabs['x-component']).toBe('FormTab');
    const panes = props(tabs);
    expect(Object.values(panes).map((x) => x['x-component-props']?.tab)).toEqual([BASIC_TAB_TITLE, '证书', '附件']);
    for (const pane of Object.values(panes)) {
      expect(pane['x-component']).toBe('FormTab.TabPane');
      expect(pane['x-component-props']).toMatchObject({ forceRender: true });
    }
    const [basic, cert, files] = Object.values(panes).map((x) => Object.keys(props(x)));
    expect(basic).toEqual(['name', 'staffId', 'gender', 'idCard', 'mobile', 'post', 'voided']);
    expect(cert).toEqual(['certNo', 'certStart', 'certEnd', '__missing_trainingHours']);
    // certNo shows in its first tab only; the hidden department nowhere.
    expect(files).toEqual(['attachments']);
  });

  it('renders a tab field that no longer exists as MissingField', () => {
    const tabs = Object.values(props(toFormilySchema(tabbed)))[0];
    const cert = Object.values(props(tabs))[1];
    expect(props(cert).__missing_trainingHours).toMatchObject({
      type: 'void',
      'x-component': 'MissingField',
      'x-component-props': { name: 'trainingHours' },
    });
  });

  it('has no 基本信息 pane when the tabs place every field', () => {
    const all: ResourceFile = { ...SAFETY, layout: { tabs: [{ key: 'all', title: '全部', fields: Object.keys(SAFETY.form.properties) }] } };
    const tabs = Object.values(props(toFormilySchema(all)))[0];
    expect(Object.values(props(tabs)).map((x) => x['x-component-props']?.tab)).toEqual(['全部']);
  });
});

/** Values of every kind, valid and not, for every field. */
const BATTERY: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'abc',
  'A1',
  '非法 值!',
  '13800138000',
  '12345',
  'x'.repeat(201),
  '😀'.repeat(50),
  '😀'.repeat(51),
  '2026-01-15',
  '2026-02-30',
  '2026-01-15 08:30:00',
  '2026-01-15T08:30:00.000Z',
  '2026-01-15 25:00:00',
  0,
  -1,
  1.5,
  10,
  12.345,
  1e9,
  true,
  false,
  [],
  ['a'],
  ['a', 'a'],
  ['101', '102'],
  [1],
  Array.from({ length: 60 }, (_, i) => `项${i}`),
  {},
];

describe('checkField gives the message of the server', () => {
  for (const resource of RESOURCES) {
    it(resource.key, () => {
      const validate = compileRecordValidator(resource);
      const base = validRecord(resource);
      const required = new Set(resource.form.required ?? []);
      for (const [name, f] of Object.entries(resource.form.properties) as [string, FieldSchema][]) {
        const values = [...BATTERY, ...(f.enum ?? []).map((o) => o.value), 'male', '__bad__', 987654];
        for (const value of values) {
          const payload = { ...base };
          if (value === undefined) delete payload[name];
          else payload[name] = value;
          const server = validate(payload).errors;
          // A start moved past its end is reported on the end (the end's rule, record-compute.ts).
          const orderOfOther = (field: string) => fieldRuleError(resource, field, payload) !== '';
          expect(server.filter((e) => e.field !== name && !orderOfOther(e.field)), `${resource.key}.${name}`).toEqual([]);
          const expected = server.find((e) => e.field === name)?.message ?? '';
          const got = checkField(f, value, { title: f.title ?? name, required: required.has(name) }) || fieldRuleError(resource, name, payload);
          expect(got, `${resource.key}.${name} = ${JSON.stringify(value)}`).toBe(expected);
        }
      }
    });
  }
});
