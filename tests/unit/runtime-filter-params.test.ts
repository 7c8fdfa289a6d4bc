import { describe, expect, it } from 'vitest';
import safetyManager from '../../schemas/resources/safety-manager.json';
import hazardSource from '../../schemas/resources/hazard-source.json';
import type { FilterSpec, ResourceFile } from '../../src/schema/resource-types.ts';
import {
  filterControls,
  filterParams,
  hasFilterValues,
  type FilterControl,
  type FilterValues,
} from '../../src/runtime/filter-params.ts';

const SAFETY = safetyManager as unknown as ResourceFile;
const HAZARD = hazardSource as unknown as ResourceFile;

/** A resource with one field of each kind and the given filters. */
function withFilters(filters: FilterSpec[]): ResourceFile {
  return {
    ...SAFETY,
    form: {
      type: 'object',
      properties: {
        name: { type: 'string', title: '姓名' },
        level: {
          type: 'string',
          title: '级别',
          enum: [
            { label: '一级', value: '1' },
            { label: '二级', value: '2' },
          ],
        },
        score: { type: 'integer', title: '分数', enum: [{ label: '高', value: 3 }] },
        active: { type: 'boolean', title: '在岗' },
        certEnd: { type: 'string', format: 'date', title: '证书有效期至' },
        checkedAt: { type: 'string', format: 'date-time', title: '检查时间' },
        amount: { type: 'number', title: '金额' },
        tags: { type: 'array', title: '标签', items: { type: 'string' } },
      },
    },
    validity: undefined,
    list: { columns: [{ field: 'name' }], filters },
  };
}

describe('filterControls', () => {
  const cases: [string, FilterSpec, Partial<FilterControl>][] = [
    ['like on text → Input', { field: 'name', op: 'like' }, { kind: 'text', title: '姓名' }],
    ['eq on text → Input', { field: 'name', op: 'eq' }, { kind: 'text' }],
    [
      'eq on enum → Select of labels',
      { field: 'level', op: 'eq' },
      { kind: 'select', options: [{ label: '一级', value: '1' }, { label: '二级', value: '2' }] },
    ],
    ['eq on a numeric enum → Select with string values', { field: 'score', op: 'eq' }, { kind: 'select', options: [{ label: '高', value: '3' }] }],
    [
      'eq on boolean → Select 是/否',
      { field: 'active', op: 'eq' },
      { kind: 'boolean', options: [{ label: '是', value: 'true' }, { label: '否', value: 'false' }] },
    ],
    ['eq on date → DatePicker', { field: 'certEnd', op: 'eq' }, { kind: 'date' }],
    ['range on date → RangePicker', { field: 'certEnd', op: 'range' }, { kind: 'date-range' }],
    ['range on date-time → RangePicker', { field: 'checkedAt', op: 'range' }, { kind: 'date-range' }],
    ['range on number → two InputNumbers', { field: 'amount', op: 'range' }, { kind: 'number-range' }],
    ['gte on number → InputNumber (起)', { field: 'amount', op: 'gte' }, { kind: 'number', title: '金额（起）' }],
    ['lte on date → DatePicker (止)', { field: 'certEnd', op: 'lte' }, { kind: 'date', title: '证书有效期至（止）' }],
    ['in on enum → multiple Select', { field: 'level', op: 'in' }, { kind: 'multi-select' }],
    ['in on text → tags Select', { field: 'name', op: 'in' }, { kind: 'tags' }],
    ['a system field resolves', { field: 'createdAt', op: 'range' }, { kind: 'date-range', title: '创建时间' }],
    ['the filter title and placeholder win', { field: 'name', op: 'like', title: '人员', placeholder: '姓名或拼音' }, { title: '人员', placeholder: '姓名或拼音' }],
    ['a removed field → missing', { field: 'gone', op: 'eq' }, { kind: 'missing', title: 'gone' }],
    ['validityStatus without validity → missing', { field: 'validityStatus', op: 'eq' }, { kind: 'missing' }],
  ];
  it.each(cases)('%s', (_name, spec, expected) => {
    const [control] = filterControls(withFilters([spec]));
    expect(control).toMatchObject({ field: spec.field, op: spec.op, ...expected });
  });

  it('maps the example files', () => {
    expect(filterControls(SAFETY).map((c) => [c.field, c.kind])).toEqual([
      ['name', 'text'],
      ['certEnd', 'date-range'],
      ['validityStatus', 'select'],
    ]);
    expect(filterControls(SAFETY)[2].options?.map((o) => o.label)).toEqual(['未生效', '有效', '已作废', '已过期']);
    expect(filterControls(HAZARD).map((c) => [c.field, c.kind])).toEqual([
      ['name', 'text'],
      ['code', 'text'],
      ['level', 'multi-select'],
      ['runStatus', 'select'],
      ['quantity', 'number-range'],
    ]);
  });
});

describe('filterParams', () => {
  const resource = withFilters([
    { field: 'name', op: 'like' },
    { field: 'level', op: 'in' },
    { field: 'active', op: 'eq' },
    { field: 'certEnd', op: 'range' },
    { field: 'amount', op: 'range' },
    { field: 'score', op: 'eq' },
    { field: 'amount', op: 'gte' },
    { field: 'gone', op: 'eq' },
  ]);
  const controls = filterControls(resource);

  const cases: [string, FilterValues, Record<string, unknown>][] = [
    ['nothing set → no params', {}, {}],
    ['text is trimmed', { name: '  张三 ' }, { name: '张三' }],
    ['blank text is left out', { name: '   ' }, {}],
    ['in → array of values', { level: ['1', '2'] }, { level: ['1', '2'] }],
    ['empty in → left out', { level: [] }, {}],
    ['boolean as text', { active: 'false' }, { active: 'false' }],
    ['date range → a,b', { certEnd: ['2026-01-01', '2026-12-31'] }, { certEnd: '2026-01-01,2026-12-31' }],
    ['open date range → a,', { certEnd: ['2026-01-01', null] }, { certEnd: '2026-01-01,' }],
    ['open date range → ,b', { certEnd: [null, '2026-12-31'] }, { certEnd: ',2026-12-31' }],
    ['empty range → left out', { certEnd: [null, null] }, {}],
    ['number range, zero kept', { amount: [0, 10.5] }, { amount: '0,10.5' }],
    ['enum eq', { score: '3' }, { score: '3' }],
    ['null and undefined are left out', { name: null, level: undefined }, {}],
    ['a missing field value never leaves', { gone: 'x' }, {}],
    ['a value without a filter is ignored', { other: 'x' }, {}],
    ['a text value on a range filter is ignored', { certEnd: '2026-01-01' }, {}],
  ];
  it.each(cases)('%s', (_name, values, expected) => {
    expect(filterParams(controls, values)).toEqual(expected);
  });

  it('keeps a number for gte and ignores NaN', () => {
    const gte = filterControls(withFilters([{ field: 'amount', op: 'gte' }]));
    expect(filterParams(gte, { amount: 5 })).toEqual({ amount: 5 });
    expect(filterParams(gte, { amount: 0 })).toEqual({ amount: 0 });
    expect(filterParams(gte, { amount: Number.NaN })).toEqual({});
  });

  it('says whether any filter is set', () => {
    expect(hasFilterValues(controls, { name: ' ' })).toBe(false);
    expect(hasFilterValues(controls, { name: 'a' })).toBe(true);
  });
});
