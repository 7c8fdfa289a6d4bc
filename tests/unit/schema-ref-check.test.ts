// The checks of references (x-ref): meta-schema structure, the file check, the registry check, and the
// normalisation of PersonPicker/DepartmentPicker fields. Table-driven, with hostile input.
import { describe, expect, it } from 'vitest';
import { checkRegistry } from '../../src/schema/keywords/keyword-checks.ts';
import { refFields, refIds, refOf, withExplicitRef } from '../../src/schema/keywords/ref-fields.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import type { FieldSchema, ResourceFile } from '../../src/schema/resource-types.ts';
import { minimalResource } from './helpers/minimal-resource.ts';
import { englishOf } from './helpers/english-of.ts';

type Json = Record<string, unknown>;

/** A file as JSON (hostile properties included: the checks take what a file could hold). */
const file = (key: string, props: Record<string, Json>, extra: Json = {}): Json =>
  minimalResource(key, props as unknown as Record<string, FieldSchema>, extra as Partial<ResourceFile>) as unknown as Json;

function problems(json: Json): string[] {
  const r = checkResourceFile(json);
  return r.ok ? [] : r.errors.map((e) => `${e.pointer}: ${englishOf(e)}`);
}

function ok(json: Json): ResourceFile {
  const r = checkResourceFile(json);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.pointer}: ${englishOf(e)}`).join('\n'));
  return r.resource;
}

const owner = { type: 'integer', title: '负责人', 'x-ref': { resource: 'staff', label: 'name', onDelete: 'restrict' }, 'x-component': 'RefPicker' };

describe('x-ref in one file', () => {
  it('accepts the shared format, a multiple reference, a filter, and the pickers', () => {
    const r = ok(
      file('work-team', {
        ownerId: owner,
        memberIds: { type: 'array', title: '成员', items: { type: 'integer' }, 'x-ref': { resource: 'staff' } },
        deptId: { type: 'integer', title: '部门', 'x-component': 'DepartmentPicker' },
        leaderId: { type: 'integer', title: '班长', 'x-component': 'PersonPicker' },
        parentId: { type: 'integer', title: '上级', 'x-ref': { resource: 'work-team', onDelete: 'cascade', filter: { name: 'x' } } },
      }, { list: { columns: [{ field: 'name' }], filters: [{ field: 'ownerId', op: 'eq' }, { field: 'memberIds', op: 'in' }] } }),
    );
    expect(refFields(r).map((f) => [f.field, f.ref.resource, f.ref.label, f.ref.onDelete, f.multiple])).toEqual([
      ['ownerId', 'staff', 'name', 'restrict', false],
      ['memberIds', 'staff', 'name', 'restrict', true],
      ['deptId', 'department', 'name', 'restrict', false],
      ['leaderId', 'staff', 'name', 'restrict', false],
      ['parentId', 'work-team', 'name', 'cascade', false],
    ]);
  });

  const cases: [string, Record<string, Json>, Json, string][] = [
    ['a string field', { ownerId: { ...owner, type: 'string' } }, {}, "/form/properties/ownerId/type: a reference holds ids"],
    ['an array of strings', { ownerId: { type: 'array', title: 'x', items: { type: 'string' }, 'x-ref': { resource: 'staff' } } }, {}, '/form/properties/ownerId/type'],
    ['a PersonPicker on a string', { p: { type: 'string', title: 'p', 'x-component': 'PersonPicker' } }, {}, '/form/properties/p/type'],
    ['an unknown onDelete', { ownerId: { ...owner, 'x-ref': { resource: 'staff', onDelete: 'drop' } } }, {}, '/form/properties/ownerId/x-ref/onDelete: must be one of'],
    ['an unknown key in x-ref', { ownerId: { ...owner, 'x-ref': { resource: 'staff', sql: 'drop table' } } }, {}, "unknown property 'sql'"],
    ['no resource', { ownerId: { ...owner, 'x-ref': { label: 'name' } } }, {}, '/form/properties/ownerId/x-ref/resource: is required'],
    ['a resource name with SQL in it', { ownerId: { ...owner, 'x-ref': { resource: 'staff; drop table x' } } }, {}, '/form/properties/ownerId/x-ref/resource'],
    ['a label with a quote', { ownerId: { ...owner, 'x-ref': { resource: 'staff', label: "name'--" } } }, {}, '/form/properties/ownerId/x-ref/label'],
    ['a label the entity lacks', { ownerId: { ...owner, 'x-ref': { resource: 'staff', label: 'salary' } } }, {}, "/form/properties/ownerId/x-ref/label: label 'salary' is not a field of 'staff'"],
    ['a filter the entity lacks', { ownerId: { ...owner, 'x-ref': { resource: 'department', filter: { secret: 1 } } } }, {}, "/form/properties/ownerId/x-ref/filter/secret"],
    ['a filter value that is an object', { ownerId: { ...owner, 'x-ref': { resource: 'staff', filter: { post: { $ne: 1 } } } } }, {}, '/form/properties/ownerId/x-ref/filter/post'],
    ['a self reference with an unknown label', { parentId: { type: 'integer', title: 'p', 'x-ref': { resource: 'team', label: 'nope' } } }, {}, "label 'nope' is not a form property of 'team'"],
    ['a reference with an enum', { ownerId: { ...owner, enum: [{ label: 'a', value: 1 }] } }, {}, "/form/properties/ownerId/enum"],
    ['a reference picked by a Select', { ownerId: { ...owner, 'x-component': 'Select' } }, {}, 'a reference is picked with RefPicker'],
    ['a PersonPicker naming departments', { ownerId: { ...owner, 'x-component': 'PersonPicker', 'x-ref': { resource: 'department' } } }, {}, "PersonPicker picks 'staff', not 'department'"],
    ['clear on a required field', { ownerId: { ...owner, 'x-ref': { resource: 'staff', onDelete: 'clear' } } }, { required: ['ownerId'] }, "'ownerId' is required: deleting its target cannot clear it"],
    ['x-ref on array items', { ids: { type: 'array', title: 'x', items: { type: 'integer', 'x-ref': { resource: 'staff' } } } }, {}, "/form/properties/ids/items/x-ref: 'x-ref' belongs on the array field itself"],
    ['x-ref in a nested object', { o: { type: 'object', title: 'o', properties: { a: { type: 'integer', 'x-ref': { resource: 'staff' } } } } }, {}, "/form/properties/o/properties/a/x-ref: 'x-ref' applies only to top-level"],
  ];
  it.each(cases)('refuses %s', (_what, props, formExtra, expected) => {
    const json = file('team', props);
    if (formExtra.required) (json.form as Json).required = formExtra.required;
    expect(problems(json).join('\n')).toContain(expected);
  });

  it('filters a reference by eq or in only', () => {
    const json = file('team', { ownerId: owner }, { list: { columns: [{ field: 'name' }], filters: [{ field: 'ownerId', op: 'range' }] } });
    expect(problems(json).join('\n')).toContain("/list/filters/0/op: op 'range' does not fit 'ownerId' (reference; allowed: eq, in, under)");
  });
});

describe('x-ref across files', () => {
  const target = (extra: Record<string, Json> = {}) => ok(file('equipment', { code: { type: 'string', title: '编号' }, parts: { type: 'array', title: '部件', items: { type: 'string' } }, ...extra }));
  const cases: [string, Json, string][] = [
    ['an unknown target', { resource: 'nothing-here' }, "team: /form/properties/eqId/x-ref/resource: unknown reference target 'nothing-here'"],
    ['a label the target lacks', { resource: 'equipment', label: 'nope' }, "/form/properties/eqId/x-ref/label: label 'nope' is not a form property of 'equipment'"],
    ['a label that is an array', { resource: 'equipment', label: 'parts' }, 'cannot be shown as a label'],
    ['a filter the target lacks', { resource: 'equipment', filter: { nope: 1 } }, "/form/properties/eqId/x-ref/filter/nope"],
  ];
  it.each(cases)('refuses %s', (_w, ref, expected) => {
    const team = ok(file('team', { eqId: { type: 'integer', title: '设备', 'x-ref': ref } }));
    const got = checkRegistry([team, target()]).map((p) => `${p.key}: ${p.pointer}: ${englishOf(p)}`);
    expect(got.join('\n')).toContain(expected);
  });

  it('refuses a default label the target lacks, pointing at x-ref', () => {
    const noName = ok({ ...file('gauge', {}), form: { type: 'object', properties: { code: { type: 'string', title: '编号' } } }, list: { columns: [{ field: 'code' }] } });
    const team = ok(file('team', { gaugeId: { type: 'integer', title: '仪表', 'x-ref': { resource: 'gauge' } } }));
    expect(checkRegistry([team, noName]).map((p) => p.pointer + ' ' + englishOf(p))).toEqual([
      "/form/properties/gaugeId/x-ref label 'name' is not a form property of 'gauge' (the default label is 'name'; set x-ref.label)",
    ]);
  });

  it('refuses a resource keyed like a platform entity', () => {
    const staff = ok(file('staff', {}));
    expect(checkRegistry([staff]).map((p) => `${p.key}${p.pointer}`)).toEqual(['staff/key']);
  });

  it('accepts a reference to another file by its label', () => {
    const team = ok(file('team', { eqId: { type: 'integer', title: '设备', 'x-ref': { resource: 'equipment', label: 'code', filter: { name: 'x' } } } }));
    expect(checkRegistry([team, target()])).toEqual([]);
  });
});

describe('normalisation and ids', () => {
  const cases: [string, Json, unknown][] = [
    ['PersonPicker', { type: 'integer', 'x-component': 'PersonPicker' }, { resource: 'staff', label: 'name', filter: {}, onDelete: 'restrict' }],
    ['DepartmentPicker', { type: 'integer', 'x-component': 'DepartmentPicker' }, { resource: 'department', label: 'name', filter: {}, onDelete: 'restrict' }],
    ['x-ref wins over the picker', { type: 'integer', 'x-component': 'PersonPicker', 'x-ref': { resource: 'staff', label: 'mobile', onDelete: 'clear' } }, { resource: 'staff', label: 'mobile', filter: {}, onDelete: 'clear' }],
    ['a plain integer', { type: 'integer' }, undefined],
    ['a Select', { type: 'integer', 'x-component': 'Select' }, undefined],
    ['a prototype key as component', { type: 'integer', 'x-component': 'constructor' }, undefined],
  ];
  it.each(cases)('%s', (_w, f, expected) => {
    expect(refOf(f as never)).toEqual(expected);
  });

  it('writes the implied reference out', () => {
    expect(withExplicitRef({ type: 'integer', 'x-component': 'PersonPicker' })['x-ref']).toEqual({ resource: 'staff', label: 'name', onDelete: 'restrict' });
    const plain = { type: 'string' as const };
    expect(withExplicitRef(plain)).toBe(plain);
  });

  const ids: [unknown, number[]][] = [
    [3, [3]],
    [[1, 2, 2], [1, 2, 2]],
    [null, []],
    ['3', []],
    [[1.5, -1, 0, Number.MAX_SAFE_INTEGER + 2, 'x', { id: 1 }, 7], [7]],
  ];
  it.each(ids)('refIds(%j)', (v, expected) => expect(refIds(v)).toEqual(expected));
});
