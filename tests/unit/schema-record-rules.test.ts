// The record rules of src/schema/record-rules.ts (blank required texts, the files' x-rules such as an end
// not before its start), the client's field check built on them (checkField, the Formily validators of
// compile-formily.ts), the server's record validator (compile-validator.ts), and an audit that every file
// has a rule for each start/end pair its field names suggest.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toFormilySchema, type FormilySchema } from '../../src/schema/compile-formily.ts';
import { compileRecordValidator } from '../../src/schema/compile-validator.ts';
import { checkField } from '../../src/schema/field-check.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import { instantOf } from '../../src/schema/expression-dates.ts';
import { compileRules, fieldRuleError } from '../../src/schema/record-compute.ts';
import {
  isBlankText,
  recordRuleErrors,
  requiredMessage,
} from '../../src/schema/record-rules.ts';
import type { FieldSchema, ResourceFile } from '../../src/schema/resource-types.ts';
import { validRecord } from './helpers/sample-records.ts';

const ROOT = path.resolve(import.meta.dirname, '../../schemas');
/** Every resource and permit form file (module folders included once they exist): the JSON with a `form`. */
const FILES: { file: string; resource: ResourceFile }[] = ['resources', 'permits', 'modules']
  .filter((dir) => fs.existsSync(path.join(ROOT, dir)))
  .flatMap((dir) => (fs.readdirSync(path.join(ROOT, dir), { recursive: true }) as string[]).map((f) => `${dir}/${f}`))
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => ({ file, json: JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as unknown }))
  .filter(({ json }) => typeof json === 'object' && json !== null && 'form' in json && 'key' in json)
  .map(({ file, json }) => ({ file, resource: json as ResourceFile }));
const SAFETY = FILES.find((f) => f.resource.key === 'safety-manager')!.resource;

describe('isBlankText', () => {
  it.each<[unknown, boolean]>([
    ['', true],
    ['   ', true],
    ['\u3000', true],
    ['\t\n ', true],
    [' a ', false],
    ['张三', false],
    [null, false],
    [undefined, false],
    [0, false],
    [[' '], false],
  ])('%j -> %s', (v, expected) => {
    expect(isBlankText(v)).toBe(expected);
  });
});

describe('promptVerb and requiredMessage', () => {
  it.each<[string, FieldSchema, string]>([
    ['a text', { type: 'string' }, '请填写名称'],
    ['a text area', { type: 'string', 'x-component': 'Input.TextArea' }, '请填写名称'],
    ['a number', { type: 'number' }, '请填写名称'],
    ['an enum', { type: 'string', enum: [{ label: '是', value: 'y' }] }, '请选择名称'],
    ['a radio group', { type: 'string', 'x-component': 'Radio.Group' }, '请选择名称'],
    ['a date', { type: 'string', format: 'date' }, '请选择名称'],
    ['a date-time', { type: 'string', format: 'date-time', 'x-component': 'DatePicker' }, '请选择名称'],
    ['a switch', { type: 'boolean' }, '请选择名称'],
    ['a person', { type: 'string', 'x-component': 'PersonPicker' }, '请选择名称'],
    ['a multi-select of options', { type: 'array', items: { type: 'string', enum: [{ label: 'a', value: 'a' }] } }, '请选择名称'],
    ['an upload', { type: 'array', 'x-component': 'Upload' }, '请上传名称'],
  ])('%s', (_name, f, expected) => {
    expect(requiredMessage('名称', f)).toBe(expected);
    expect(requiredMessage('名称', f)).toBe(expected);
  });
});

