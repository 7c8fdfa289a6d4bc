// The `x-geometry` field kind and the `layers` keyword's checks (src/schema/keywords/geometry.ts): good and
// bad files refused at a JSON pointer, duplicate layer keys across files, `views.map`, the form's component
// and the record validator's messages (the same as the form's checkField).
import { describe, expect, it } from 'vitest';
import { toFormilySchema } from '../../src/schema/compile-formily.ts';
import { compileRecordValidator } from '../../src/schema/compile-validator.ts';
import { checkField } from '../../src/schema/field-check.ts';
import { checkRegistry } from '../../src/schema/keywords/keyword-checks.ts';
import { viewsOf } from '../../src/schema/keywords/views.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import type { FieldSchema, ResourceFile } from '../../src/schema/resource-types.ts';
import { minimalResource } from './helpers/minimal-resource.ts';
import { englishOf } from './helpers/english-of.ts';

function file(patch: Record<string, unknown> = {}, props: Record<string, unknown> = {}): Record<string, unknown> {
  const fields = {
    kind: { type: 'string', title: '类型', enum: [{ label: '甲', value: 'a', labelEn: 'A' }] },
    where: { type: 'object', title: '位置', 'x-geometry': 'point' },
    zone: { type: 'object', title: '范围', 'x-geometry': 'polygon' },
    note: { type: 'object', title: '附注' },
    ...props,
  } as Record<string, FieldSchema>;
  return {
    ...minimalResource('spot', fields),
    title: '点位',
    layers: [{ key: 'spots', title: '点位', geometry: 'where', label: 'name', on: true, filter: { kind: 'a', status: 1 }, color: '#ff0000', order: 5 }],
    views: { map: { field: 'zone' } },
    ...patch,
  };
}

function problems(json: unknown): string[] {
  const r = checkResourceFile(json);
  return r.ok ? [] : r.errors.map((e) => `${e.pointer}: ${englishOf(e)}`);
}

describe('geometry file check', () => {
  it('accepts point and polygon fields, a layer on one, and a map view', () => {
    expect(problems(file())).toEqual([]);
  });

  it.each([
    ['x-geometry on a string', file({}, { bad: { type: 'string', title: '坏', 'x-geometry': 'point' } }), "/form/properties/bad/x-geometry: 'bad' is a string field; x-geometry needs type 'object'"],
    ['an unknown kind', file({}, { bad: { type: 'object', 'x-geometry': 'line' } }), '/form/properties/bad/x-geometry: must be one of: "point", "polygon", "any"'],
    ['a layer on a missing field', file({ layers: [{ key: 'a', title: 'A', geometry: 'nowhere' }] }), "/layers/0/geometry: unknown field 'nowhere'"],
    ['a layer on a field that is no geometry', file({ layers: [{ key: 'a', title: 'A', geometry: 'note' }] }), "/layers/0/geometry: 'note' is not a geometry field (x-geometry)"],
    ['an unknown label', file({ layers: [{ key: 'a', title: 'A', geometry: 'where', label: 'nom' }] }), "/layers/0/label: unknown field 'nom'"],
    ['an unknown filter field', file({ layers: [{ key: 'a', title: 'A', geometry: 'where', filter: { sort: 'x' } }] }), "/layers/0/filter/sort: unknown field 'sort'"],
    ['a key twice in one file', file({ layers: [{ key: 'a', title: 'A', geometry: 'where' }, { key: 'a', title: 'B', geometry: 'zone' }] }), "/layers/1/key: duplicate layer key 'a' (also /layers/0/key)"],
    ['a map view on a field that is no geometry', file({ views: { map: { field: 'note' } } }), "/views/map/field: 'note' is not a geometry field (x-geometry); a map places records by one"],
  ])('refuses %s at its pointer', (_name, json, problem) => {
    expect(problems(json)).toContain(problem);
  });

  it('refuses a layer key declared by two files', () => {
    const a = checkResourceFile(file());
    const b = checkResourceFile(file({ key: 'other', endpoint: '/u-basic/other' }));
    if (!a.ok || !b.ok) throw new Error('fixture files must pass');
    expect(checkRegistry([a.resource, b.resource]).map((p) => ({ ...p, message: englishOf(p) }))).toEqual([{ key: 'other', pointer: '/layers/0/key', message: "layer key 'spots' is declared by 'spot' too" }]);
  });
});

describe('geometry fields in the form and the validator', () => {
  const r = checkResourceFile(file());
  if (!r.ok) throw new Error('fixture must pass');
  const resource: ResourceFile = r.resource;

  it('offers the map view and gives geometry fields the GeometryPicker with their kind', () => {
    expect(viewsOf(resource)).toEqual(['table', 'map']);
    const props = toFormilySchema(resource).properties ?? {};
    expect(props.where['x-component']).toBe('GeometryPicker');
    expect(props.where['x-component-props']).toMatchObject({ kind: 'point' });
    expect(props.zone['x-component-props']).toMatchObject({ kind: 'polygon' });
  });

  it.each([
    ['zone', { type: 'Polygon', coordinates: [[[0, 0], [5, 5], [5, 0], [0, 5], [0, 0]]] }, '范围的边线自相交'],
    ['zone', { type: 'Point', coordinates: [0, 0] }, '范围的图形格式不正确'],
    ['where', { type: 'Point', coordinates: [1] }, '位置的图形格式不正确'],
    ['where', [1, 2], '位置格式不正确'],
    ['where', { type: 'Point', coordinates: [1, 2] }, ''],
  ])('%s = %j: the server and the form say %j', (field, value, message) => {
    const server = compileRecordValidator(resource)({ name: 'x', [field]: value });
    expect(server.errors.find((e) => e.field === field)?.message ?? '').toBe(message);
    expect(checkField(resource.form.properties[field], value, { title: resource.form.properties[field].title ?? field, required: false })).toBe(message);
  });
});
