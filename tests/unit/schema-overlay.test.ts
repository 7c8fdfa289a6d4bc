// mergeOverlay (src/schema/overlay.ts): custom fields and comp-tabs over a resource file, list and import
// columns of custom fields, the schema editor's patch and order last. Hidden fields: schema-overlay-hidden.test.ts.
import { describe, expect, it } from 'vitest';
import { customFieldSchema } from '../../src/schema/custom-field.ts';
import { checkResourceFile, formatProblems } from '../../src/schema/meta-schema.ts';
import { byPinThenSort, mergeOverlay, type OverlayField, type OverlayTab, type ResourceOverlay } from '../../src/schema/overlay.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { loadResource } from './helpers/load-resource.ts';
import { base, field, full, overlay, tab } from './helpers/overlay-fixtures.ts';

describe('mergeOverlay: fields', () => {
  it('returns the resource unchanged without an overlay', () => {
    expect(mergeOverlay(base, null)).toEqual({ resource: base, warnings: [], hiddenFields: [], removedFields: [] });
  });

  it.each<[string, OverlayField[], string[]]>([
    ['no custom fields', [], ['name', 'area']],
    ['custom fields after the built-ins, by sort', [field('b', { sort: 2 }), field('a', { sort: 1 })], ['name', 'area', 'a', 'b']],
    ['equal sort falls back to the key', [field('d'), field('c')], ['name', 'area', 'c', 'd']],
    ['pinned to top before the built-ins', [field('x', { sort: 5 }), field('t', { pinned: 'top', sort: 9 })], ['t', 'name', 'area', 'x']],
    ['pinned to end after the others', [field('e', { pinned: 'end', sort: -1 }), field('x', { sort: 5 })], ['name', 'area', 'x', 'e']],
    ['full ordering', [
      field('e2', { pinned: 'end', sort: 2 }),
      field('t2', { pinned: 'top', sort: 2 }),
      field('m', { sort: 0 }),
      field('e1', { pinned: 'end', sort: 1 }),
      field('t1', { pinned: 'top', sort: 1 }),
    ], ['t1', 't2', 'name', 'area', 'm', 'e1', 'e2']],
    ['disabled fields are dropped', [field('a'), field('h', { enabled: false })], ['name', 'area', 'a']],
  ])('%s', (_name, fields, order) => {
    const { resource } = mergeOverlay(base, overlay(fields));
    expect(Object.keys(resource.form.properties)).toEqual(order);
  });

  it('adds the custom schema as given', () => {
    const { resource } = mergeOverlay(base, overlay([field('capacity', { schema: { type: 'number', title: '容量', minimum: 0 } })]));
    expect(resource.form.properties.capacity).toEqual({ type: 'number', title: '容量', minimum: 0 });
  });

  it('reports disabled fields as hidden (their values stay stored)', () => {
    const r = mergeOverlay(base, overlay([field('h1', { enabled: false }), field('a'), field('h2', { enabled: false })]));
    expect(r.hiddenFields).toEqual(['h1', 'h2']);
    expect(r.warnings).toEqual([]);
  });

  it('required custom fields join form.required', () => {
    const r = mergeOverlay(base, overlay([field('a', { required: true }), field('b', { required: true, enabled: false })]));
    expect(r.resource.form.required).toEqual(['name', 'a']);
  });

  it.each<[string, OverlayField[], string, string]>([
    ['collision with a built-in field', [field('name')], 'FIELD_COLLISION', 'name'],
    ['collision with a system field', [field('createdAt')], 'FIELD_COLLISION', 'createdAt'],
    ['collision with validityStatus', [field('validityStatus')], 'FIELD_COLLISION', 'validityStatus'],
    ['duplicate custom key', [field('a'), field('a', { sort: 3 })], 'FIELD_DUPLICATE', 'a'],
    ['invalid key', [field('my-field')], 'FIELD_INVALID_KEY', 'my-field'],
    ['key that could reach SQL', [field("a'b")], 'FIELD_INVALID_KEY', "a'b"],
  ])('%s is ignored and reported', (_name, fields, code, key) => {
    const r = mergeOverlay(base, overlay(fields));
    expect(r.warnings).toEqual([expect.objectContaining({ code, key })]);
    expect(r.resource.form.properties.name).toEqual({ type: 'string', title: '名称' });
    if (code !== 'FIELD_DUPLICATE') expect(Object.keys(r.resource.form.properties)).toEqual(['name', 'area']);
  });

  it('does not modify its inputs', () => {
    const b = structuredClone(base);
    const o = overlay([field('a', { pinned: 'top', required: true })], [tab('t', ['a', 'name'])]);
    const oCopy = structuredClone(o);
    const r = mergeOverlay(b, o);
    expect(b).toEqual(base);
    expect(o).toEqual(oCopy);
    r.resource.form.properties.a.title = 'changed';
    expect(o.fields[0].schema.title).toBe('A');
  });

  it('the merged resource passes the meta-schema check', () => {
    const r = mergeOverlay(base, overlay([field('a'), field('b', { pinned: 'top' })], [tab('t', ['a', 'name'])]));
    const check = checkResourceFile(r.resource);
    expect(check.ok ? '' : formatProblems(check.errors)).toBe('');
  });
});