describe('instantOf and endsBeforeStart', () => {
  it.each<[unknown, number | undefined]>([
    ['2026-01-15', Date.UTC(2026, 0, 14, 16)],
    ['2026-01-15 08:30:00', Date.UTC(2026, 0, 15, 0, 30)],
    ['2026-01-15T08:30', Date.UTC(2026, 0, 15, 0, 30)],
    ['2026-01-15T00:30:00.000Z', Date.UTC(2026, 0, 15, 0, 30)],
    ['2026-01-15T08:30:00+08:00', Date.UTC(2026, 0, 15, 0, 30)],
    ['2026-02-30', undefined],
    ['2026-13-01', undefined],
    ['2026-01-15 25:00:00', undefined],
    ['明天', undefined],
    ['', undefined],
    [20260115, undefined],
    [null, undefined],
  ])('%j -> %s', (v, expected) => {
    expect(instantOf(v)).toBe(expected);
  });

  it.each<[unknown, unknown, boolean | null]>([
    ['2026-01-15', '2026-01-14', false],
    ['2026-01-15', '2026-01-15', true],
    ['2026-01-15', '2026-01-16', true],
    ['2026-01-15 08:30:00', '2026-01-15 08:29:59', false],
    ['2026-01-15 08:30:00', '2026-01-15T00:30:00Z', true],
    ['2026-01-15 08:30:00', '2026-01-15T00:29:00Z', false],
    ['2026-01-15', '2026-01-15 00:00', true],
    ['2026-01-15', '', null],
    ['', '2026-01-14', null],
    [undefined, '2026-01-14', null],
  ])('%j then %j: `end >= start` is %s', (start, end, expected) => {
    expect(fieldRuleError(SAFETY, 'certEnd', { certStart: start, certEnd: end })).toBe(expected === false ? '证书有效期至不能早于证书有效期起' : '');
  });
});

describe('recordRuleErrors', () => {
  const ok = validRecord(SAFETY);
  it.each<[string, Record<string, unknown>, { field: string; message: string; messageEn?: string; rule: string }[]]>([
    ['a valid record', ok, []],
    ['a name of spaces', { ...ok, name: '   ' }, [{ field: 'name', message: '请填写姓名', rule: 'blank' }]],
    ['a name of a full-width space', { ...ok, name: '\u3000' }, [{ field: 'name', message: '请填写姓名', rule: 'blank' }]],
    ['an optional text of spaces', { ...ok, department: '   ' }, []],
    ['a required text left out (a partial update)', (({ name: _n, ...rest }) => rest)(ok), []],
    ['an end before its start', { ...ok, certStart: '2026-06-01', certEnd: '2026-05-31' }, [
      { field: 'certEnd', message: '证书有效期至不能早于证书有效期起', messageEn: 'Certificate valid until cannot be earlier than valid from', rule: 'rule' },
    ]],
    ['an end on its start day', { ...ok, certStart: '2026-06-01', certEnd: '2026-06-01' }, []],
    ['both, in form order', { ...ok, certStart: '2026-06-01', certEnd: '2026-05-31', name: ' ' }, [
      { field: 'name', message: '请填写姓名', rule: 'blank' },
      { field: 'certEnd', message: '证书有效期至不能早于证书有效期起', messageEn: 'Certificate valid until cannot be earlier than valid from', rule: 'rule' },
    ]],
  ])('%s', (_name, values, expected) => {
    expect(recordRuleErrors(SAFETY, values)).toEqual(expected);
  });

  it('skips a rule that reads a field the form no longer has (hidden by the overlay)', () => {
    const { certStart: _s, ...properties } = SAFETY.form.properties;
    const hidden: ResourceFile = { ...SAFETY, form: { ...SAFETY.form, properties } };
    expect(compileRules(hidden).rules).toEqual([]);
    expect(recordRuleErrors(hidden, { ...validRecord(hidden), certStart: '2026-06-01', certEnd: '2026-05-31' })).toEqual([]);
  });
});

