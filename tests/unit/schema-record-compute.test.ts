// Computed fields and rules (record-compute.ts, keywords/rules-check.ts, src/domain/rule-functions.ts): the
// load-time check at the JSON pointer, the computation (order, coercion, a forged value replaced or
// removed, registered functions with an enterprise's configuration), and the rules' verdicts.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LEC_BANDS, lecLevel, ruleFunction } from '../../src/domain/rule-functions.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import { applyComputed, compileRules, computedFields, fieldRuleError, ruleDependents, ruleErrors } from '../../src/schema/record-compute.ts';
import type { FieldSchema, ResourceFile } from '../../src/schema/resource-types.ts';
import { englishOf } from './helpers/english-of.ts';

const num = (title: string, extra: Partial<FieldSchema> = {}): FieldSchema => ({ type: 'number', title, ...extra });

function lecFile(): ResourceFile {
  return {
    key: 'risk-point',
    title: '风险点',
    endpoint: '/u-basic/risk-point',
    actions: ['list', 'create'],
    permissions: { read: ['qyUser'], write: ['qyUser'] },
    form: {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', title: '名称' },
        L: num('可能性'),
        E: num('暴露频率'),
        C: num('后果'),
        D: num('风险值', { 'x-compute': '{{ L * E * C }}' }),
        grade: { type: 'string', title: '分级', 'x-compute': "{{ lookup('bands', D) }}" },
        level: { type: 'string', title: '等级', 'x-compute': { fn: 'lecLevel', args: ['L', 'E', 'C'] } },
        count: { type: 'integer', title: '整数', 'x-compute': '{{ D / 7 }}' },
        startDate: { type: 'string', format: 'date', title: '开始日期' },
        endDate: { type: 'string', format: 'date', title: '结束日期', 'x-rules': [{ assert: '{{ endDate >= startDate }}', message: '结束日期不能早于开始日期' }] },
      },
    },
    list: { columns: [{ field: 'name' }] },
    rules: [{ field: 'C', assert: '{{ C <= 100 }}', message: '后果分值不能大于100' }],
    lookups: { bands: [{ min: 320, value: '一级' }, { min: 160, value: '二级' }, { min: 70, value: '三级' }, { value: '四级' }] },
  };
}

describe('the load-time check of x-compute, x-rules, rules and lookups', () => {
  it('accepts the file', () => {
    const r = checkResourceFile(lecFile());
    expect(r.ok ? [] : r.errors).toEqual([]);
  });

  type Edit = (r: ResourceFile & { form: { properties: Record<string, FieldSchema> } }) => void;
  it.each<[string, Edit, string, string]>([
    ['a missing field', (r) => { r.form.properties.D['x-compute'] = '{{ L * X }}'; }, '/form/properties/D/x-compute', "invalid expression: 'X' is not a field of the form"],
    ['a syntax error', (r) => { r.form.properties.D['x-compute'] = '{{ L * }}'; }, '/form/properties/D/x-compute', 'invalid expression: At character 6: The expression is incomplete'],
    ['a function off the list', (r) => { r.form.properties.D['x-compute'] = '{{ fetch(L) }}'; }, '/form/properties/D/x-compute', 'invalid expression: At character 2: The function "fetch" is not supported'],
    ['an undeclared table', (r) => { r.form.properties.grade['x-compute'] = "{{ lookup('grades', D) }}"; }, '/form/properties/grade/x-compute', "invalid expression: lookup table 'grades' is not declared (declared: bands)"],
    ['a scope name of the reactions', (r) => { r.form.properties.D['x-compute'] = '{{ $values.L }}'; }, '/form/properties/D/x-compute', "invalid expression: '$values' is not a field of the form"],
    ['not wrapped in braces', (r) => { r.form.properties.D['x-compute'] = 'L * E'; }, '/form/properties/D/x-compute', ''],
    ['an unknown function name', (r) => { r.form.properties.level['x-compute'] = { fn: 'nope', args: ['L'] }; }, '/form/properties/level/x-compute/fn', "unknown function 'nope' (registered in src/domain/rule-functions.ts)"],
    ['the wrong number of fields', (r) => { r.form.properties.level['x-compute'] = { fn: 'lecLevel', args: ['L', 'E'] }; }, '/form/properties/level/x-compute/args', "'lecLevel' takes 3 fields, not 2"],
    ['an argument that is no field', (r) => { r.form.properties.level['x-compute'] = { fn: 'lecLevel', args: ['L', 'E', 'Q'] }; }, '/form/properties/level/x-compute/args/2', "unknown field 'Q'"],
    ['a list computed', (r) => { r.form.properties.tags = { type: 'array', title: '标签', items: { type: 'string' }, 'x-compute': '{{ name }}' }; }, '/form/properties/tags/x-compute', 'a computed field holds one value, not a list'],
    ['a field reading itself', (r) => { r.form.properties.D['x-compute'] = '{{ D + 1 }}'; }, '/form/properties/D/x-compute', "'D' depends on itself (through computed fields)"],
    ['two computed fields reading each other', (r) => { r.form.properties.D['x-compute'] = '{{ count * 7 }}'; }, '/form/properties/count/x-compute', "'count' depends on itself (through computed fields)"],
    ['a rule naming a missing field', (r) => { r.form.properties.endDate['x-rules'] = [{ assert: '{{ endDate >= begin }}', message: 'x' }]; }, '/form/properties/endDate/x-rules/0/assert', "invalid expression: 'begin' is not a field of the form"],
    ['a rule without a message', (r) => { r.form.properties.endDate['x-rules'] = [{ assert: '{{ true }}' } as never]; }, '/form/properties/endDate/x-rules/0/message', 'is required'],
    ['a file rule at a missing field', (r) => { r.rules = [{ field: 'X', assert: '{{ C > 0 }}', message: 'x' }]; }, '/rules/0/field', "unknown field 'X'"],
    ['a file rule that does not parse', (r) => { r.rules = [{ field: 'C', assert: '{{ C > }}', message: 'x' }]; }, '/rules/0/assert', 'invalid expression'],
    ['a lookup row without a value', (r) => { r.lookups = { bands: [{ min: 1 } as never] }; }, '/lookups/bands/0/value', 'is required'],
  ])('%s', (_name, edit, ptr, message) => {
    const file = lecFile() as ResourceFile & { form: { properties: Record<string, FieldSchema> } };
    edit(file);
    const r = checkResourceFile(file);
    expect(r.ok).toBe(false);
    const found = r.ok ? [] : r.errors.filter((e) => e.pointer === ptr);
    expect(found.length, JSON.stringify(r.ok ? [] : r.errors)).toBeGreaterThan(0);
    if (message) expect(found.map(englishOf).some((m) => m.startsWith(message)), JSON.stringify(found)).toBe(true);
  });
});

