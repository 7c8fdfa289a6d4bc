// The pure parts of references on the client side and in the spreadsheets: the Formily props of a
// reference field, the filter controls and their parameters, the picker kind of a field, the labels a
// record carries, and the cells of an export and an import. Table-driven, with hostile input.
import { describe, expect, it } from 'vitest';
import { fieldToFormily, toFormilySchema } from '../../src/schema/compile-formily.ts';
import { parseRefPickKind, refPickKind } from '../../src/schema/keywords/ref-fields.ts';
import type { FieldSchema, ResourceFile } from '../../src/schema/resource-types.ts';
import { filterControls, filterParams } from '../../src/runtime/filter-params.ts';
import { pickKindOf, unknownLabel } from '../../src/runtime/pick-labels.ts';
import { knownRefLabels } from '../../src/runtime/ref-picker.tsx';
import { cellValue, formatCell, sheetColumn } from '../../src/server/resources/xlsx-columns.ts';
import { coerceCell } from '../../src/server/resources/xlsx-coerce.ts';

const owner: FieldSchema = { type: 'integer', title: '负责人', 'x-ref': { resource: 'staff' }, 'x-component': 'RefPicker' };
const helpers: FieldSchema = { type: 'array', title: '协助人', items: { type: 'integer' }, 'x-ref': { resource: 'staff', onDelete: 'clear' } };
const task: ResourceFile = {
  key: 'task',
  title: '任务',
  endpoint: '/u-basic/task',
  actions: ['list'],
  permissions: { read: ['qyUser'], write: ['qyUser'] },
  form: { type: 'object', properties: { name: { type: 'string', title: '名称' }, ownerId: owner, helperIds: helpers, deptId: { type: 'integer', title: '部门', 'x-component': 'DepartmentPicker' } } },
  list: {
    columns: [{ field: 'name' }],
    filters: [{ field: 'ownerId', op: 'eq' }, { field: 'helperIds', op: 'in' }, { field: 'deptId', op: 'eq' }],
  },
};

describe('Formily props of a reference field', () => {
  it('gives RefPicker the kind of its field, multiple for an array, and 请选择', () => {
    const schema = toFormilySchema(task) as { properties: Record<string, { 'x-component': string; 'x-component-props': Record<string, unknown> }> };
    expect(schema.properties.ownerId['x-component']).toBe('RefPicker');
    expect(schema.properties.ownerId['x-component-props']).toMatchObject({ kind: 'ref:task.ownerId', placeholder: '请选择负责人' });
    // An x-ref without a component is picked with RefPicker too.
    expect(schema.properties.helperIds['x-component']).toBe('RefPicker');
    expect(schema.properties.helperIds['x-component-props']).toMatchObject({ kind: 'ref:task.helperIds', multiple: true });
    expect(schema.properties.deptId['x-component']).toBe('DepartmentPicker');
  });

  it('leaves the kind out without a resource (a field compiled alone)', () => {
    expect(fieldToFormily('ownerId', owner, false)['x-component-props']).not.toHaveProperty('kind');
  });
});

describe('picker kinds', () => {
  const kinds: [string, string | null][] = [
    [refPickKind('ref-task', 'ownerId'), 'ref-task/ownerId'],
    ['ref:Task.ownerId', null],
    ['ref:task.owner-id', null],
    ['ref:task.ownerId;drop', null],
    ['ref:task', null],
    ['person', null],
  ];
  it.each(kinds)('parseRefPickKind(%s)', (kind, expected) => {
    const p = parseRefPickKind(kind);
    expect(p ? `${p.resource}/${p.field}` : null).toBe(expected);
  });

  it('names the kind of a field: pickers by component, references by their field', () => {
    expect(pickKindOf(task.form.properties.deptId, 'task', 'deptId')).toBe('department');
    expect(pickKindOf(owner, 'task', 'ownerId')).toBe('ref:task.ownerId');
    expect(pickKindOf(owner)).toBeUndefined();
    expect(pickKindOf(task.form.properties.name, 'task', 'name')).toBeUndefined();
    expect(unknownLabel('ref:task.ownerId', 7)).toBe('未知记录(7)');
    expect(unknownLabel('person', 7)).toBe('未知人员(7)');
  });
});

describe('filters on references', () => {
  it('shows the remote picker and sends ids', () => {
    const controls = filterControls(task);
    expect(controls.map((c) => [c.field, c.kind, c.pick])).toEqual([
      ['ownerId', 'ref', 'ref:task.ownerId'],
      ['helperIds', 'ref-multi', 'ref:task.helperIds'],
      ['deptId', 'ref', 'department'],
    ]);
    expect(filterParams(controls, { ownerId: 12, helperIds: [3, 4], deptId: null })).toEqual({ ownerId: 12, helperIds: [3, 4] });
  });

  const hostile: [string, unknown, Record<string, unknown>][] = [
    ['a text', 'abc', {}],
    ['a fraction', 1.5, {}],
    ['a negative id', -3, {}],
    ['an unsafe integer', 2 ** 60, {}],
    ['an empty list', [], {}],
  ];
  it.each(hostile)('drops %s', (_w, v, expected) => {
    expect(filterParams(filterControls(task), { ownerId: v as number })).toEqual(expected);
  });
});

describe('labels a record carries', () => {
  const cases: [string, unknown, string, unknown, { id: number; name: string }[]][] = [
    ['one label', { ownerId: '张三' }, 'ownerId', 5, [{ id: 5, name: '张三' }]],
    ['a list in id order', { helperIds: ['甲', null, '丙'] }, 'helperIds', [1, 2, 3], [{ id: 1, name: '甲' }, { id: 3, name: '丙' }]],
    ['no refLabels', undefined, 'ownerId', 5, []],
    ['refLabels not an object', 'x', 'ownerId', 5, []],
    ['a label that is not text', { ownerId: { evil: 1 } }, 'ownerId', 5, []],
    ['an empty value', { ownerId: '张三' }, 'ownerId', undefined, []],
  ];
  it.each(cases)('%s', (_w, refLabels, field, value, expected) => {
    expect(knownRefLabels(refLabels, field, value)).toEqual(expected);
  });
});

describe('spreadsheet cells of references', () => {
  const single = sheetColumn('ownerId', owner, true);
  const many = sheetColumn('helperIds', helpers, false);

  it('exports the labels the record carries, and an id whose label is unknown as the id', () => {
    expect(formatCell(single, cellValue(single, { ownerId: 5, refLabels: { ownerId: '张三' } }))).toBe('张三');
    expect(formatCell(many, cellValue(many, { helperIds: [1, 2], refLabels: { helperIds: ['甲', null] } }))).toBe('甲、2');
    expect(formatCell(single, cellValue(single, { ownerId: 9 }))).toBe('9');
    expect(formatCell(single, cellValue(single, {}))).toBeNull();
  });

  it('imports a label as text (the import maps it to an id), split for several', () => {
    expect(single.kind).toBe('string');
    expect(coerceCell(single, ' 张三 ', false)).toEqual({ ok: true, value: '张三' });
    expect(coerceCell(single, 123, false)).toEqual({ ok: true, value: '123' });
    expect(coerceCell(many, '甲、乙,丙', false)).toEqual({ ok: true, value: ['甲', '乙', '丙'] });
  });
});