describe('the server validator and the client field check refuse the same', () => {
  const validate = compileRecordValidator(SAFETY);
  const ok = validRecord(SAFETY);
  const nodes = toFormilySchema(SAFETY).properties as Record<string, FormilySchema>;
  const clientCheck = (name: string, values: Record<string, unknown>) => nodes[name]['x-validator']?.(values[name], undefined, { form: { values } });

  it('a required name of spaces: 请填写姓名 on both sides', () => {
    const values = { ...ok, name: '  ' };
    expect(validate(values)).toEqual({ valid: false, errors: [{ field: 'name', message: '请填写姓名' }] });
    expect(checkField(SAFETY.form.properties.name, '  ', { title: '姓名', required: true })).toBe('请填写姓名');
    expect(clientCheck('name', values)).toBe('请填写姓名');
  });

  it('a blank text wins over its other faults (a mobile number of spaces is missing, not malformed)', () => {
    expect(validate({ ...ok, mobile: '   ' }).errors).toEqual([{ field: 'mobile', message: '请填写手机号' }]);
    expect(checkField(SAFETY.form.properties.mobile, '   ', { title: '手机号', required: true })).toBe('请填写手机号');
  });

  it('certEnd before certStart: refused at certEnd on both sides', () => {
    const values = { ...ok, certStart: '2026-06-01', certEnd: '2026-05-31' };
    expect(validate(values)).toEqual({ valid: false, errors: [{ field: 'certEnd', message: '证书有效期至不能早于证书有效期起', messageEn: 'Certificate valid until cannot be earlier than valid from' }] });
    expect(clientCheck('certEnd', values)).toBe('证书有效期至不能早于证书有效期起');
    expect(clientCheck('certStart', values)).toBe('');
    expect(clientCheck('certEnd', { ...values, certEnd: '2026-06-01' })).toBe('');
  });

  it('a wrong end date gets its format message, not the order message', () => {
    const values = { ...ok, certStart: '2026-06-01', certEnd: '2026-02-30' };
    expect(validate(values).errors).toEqual([{ field: 'certEnd', message: '证书有效期至格式不正确' }]);
    expect(clientCheck('certEnd', values)).toBe('证书有效期至格式不正确');
    expect(compileRecordValidator(SAFETY)(values).errors.map((e) => e.field)).toEqual(['certEnd']);
  });
});

/** Name pairs that read as a start and its end: certStart/certEnd, startDate/endDate, jiHuaKaiShi…/jiHuaJieShu…. */
const START_END: [RegExp, string][] = [
  [/Start/, 'End'],
  [/^start/, 'end'],
  [/KaiShi/, 'JieShu'],
  [/^kaiShi/, 'jieShu'],
];

/** The [start, end] pairs a file's rules tie together: a rule at `end` that reads `start`. */
function rulePairs(resource: ResourceFile): Set<string> {
  return new Set(compileRules(resource).rules.flatMap((r) => r.deps.filter((d) => d !== r.field).map((d) => `${d}>${r.field}`)));
}

describe('every file has a rule for each start/end date pair of its fields', () => {
  it.each(FILES.map((f) => [f.file, f.resource] as const))('%s', (_file, resource) => {
    const props = resource.form.properties;
    const dated = (n: string) => props[n]?.format === 'date' || props[n]?.format === 'date-time';
    const declared = rulePairs(resource);
    const suggested = Object.keys(props).flatMap((name) =>
      START_END.filter(([re]) => re.test(name) && dated(name))
        .map(([re, end]) => [name, name.replace(re, end)] as const)
        .filter(([, end]) => dated(end)),
    );
    for (const [start, end] of suggested) expect(declared, `${resource.key}: ${start} → ${end}`).toContain(`${start}>${end}`);
    expect(checkResourceFile(resource).ok).toBe(true);
  });

  it('finds the pairs the issue names', () => {
    const all = FILES.flatMap(({ resource }) => [...rulePairs(resource)].map((p) => `${resource.key}:${p}`));
    expect(all).toContain('safety-manager:certStart>certEnd');
    expect(all).toContain('permit-dong-huo:jiHuaKaiShiShiJian>jiHuaJieShuShiJian');
    expect(all).toContain('leave-record:startDate>endDate');
    const permits = FILES.filter(({ resource }) => resource.key.startsWith('permit-'));
    expect(permits.length).toBe(10);
    expect(permits.every(({ resource }) => rulePairs(resource).has('jiHuaKaiShiShiJian>jiHuaJieShuShiJian'))).toBe(true);
  });
});