describe('applyComputed', () => {
  const r = lecFile();

  it('computes in dependency order, coerces to the field type, and replaces what the client sent', () => {
    const values: Record<string, unknown> = { name: 'x', L: 3, E: 6, C: 7, D: 1, grade: '四级', level: 'low', count: 1.5 };
    expect(applyComputed(r, values)).toEqual(['D', 'grade', 'level', 'count']);
    expect(values).toMatchObject({ D: 126, grade: '三级', level: 'general', count: 18 });
    expect(applyComputed(r, values)).toEqual([]);
  });

  it('removes a computed value that cannot be computed (a blank factor)', () => {
    const values: Record<string, unknown> = { name: 'x', L: 3, E: 6, D: 999, grade: '一级', level: 'major', count: 3 };
    applyComputed(r, values);
    expect(values).toEqual({ name: 'x', L: 3, E: 6 });
  });

  it('hands a registered function the enterprise configuration of its type', () => {
    const values: Record<string, unknown> = { L: 3, E: 6, C: 7 };
    applyComputed(r, values, { config: { lecBands: { major: '100' } } });
    expect(values.level).toBe('major');
    applyComputed(r, values, { config: { otherType: { major: '100' } } });
    expect(values.level).toBe('general');
    expect(compileRules(r).configTypes).toEqual(['lecBands']);
  });

  it('names the computed fields', () => {
    expect(computedFields(r)).toEqual(['D', 'grade', 'level', 'count']);
  });
});

describe('rules', () => {
  const r = lecFile();
  it.each<[string, Record<string, unknown>, { field: string; message: string }[]]>([
    ['all fine', { C: 7, startDate: '2026-03-01', endDate: '2026-03-02' }, []],
    ['the same day', { startDate: '2026-03-01', endDate: '2026-03-01' }, []],
    ['a blank start: not this rule’s business', { endDate: '2026-03-01' }, []],
    ['an end before its start', { startDate: '2026-03-02', endDate: '2026-03-01' }, [{ field: 'endDate', message: '结束日期不能早于开始日期' }]],
    ['a file rule', { C: 101 }, [{ field: 'C', message: '后果分值不能大于100' }]],
    ['a rule that cannot be evaluated fails', { C: 'abc' }, [{ field: 'C', message: '后果分值不能大于100' }]],
  ])('%s', (_name, values, expected) => {
    expect(ruleErrors(r, values)).toEqual(expected);
  });

  it('checks one field for the client, and names the fields to check again when one changes', () => {
    expect(fieldRuleError(r, 'endDate', { startDate: '2026-03-02', endDate: '2026-03-01' })).toBe('结束日期不能早于开始日期');
    expect(fieldRuleError(r, 'startDate', { startDate: '2026-03-02', endDate: '2026-03-01' })).toBe('');
    expect(Object.fromEntries(ruleDependents(r))).toEqual({ startDate: ['endDate'] });
  });
});

describe('lecLevel', () => {
  it.each<[unknown, unknown, unknown, Record<string, string>, string | null]>([
    [10, 6, 7, {}, 'major'],
    [3, 6, 7, {}, 'general'],
    [1, 6, 7, {}, 'low'],
    [3, 6, 15, {}, 'large'],
    [1, 1, 69, {}, 'low'],
    [1, 1, 70, {}, 'general'],
    [1, 1, 71, {}, 'general'],
    [3, 6, 7, { major: '100' }, 'major'],
    [3, 6, 7, { major: 'abc', large: '-5', general: '' }, 'general'],
    [null, 6, 7, {}, null],
    ['3', 6, 7, {}, null],
    [Number.NaN, 6, 7, {}, null],
  ])('%j × %j × %j with %j -> %s', (l, e, c, config, expected) => {
    expect(lecLevel(l, e, c, config)).toBe(expected);
  });

  it('is registered with its arity and configuration type; names off the registry are not', () => {
    expect(ruleFunction('lecLevel')).toMatchObject({ arity: 3, configType: 'lecBands' });
    expect(ruleFunction('toString')).toBeUndefined();
    expect(ruleFunction('constructor')).toBeUndefined();
    expect(DEFAULT_LEC_BANDS).toEqual({ major: 320, large: 160, general: 70 });
  });
});