describe('mergeOverlay: tabs', () => {
  it.each<[string, OverlayTab[], string[]]>([
    ['by sort', [tab('b', [], { sort: 2 }), tab('a', [], { sort: 1 })], ['a', 'b']],
    ['pinned top first, end last', [
      tab('m', [], { sort: 0 }),
      tab('e', [], { pinned: 'end', sort: -5 }),
      tab('t', [], { pinned: 'top', sort: 10 }),
    ], ['t', 'm', 'e']],
    ['disabled tabs are dropped', [tab('a', []), tab('off', [], { enabled: false })], ['a']],
  ])('%s', (_name, tabs, keys) => {
    const { resource } = mergeOverlay(base, overlay([], tabs));
    expect(resource.layout?.tabs.map((t) => t.key)).toEqual(keys);
  });

  it('tabs become layout tabs of key, title and fields', () => {
    const { resource } = mergeOverlay(base, overlay([field('a')], [tab('t', ['name', 'a'], { title: '扩展' })]));
    expect(resource.layout).toEqual({ tabs: [{ key: 't', title: '扩展', fields: ['name', 'a'] }] });
  });

  it('no layout when there are no enabled tabs', () => {
    expect(mergeOverlay(base, overlay([], [tab('off', [], { enabled: false })])).resource.layout).toBeUndefined();
  });

  it("keeps the file's own tabs between the pinned-top and the other overlay tabs", () => {
    const withTabs: ResourceFile = { ...base, layout: { tabs: [{ key: 'own', title: '自带', fields: ['name'] }] } };
    const { resource } = mergeOverlay(withTabs, overlay([], [tab('m', []), tab('t', [], { pinned: 'top' })]));
    expect(resource.layout?.tabs.map((t) => t.key)).toEqual(['t', 'own', 'm']);
  });

  it.each<[string, ResourceFile, OverlayTab[], string, string, string[]]>([
    ['unknown field in a tab (kept: the screen shows a placeholder)', base, [tab('t', ['name', 'ghost'])], 'TAB_UNKNOWN_FIELD', "field 'ghost' does not exist", ['name', 'ghost']],
    ['removed field in a tab (kept: the screen shows a placeholder)', base, [tab('t', ['gone', 'area'])], 'TAB_UNKNOWN_FIELD', "field 'gone' was removed", ['gone', 'area']],
    ['duplicate tab (the first wins)', base, [tab('t', ['name']), tab('t', ['area'])], 'TAB_DUPLICATE', "tab 't' is declared twice", ['name']],
    ['tab colliding with a file tab', { ...base, layout: { tabs: [{ key: 't', title: 'T', fields: [] }] } },
      [tab('t', ['area'])], 'TAB_DUPLICATE', "tab 't' is declared twice", []],
  ])('%s is reported', (_name, resource, tabs, code, message, fields) => {
    const r = mergeOverlay(resource, overlay([field('h', { enabled: false }), field('gone', { removed: true })], tabs));
    expect(r.warnings).toEqual([expect.objectContaining({ code, key: 't', message: expect.stringContaining(message) })]);
    expect(r.resource.layout?.tabs.find((t) => t.key === 't')?.fields).toEqual(fields);
  });

  it('a disabled custom field leaves the tabs naming it, without a warning', () => {
    const r = mergeOverlay(base, overlay([field('h', { enabled: false })], [tab('t', ['h', 'area'])]));
    expect(r.warnings).toEqual([]);
    expect(r.resource.layout?.tabs).toEqual([{ key: 't', title: 't', fields: ['area'] }]);
  });
});

describe('mergeOverlay: list and import columns of custom fields', () => {
  it.each<[string, OverlayField[], string[], string[]]>([
    ['an enabled field gets both', [field('c')], ['name', 'volume', 'medium', 'c'], ['name', 'volume', 'medium', 'note', 'c']],
    ['inList true gets both', [field('c', { inList: true })], ['name', 'volume', 'medium', 'c'], ['name', 'volume', 'medium', 'note', 'c']],
    ['inList false gets neither', [field('c', { inList: false })], ['name', 'volume', 'medium'], ['name', 'volume', 'medium', 'note']],
    ['a disabled field gets neither', [field('c', { enabled: false })], ['name', 'volume', 'medium'], ['name', 'volume', 'medium', 'note']],
    ['columns follow the display order (top, others, end)', [
      field('e', { pinned: 'end' }),
      field('b', { sort: 2 }),
      field('t', { pinned: 'top' }),
      field('a', { sort: 1 }),
    ], ['name', 'volume', 'medium', 't', 'a', 'b', 'e'], ['name', 'volume', 'medium', 'note', 't', 'a', 'b', 'e']],
  ])('%s', (_name, fields, columns, importColumns) => {
    const r = mergeOverlay(full, overlay(fields));
    expect(r.resource.list.columns.map((c) => c.field)).toEqual(columns);
    expect(r.resource.import?.columns).toEqual(importColumns);
  });

  it('no import spec is created for a resource that does not import', () => {
    const r = mergeOverlay(base, overlay([field('c')]));
    expect(r.resource.list.columns).toEqual([{ field: 'name' }, { field: 'c' }]);
    expect(r.resource).not.toHaveProperty('import');
  });

  it('custom fields compiled from definitions merge into a real file that passes the meta-schema', () => {
    const sm = loadResource('safety-manager');
    const hours = customFieldSchema({ key: 'trainingHours', type: 'number', title: '培训学时', minimum: 0, precision: 1 });
    const level = customFieldSchema({ key: 'level', type: 'select', title: '等级', options: [{ label: '一级', value: '1' }] });
    const r = mergeOverlay(sm, overlay([field('trainingHours', { schema: hours, required: true }), field('level', { schema: level, inList: false })]));
    expect(r.resource.form.required).toContain('trainingHours');
    expect(r.resource.list.columns.map((c) => c.field).slice(-2)).toEqual(['validityStatus', 'trainingHours']);
    expect(r.resource.import?.columns.slice(-1)).toEqual(['trainingHours']);
    const check = checkResourceFile(r.resource);
    expect(check.ok ? '' : formatProblems(check.errors)).toBe('');
  });
});

describe('mergeOverlay: the schema editor patch and field order apply last', () => {
  it('the patch changes a custom field and list columns after they were merged', () => {
    const r = mergeOverlay(full, {
      ...overlay([field('c')]),
      patch: { form: { properties: { c: { title: '新名称' }, note: null } }, list: { columns: [{ field: 'c', width: 80 }, { field: 'name' }] } },
    });
    expect(r.resource.form.properties.c).toEqual({ type: 'string', title: '新名称', 'x-component': 'Input' });
    expect(r.resource.form.properties).not.toHaveProperty('note');
    expect(r.resource.list.columns).toEqual([{ field: 'c', width: 80 }, { field: 'name' }]);
  });

  it('the patch may change the title of a built-in field and remove a member', () => {
    const r = mergeOverlay(full, { fields: [], tabs: [], patch: { title: '储罐台账', form: { properties: { name: { title: '罐名' } } }, detail: null } });
    expect(r.resource.title).toBe('储罐台账');
    expect(r.resource.form.properties.name).toEqual({ type: 'string', title: '罐名' });
    expect(r.resource).not.toHaveProperty('detail');
  });

  it('the patch can bring back a column after hiding (it applies after the hidden fields leave)', () => {
    const r = mergeOverlay(full, { ...overlay([], [tab('t', ['medium'], { disabledFields: ['medium'] })]), patch: { title: 'x' } });
    expect(r.resource.form.properties).not.toHaveProperty('medium');
    expect(r.resource.title).toBe('x');
  });

  it.each<[string, string[], string[]]>([
    ['a full order', ['note', 'c', 'medium', 'volume', 'name'], ['note', 'c', 'medium', 'volume', 'name']],
    ['names not listed keep their place after the listed ones', ['c', 'note'], ['c', 'note', 'name', 'volume', 'medium']],
    ['unknown names are ignored', ['ghost', 'volume'], ['volume', 'name', 'medium', 'note', 'c']],
    ['an empty order changes nothing', [], ['name', 'volume', 'medium', 'note', 'c']],
  ])('fieldOrder: %s', (_name, fieldOrder, keys) => {
    const r = mergeOverlay(full, { ...overlay([field('c')]), fieldOrder });
    expect(Object.keys(r.resource.form.properties)).toEqual(keys);
  });

  it('fieldOrder applies after a patch that adds a property', () => {
    const r = mergeOverlay(full, { fields: [], tabs: [], patch: { form: { properties: { added: { type: 'string', title: '加' } } } }, fieldOrder: ['added'] });
    expect(Object.keys(r.resource.form.properties)).toEqual(['added', 'name', 'volume', 'medium', 'note']);
  });

  it('does not modify the patch, the field order or the file', () => {
    const o: ResourceOverlay = { ...overlay([field('c')]), patch: { form: { properties: { c: { title: 'T' } } } }, fieldOrder: ['c'] };
    const oCopy = structuredClone(o);
    const fCopy = structuredClone(full);
    const r = mergeOverlay(full, o);
    r.resource.form.properties.c.title = 'changed';
    expect(o).toEqual(oCopy);
    expect(full).toEqual(fCopy);
  });
});

describe('byPinThenSort', () => {
  it.each<[string, { key: string; sort: number; pinned?: 'top' | 'end' }[], string[]]>([
    ['pinned top, unpinned, pinned end', [{ key: 'e', sort: 0, pinned: 'end' }, { key: 'm', sort: 0 }, { key: 't', sort: 9, pinned: 'top' }], ['t', 'm', 'e']],
    ['sort within a group', [{ key: 'a', sort: 2 }, { key: 'b', sort: 1 }], ['b', 'a']],
    ['key breaks ties', [{ key: 'b', sort: 1 }, { key: 'a', sort: 1 }], ['a', 'b']],
  ])('%s', (_name, items, keys) => {
    expect([...items].sort(byPinThenSort).map((x) => x.key)).toEqual(keys);
  });
});
